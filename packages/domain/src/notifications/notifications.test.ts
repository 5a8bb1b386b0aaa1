import { describe, expect, it, vi } from 'vitest';
import { ApiError, type CheckInResponse, type NotificationsResponse } from '@planmywalk/contracts';
import { CHECK_IN_FAILED, CheckInStore } from './CheckInStore.ts';
import { NOTIFICATIONS_LOAD_FAILED, NotificationsStore } from './NotificationsStore.ts';

const answer = (unread: number): NotificationsResponse => ({
  notifications: [{ id: 1, kind: 'reminder-24h', title: 'Your trip starts tomorrow: Kepler', body: 'Starts Saturday.', link: '/plan/p', plan_id: null, created_at: '2026-08-08T00:00:00Z', read: unread === 0 }],
  unread,
});

describe('NotificationsStore', () => {
  it('loads the list and its unread count, and marks it read', async () => {
    const api = { getNotifications: vi.fn().mockResolvedValue(answer(1)), markNotificationsRead: vi.fn().mockResolvedValue(answer(0)) };
    const store = new NotificationsStore(api);
    await store.load();
    expect(store).toMatchObject({ unread: 1, loaded: true });
    await store.markRead();
    expect(api.markNotificationsRead).toHaveBeenCalledWith(undefined);
    expect(store.unread).toBe(0);
    await store.markRead();
    expect(api.markNotificationsRead).toHaveBeenCalledTimes(1);
  });
  it('says when the list could not be loaded', async () => {
    const store = new NotificationsStore({ getNotifications: vi.fn().mockRejectedValue(new Error('offline')), markNotificationsRead: vi.fn() });
    await store.load();
    expect(store.error).toBe(NOTIFICATIONS_LOAD_FAILED);
    expect(store.loading).toBe(false);
  });
});

describe('CheckInStore', () => {
  const done: CheckInResponse = { plan_id: 'p', title: 'Kepler Track', checked_in_at: '2026-08-10T05:00:00Z', contact_was_alerted: false };
  it('checks in from the email’s link', async () => {
    const api = { checkIn: vi.fn().mockResolvedValue(done), checkInPlan: vi.fn() };
    const store = new CheckInStore(api);
    expect(await store.withToken('t0k3n')).toBe(true);
    expect(store.result).toEqual(done);
  });
  it('shows the server’s reason, or a plain one, and can be tried again', async () => {
    const api = { checkIn: vi.fn().mockRejectedValueOnce(new ApiError(404, 'This check-in link is not valid any more.')).mockRejectedValueOnce(new Error('offline')), checkInPlan: vi.fn().mockResolvedValue(done) };
    const store = new CheckInStore(api);
    expect(await store.withToken('old')).toBe(false);
    expect(store.error).toBe('This check-in link is not valid any more.');
    await store.withToken('old');
    expect(store.error).toBe(CHECK_IN_FAILED);
    expect(await store.forPlan('p')).toBe(true);
    expect(store.error).toBeNull();
  });
});
