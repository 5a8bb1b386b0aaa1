import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckInResponse } from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import { checkInDoneNote } from '../plan/tripSafety.ts';

export interface CheckInSource {
  checkIn(token: string): Promise<CheckInResponse>;
  checkInPlan(id: string): Promise<CheckInResponse>;
}

export const CHECK_IN_FAILED = 'We could not record that you are back. Please try again, or call your emergency contact.';
/** The check-in email's page knows only its link: what pressing the button does, whatever has happened. */
export const CHECK_IN_LINK_PROMPT = 'Tell us you are back safely. If we have already emailed your emergency contact to say you are overdue, we will tell them at once that you are back.';

/**
 * 'I'm back safely' (issue 11): from the check-in email's link or the plan. A failure
 * says so plainly and can be tried again: the walker must know whether their emergency
 * contact will still be emailed.
 */
export class CheckInStore {
  submitting = false;
  result: CheckInResponse | null = null;
  error: string | null = null;
  private readonly api: CheckInSource;

  constructor(api: CheckInSource) {
    this.api = api;
    makeAutoObservable<CheckInStore, 'api'>(this, { api: false });
  }

  withToken(token: string): Promise<boolean> {
    return this.run(() => this.api.checkIn(token));
  }

  forPlan(planId: string): Promise<boolean> {
    return this.run(() => this.api.checkInPlan(planId));
  }

  /** After a check-in: whether the contact was told the walker is back, or never alerted. */
  get doneNote(): string | undefined {
    return this.result ? checkInDoneNote(this.result.contact_was_alerted) : undefined;
  }

  reset(): void {
    this.result = null;
    this.error = null;
  }

  private async run(call: () => Promise<CheckInResponse>): Promise<boolean> {
    if (this.submitting) return false;
    this.submitting = true;
    this.error = null;
    try {
      const result = await call();
      runInAction(() => {
        this.result = result;
      });
      return true;
    } catch (cause) {
      runInAction(() => {
        this.error = serverErrorText(cause) ?? CHECK_IN_FAILED;
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
