import { afterEach, describe, expect, it, vi } from 'vitest';
import { nativeStoreReview } from './nativeStoreReview.ts';

describe('the store’s review prompt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the plugin only when asked, then asks the store', async () => {
    const requestReview = vi.fn(async () => undefined);
    const load = vi.fn(async () => ({ InAppReview: { requestReview } }));
    const review = nativeStoreReview(load);
    expect(load).not.toHaveBeenCalled();
    review.request();
    await vi.waitFor(() => expect(requestReview).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['the store refuses', async () => ({ InAppReview: { requestReview: async () => Promise.reject(new Error('No Play Store')) } })],
    ['the plugin cannot load', async () => Promise.reject(new Error('Failed to fetch dynamically imported module'))],
  ])('when %s, warns and lets the save that asked carry on', async (_case, load) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => nativeStoreReview(load).request()).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Could not ask for a store review', expect.any(Error)));
  });
});
