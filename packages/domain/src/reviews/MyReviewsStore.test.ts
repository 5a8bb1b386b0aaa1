import { ApiError, type MyReviewsPage } from '@planmywalk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { FakeSession, testUser } from '../testing/fakeSession.ts';
import { review } from '../testing/reviewFixtures.ts';
import { MyReviewsStore, type MyReviewsSource } from './MyReviewsStore.ts';

/** Seven reviews, newest first, served 3 a page as the API does. */
function setup(total = 7) {
  let all = Array.from({ length: total }, (_, i) => review(total - i));
  const api: MyReviewsSource = {
    getMyReviews: vi.fn(async (page: number): Promise<MyReviewsPage> => ({ reviews: all.slice(page * 3, page * 3 + 3), all_loaded: page * 3 + 3 >= all.length })),
    deleteReview: vi.fn(async (id: number) => {
      all = all.filter((r) => r.id !== id);
      return { success: true as const };
    }),
  };
  const session = new FakeSession(testUser());
  return { store: new MyReviewsStore({ api, session }), api, session };
}

const ids = (store: MyReviewsStore) => store.reviews.map((r) => r.id);

describe('MyReviewsStore', () => {
  it('loads 3 a page as the list is scrolled, until all are loaded', async () => {
    const { store, api } = setup();
    await store.load();
    expect([ids(store), store.allLoaded]).toEqual([[7, 6, 5], false]);
    await store.loadMore();
    await store.loadMore();
    expect([ids(store), store.allLoaded]).toEqual([[7, 6, 5, 4, 3, 2, 1], true]);
    await store.loadMore();
    expect(api.getMyReviews).toHaveBeenCalledTimes(3);
  });

  it("given none, says 'No reviews'", async () => {
    const { store } = setup(0);
    expect(store.isEmpty).toBe(false);
    await store.load();
    expect(store.isEmpty).toBe(true);
  });

  it('deletes after the question: gone at once, and back in its place if the call fails', async () => {
    const { store, api } = setup();
    await store.load();
    store.askDelete(store.reviews[1] ?? review(0));
    expect(store.confirmingDelete?.id).toBe(6);
    let fail: (cause: unknown) => void = () => undefined;
    vi.mocked(api.deleteReview).mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    const deleting = store.confirmDelete();
    expect(ids(store)).toEqual([7, 5]);
    fail(new ApiError(404, 'Review not found'));
    await deleting;
    expect([ids(store), store.removeError]).toEqual([[7, 6, 5], 'Review not found']);
    store.askDelete(store.reviews[1] ?? review(0));
    await store.confirmDelete();
    expect([ids(store), store.removeError]).toEqual([[7, 5], null]);
  });

  it('reloads the pages it had after an edit; a failed load says so; logout forgets everything', async () => {
    const { store, api, session } = setup();
    await store.load();
    await store.loadMore();
    await store.reload();
    expect(ids(store)).toEqual([7, 6, 5, 4, 3, 2]);
    vi.mocked(api.getMyReviews).mockRejectedValueOnce(new TypeError('offline'));
    await store.load();
    expect(store.error).toBe('Your reviews could not be loaded. Please try again.');
    session.logout();
    expect([store.reviews, store.loaded]).toEqual([[], false]);
  });
});
