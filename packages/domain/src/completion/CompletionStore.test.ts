import { ApiError, type MarkCompleteResponse } from '@planmywalk/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { Clock } from '../platform/Clock.ts';
import { FakeSession, testUser } from '../testing/fakeSession.ts';
import { completedTrip } from '../testing/reviewFixtures.ts';
import { CompletionStore, type CompletionSource } from './CompletionStore.ts';

// 10:30 pm on 28 February in UTC is 11:30 am on 1 March in New Zealand.
const clock = { now: () => Date.parse('2030-02-28T22:30:00Z') } as Clock;
const kepler = { id: 101, type: 'Track' as const, title: 'Kepler Track' };

function setup(user = testUser()) {
  const session = new FakeSession(user);
  const api: CompletionSource = { markComplete: vi.fn(async (): Promise<MarkCompleteResponse> => ({ plans: [completedTrip(101, '2030-02-28')] })) };
  return { store: new CompletionStore({ api, session, clock }), session, api };
}

describe('CompletionStore', () => {
  it("given a guest, 'Mark as complete' asks them to log in first", () => {
    const { store, session } = setup();
    session.expire();
    store.start(kepler);
    expect(store.step).toBe('login');
  });

  it("given a walker, asks 'When did you complete the track?', keeps Save off without a date, and refuses a day after today in New Zealand", async () => {
    const { store, api } = setup();
    store.start(kepler);
    expect([store.step, store.question, store.maxDate, store.canSave]).toEqual(['date', 'When did you complete the track?', '2030-03-01', false]);
    store.setDate('2030-03-02');
    expect(store.error).toBe('Date cannot be in the future');
    expect(await store.save()).toBe(false);
    expect(api.markComplete).not.toHaveBeenCalled();
    store.setDate('2030-03-01');
    expect([store.error, store.canSave]).toEqual([null, true]);
  });

  it("given yesterday, marks it complete: the user's plans are the answer's, the place shows 'Trip completed', then 'Date submitted'", async () => {
    const { store, api, session } = setup();
    store.start(kepler);
    expect(store.isCompleted(kepler)).toBe(false);
    store.setDate('2030-02-28');
    expect(await store.save()).toBe(true);
    expect(api.markComplete).toHaveBeenCalledWith({ id: 101, type: 'Track', date: '2030-02-28' });
    expect(session.user?.plans).toEqual([completedTrip(101, '2030-02-28')]);
    expect(store.isCompleted(kepler)).toBe(true);
    expect(store.step).toBe('submitted');
    store.close();
    expect(store.step).toBe('closed');
  });

  it('given a refused call, shows the server’s reason and stays on the date', async () => {
    const { store, api, session } = setup();
    vi.mocked(api.markComplete).mockRejectedValueOnce(new ApiError(422, 'Date cannot be in the future'));
    store.start(kepler);
    store.setDate('2030-02-28');
    expect(await store.save()).toBe(false);
    expect([store.step, store.error, session.user?.plans]).toEqual(['date', 'Date cannot be in the future', []]);
  });
});
