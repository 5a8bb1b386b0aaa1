import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './KeyValueStorage.ts';
import { STORE_REVIEW_ASKED_KEY, STORE_REVIEW_INTERVAL_DAYS, storeReviewAtMostEvery } from './StoreReview.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-12-05T09:00:00Z');

function setup(initial: Record<string, string> = {}, options: { capacity?: number } = {}) {
  let now = NOW;
  const store = { request: vi.fn() };
  const storage = createMemoryStorage(initial, options);
  const review = storeReviewAtMostEvery(store, { clock: { now: () => now }, storage });
  return { review, store, storage, later: (ms: number) => (now += ms) };
}

describe('the store review prompt', () => {
  it('asks the store the first time, and remembers when', () => {
    const { review, store, storage } = setup();
    review.request();
    expect(store.request).toHaveBeenCalledTimes(1);
    expect(storage.getItem(STORE_REVIEW_ASKED_KEY)).toBe(String(NOW));
  });

  it.each([
    ['an hour later', 60 * 60 * 1000, 1],
    ['a day short of the interval', (STORE_REVIEW_INTERVAL_DAYS - 1) * DAY, 1],
    ['the interval later', STORE_REVIEW_INTERVAL_DAYS * DAY, 2],
    ['a year later', 365 * DAY, 2],
  ])('given a save %s, asks %i time(s) in all', (_when, ms, asks) => {
    const { review, store, later } = setup();
    review.request();
    later(ms);
    review.request();
    expect(store.request).toHaveBeenCalledTimes(asks);
  });

  it('is asked once for many saves in a row', () => {
    const { review, store } = setup();
    for (let save = 0; save < 10; save++) review.request();
    expect(store.request).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an ask 10 days ago (another visit)', String(NOW - 10 * DAY), 0],
    ['an ask 91 days ago', String(NOW - 91 * DAY), 1],
    ['an unreadable record', 'soon', 1],
    ['an ask dated in the future (a wrong clock)', String(NOW + 30 * DAY), 1],
  ])('given %s on the device, asks %i time(s)', (_given, stored, asks) => {
    const { review, store } = setup({ [STORE_REVIEW_ASKED_KEY]: stored });
    review.request();
    expect(store.request).toHaveBeenCalledTimes(asks);
  });

  it('does not ask when the device cannot remember the ask (full storage), rather than after every save', () => {
    const { review, store } = setup({}, { capacity: 5 });
    review.request();
    review.request();
    expect(store.request).not.toHaveBeenCalled();
  });
});
