import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNotification, NotificationsResponse } from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';

export interface NotificationsSource {
  getNotifications(): Promise<NotificationsResponse>;
  markNotificationsRead(ids?: number[]): Promise<NotificationsResponse>;
}

export const NOTIFICATIONS_LOAD_FAILED = 'We could not load your notifications. Please try again.';

/** The in-app notifications (issue 11): the list, newest first, and the unread count. */
export class NotificationsStore {
  items: AppNotification[] = [];
  unread = 0;
  loading = false;
  loaded = false;
  error: string | null = null;
  private readonly api: NotificationsSource;

  constructor(api: NotificationsSource) {
    this.api = api;
    makeAutoObservable<NotificationsStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const answer = await this.api.getNotifications();
      runInAction(() => this.take(answer));
    } catch (cause) {
      runInAction(() => {
        this.error = serverErrorText(cause) ?? NOTIFICATIONS_LOAD_FAILED;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Marks every notification read (opening the list), or those given. */
  async markRead(ids?: number[]): Promise<void> {
    if (this.unread === 0) return;
    try {
      const answer = await this.api.markNotificationsRead(ids);
      runInAction(() => this.take(answer));
    } catch (cause) {
      runInAction(() => {
        this.error = serverErrorText(cause) ?? NOTIFICATIONS_LOAD_FAILED;
      });
    }
  }

  reset(): void {
    this.items = [];
    this.unread = 0;
    this.loaded = false;
    this.error = null;
  }

  private take(answer: NotificationsResponse): void {
    this.items = answer.notifications;
    this.unread = answer.unread;
    this.loaded = true;
  }
}
