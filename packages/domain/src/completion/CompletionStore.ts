import { makeAutoObservable, runInAction } from 'mobx';
import {
  COMPLETION_DATE_REQUIRED,
  DATE_IN_FUTURE,
  SOMETHING_WENT_WRONG,
  dateIn,
  type MarkCompleteRequest,
  type MarkCompleteResponse,
  type ReviewableType,
  type User,
} from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import type { Clock } from '../platform/Clock.ts';
import { completedPlaceKeys, completionQuestion, placeKey, type PlaceRef } from '../reviews/reviewRules.ts';

/** The mark-complete call of spec part 1 §7. */
export interface CompletionSource {
  markComplete(request: MarkCompleteRequest): Promise<MarkCompleteResponse>;
}

export interface CompletionSession {
  readonly isLoggedIn: boolean;
  readonly user: User | null;
  setUser(user: User): void;
}

export interface CompletionStoreDeps {
  api: CompletionSource;
  session: CompletionSession;
  clock: Clock;
}

/** The place being marked complete, as a tile or a page knows it. */
export interface CompletionPlace extends PlaceRef {
  type: ReviewableType;
  title: string;
}

/**
 * The steps of marking a trip complete (spec part 1 §2, §4): a guest is asked to log in
 * first ('Log in to add this to your completed trips'); a walker picks the day, then
 * sees 'Date submitted' and may leave a review.
 */
export type CompletionStep = 'closed' | 'login' | 'date' | 'submitted';

/**
 * 'Mark as complete' (spec part 1 §4, §5): the date modal, a date not after today in New
 * Zealand (Save is disabled without one), the call, and the user's plans replaced by
 * its answer, so the place shows 'Trip completed' at once.
 */
export class CompletionStore {
  step: CompletionStep = 'closed';
  place: CompletionPlace | null = null;
  date: string | null = null;
  saving = false;
  error: string | null = null;

  private readonly deps: CompletionStoreDeps;

  constructor(deps: CompletionStoreDeps) {
    this.deps = deps;
    makeAutoObservable<CompletionStore, 'deps'>(this, { deps: false });
  }

  /** Today in New Zealand: the last day that may be picked. */
  get maxDate(): string {
    return dateIn(new Date(this.deps.clock.now()));
  }

  /** 'When did you complete the track?' */
  get question(): string {
    return this.place ? completionQuestion(this.place.type) : '';
  }

  get canSave(): boolean {
    return this.step === 'date' && this.date !== null && !this.saving;
  }

  /** The places the user has completed (placeKey); a view reads it while it renders, so it follows changes. */
  get completedKeys(): ReadonlySet<string> {
    return completedPlaceKeys(this.deps.session.user);
  }

  isCompleted(place: PlaceRef): boolean {
    return this.completedKeys.has(placeKey(place));
  }

  /** 'Mark as complete' was pressed on a place. */
  start(place: CompletionPlace): void {
    this.place = place;
    this.date = null;
    this.error = null;
    this.step = this.deps.session.isLoggedIn ? 'date' : 'login';
  }

  setDate(date: string | null): void {
    this.date = date;
    this.error = date !== null && date > this.maxDate ? DATE_IN_FUTURE : null;
  }

  async save(): Promise<boolean> {
    const { place, date } = this;
    if (!place || this.step !== 'date' || this.saving) return false;
    if (date === null) {
      this.error = COMPLETION_DATE_REQUIRED;
      return false;
    }
    if (date > this.maxDate) {
      this.error = DATE_IN_FUTURE;
      return false;
    }
    this.saving = true;
    this.error = null;
    try {
      const { plans } = await this.deps.api.markComplete({ id: place.id, type: place.type, date });
      const user = this.deps.session.user;
      if (user) this.deps.session.setUser({ ...user, plans });
      runInAction(() => (this.step = 'submitted'));
      return true;
    } catch (cause) {
      runInAction(() => (this.error = serverErrorText(cause) ?? SOMETHING_WENT_WRONG));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  close(): void {
    this.step = 'closed';
    this.error = null;
  }
}
