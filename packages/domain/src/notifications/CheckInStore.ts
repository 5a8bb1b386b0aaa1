import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckInResponse } from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';

export interface CheckInSource {
  checkIn(token: string): Promise<CheckInResponse>;
  checkInPlan(id: string): Promise<CheckInResponse>;
}

export const CHECK_IN_FAILED = 'We could not record that you are back. Please try again, or call your emergency contact.';

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
