import type { Clock } from './Clock.ts';
import type { KeyValueStorage } from './KeyValueStorage.ts';

/**
 * The app store's own 'rate this app' prompt. The store apps ask after a successful
 * gear save and a saved draft plan (spec part 2 §4); a browser has no such prompt.
 * Fire and forget: the store decides whether anything shows and says nothing back.
 */
export interface StoreReview {
  request(): void;
}

/** The browser's: nothing to ask. */
export const noStoreReview: StoreReview = { request: () => undefined };

/** A walker is asked at most once in this many days, however many lists and plans they save. */
export const STORE_REVIEW_INTERVAL_DAYS = 90;
/**
 * When the app last asked. Not one of the keys a store-version change clears: a
 * forgotten ask costs one extra prompt, never the walker's data.
 */
export const STORE_REVIEW_ASKED_KEY = 'pmw.store-review-asked';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoreReviewRuleDeps {
  clock: Pick<Clock, 'now'>;
  storage: KeyValueStorage;
  intervalDays?: number;
}

/**
 * The rule in front of the store's prompt: at most once per STORE_REVIEW_INTERVAL_DAYS.
 * Saving is what walkers do most, and a prompt after every save would be nagging; the
 * stores cap it too (Apple: three a year) but silently, so the app keeps its own count.
 * A time in the future (written while the device's clock was wrong) holds nothing back
 * for ever: the app asks and writes the time again.
 */
export function storeReviewAtMostEvery(review: StoreReview, deps: StoreReviewRuleDeps): StoreReview {
  const intervalMs = (deps.intervalDays ?? STORE_REVIEW_INTERVAL_DAYS) * DAY_MS;
  return {
    request() {
      const now = deps.clock.now();
      const asked = Number(deps.storage.getItem(STORE_REVIEW_ASKED_KEY));
      const askedBefore = Number.isFinite(asked) && asked > 0;
      if (askedBefore && asked <= now && now - asked < intervalMs) return;
      try {
        deps.storage.setItem(STORE_REVIEW_ASKED_KEY, String(now));
      } catch {
        // A full storage cannot remember the ask: better no prompt than one after every save.
        return;
      }
      review.request();
    },
  };
}
