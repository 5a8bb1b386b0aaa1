import { makeAutoObservable, runInAction } from 'mobx';
import { FEEDBACK_FAILED, FEEDBACK_RETURN_DELAY_MS, FEEDBACK_SENT, blankToNull, type FeedbackCategory, type FeedbackInput, type FeedbackResponse } from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import { emptyFeedbackForm, feedbackSchema, type FeedbackFormValues } from '../forms/feedbackSchema.ts';
import { validateWith, type FieldErrors } from '../forms/validateWith.ts';
import type { Clock } from '../platform/Clock.ts';

/** The one call the feedback page makes. */
export interface FeedbackSource {
  sendFeedback(feedback: FeedbackInput): Promise<FeedbackResponse>;
}

export interface FeedbackStoreDeps {
  api: FeedbackSource;
  clock: Clock;
  /** Returns to the page the walker came from (help, when they came from nowhere). */
  goBack(): void;
  /** What the app can say about the device (browser, screen), sent as device_info. */
  deviceInfo(): string;
}

/** What the feedback page shows (spec part 2 §4): the form, sending, the thanks, a failure, or the fields to fix. */
export type FeedbackState = 'default' | 'sending' | 'sent' | 'error' | 'invalid';

const validate = validateWith<FeedbackFormValues>(feedbackSchema);

/**
 * The feedback page (spec part 2 §2, §4, §5, §8): rating, category, comments and an
 * optional email. Sending is blocked while a send runs. On success the thanks shows, the
 * form is cleared, and after 3 seconds the walker is back where they came from; on
 * failure the server's words show, else 'Something went wrong', and nothing typed is lost.
 */
export class FeedbackStore {
  values: FeedbackFormValues = emptyFeedbackForm();
  fieldErrors: FieldErrors<FeedbackFormValues> = {};
  sending = false;
  sent = false;
  error: string | null = null;
  private returnTimer: unknown = null;
  private readonly deps: FeedbackStoreDeps;

  constructor(deps: FeedbackStoreDeps) {
    this.deps = deps;
    makeAutoObservable<FeedbackStore, 'deps' | 'returnTimer'>(this, { deps: false, returnTimer: false });
  }

  get state(): FeedbackState {
    if (this.sending) return 'sending';
    if (this.sent) return 'sent';
    if (this.error !== null) return 'error';
    if (Object.keys(this.fieldErrors).length > 0) return 'invalid';
    return 'default';
  }

  /** The thanks once sent (spec part 2 §8). */
  get message(): string | null {
    return this.sent ? FEEDBACK_SENT : null;
  }

  setValue(field: keyof FeedbackFormValues, value: string): void {
    if (this.sending) return;
    this.values[field] = value;
    delete this.fieldErrors[field];
  }

  /** 'Send feedback': checks the form, then sends it once. Answers whether it was sent. */
  async submit(): Promise<boolean> {
    if (this.sending) return false;
    this.fieldErrors = validate(this.values);
    if (Object.keys(this.fieldErrors).length > 0) return false;
    this.sending = true;
    this.error = null;
    const { rating, category, comments, email } = this.values;
    try {
      await this.deps.api.sendFeedback({
        rating: Number(rating),
        category: category as FeedbackCategory,
        comments: comments.trim(),
        email: blankToNull(email),
        device_info: this.deps.deviceInfo(),
      });
      runInAction(() => {
        this.sent = true;
        this.values = emptyFeedbackForm();
        this.returnTimer = this.deps.clock.setTimeout(() => this.returnToPrevious(), FEEDBACK_RETURN_DELAY_MS);
      });
      return true;
    } catch (cause) {
      runInAction(() => {
        this.error = serverErrorText(cause) ?? FEEDBACK_FAILED;
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  /** The page closes (the walker left before the 3 seconds were up): no return from elsewhere. */
  dispose(): void {
    if (this.returnTimer !== null) this.deps.clock.clearTimeout(this.returnTimer);
    this.returnTimer = null;
  }

  private returnToPrevious(): void {
    this.returnTimer = null;
    this.deps.goBack();
  }
}
