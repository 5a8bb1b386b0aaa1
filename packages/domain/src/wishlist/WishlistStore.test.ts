import { ApiError, type SearchResultItem, type WishlistResponse } from '@planmywalk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { FakeSession, testUser } from '../testing/fakeSession.ts';
import { WishlistStore, type WishlistSource } from './WishlistStore.ts';

const kepler = { id: 101, type: 'Track' as const };
const place = (id: number): SearchResultItem => ({ id, type: 'Track', slug: `t${id}`, title: `Track ${id}` }) as SearchResultItem;

function setup(user = testUser()) {
  const session = new FakeSession(user);
  let answer: (value: WishlistResponse) => void = () => undefined;
  let fail: (cause: unknown) => void = () => undefined;
  const api: WishlistSource = {
    toggleWishlist: vi.fn(
      () =>
        new Promise<WishlistResponse>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    ),
    getWishlist: vi.fn(async () => ({ list: [place(101), place(102)] })),
  };
  const store = new WishlistStore({ api, session });
  return { store, session, api, answer: (value: WishlistResponse) => answer(value), fail: (cause: unknown) => fail(cause) };
}

describe('WishlistStore', () => {
  it('given a guest, a heart asks them to log in and calls nothing', async () => {
    const { store, session, api } = setup();
    session.expire();
    await store.toggle(kepler);
    expect(store.loginPrompt).toBe(true);
    expect(api.toggleWishlist).not.toHaveBeenCalled();
    store.dismissLoginPrompt();
    expect(store.loginPrompt).toBe(false);
  });

  it('given a walker, the heart fills at once, and the answered user replaces the session’s', async () => {
    const { store, session, api, answer } = setup();
    const pressing = store.toggle(kepler);
    expect(store.isWishlisted(kepler)).toBe(true);
    expect(store.isBusy(kepler)).toBe(true);
    expect(api.toggleWishlist).toHaveBeenCalledWith(101, 'Track');
    answer({ user: testUser({ wishlisted: [{ id: 101, type: 'Track' }] }) });
    await pressing;
    expect(session.user?.wishlisted).toEqual([{ id: 101, type: 'Track' }]);
    expect([store.isWishlisted(kepler), store.isBusy(kepler)]).toEqual([true, false]);
  });

  it('given a failed call, the heart goes back and the reason is shown', async () => {
    const { store, fail } = setup(testUser({ wishlisted: [{ id: 101, type: 'Track' }] }));
    const pressing = store.toggle(kepler);
    expect(store.isWishlisted(kepler)).toBe(false);
    fail(new TypeError('fetch failed'));
    await pressing;
    expect(store.isWishlisted(kepler)).toBe(true);
    expect(store.error).toBe('Something went wrong, please try again.');
  });

  it('given My Wishlist, a heart takes the tile away at once and puts it back where it was if the call fails', async () => {
    const { store, fail, answer } = setup(testUser({ wishlisted: [{ id: 101, type: 'Track' }, { id: 102, type: 'Track' }] }));
    await store.load();
    expect(store.places.map((p) => p.id)).toEqual([101, 102]);
    const first = store.toggle(kepler);
    expect(store.places.map((p) => p.id)).toEqual([102]);
    fail(new ApiError(404, 'Location not found'));
    await first;
    expect(store.places.map((p) => p.id)).toEqual([101, 102]);
    expect(store.error).toBe('Location not found');
    const second = store.toggle(kepler);
    answer({ user: testUser({ wishlisted: [{ id: 102, type: 'Track' }] }) });
    await second;
    expect(store.places.map((p) => p.id)).toEqual([102]);
  });

  it('given a failed load, says so; logout forgets the list', async () => {
    const { store, api, session } = setup();
    vi.mocked(api.getWishlist).mockRejectedValueOnce(new TypeError('offline'));
    await store.load();
    expect(store.loadError).toBe('Your wishlist could not be loaded. Please try again.');
    await store.load();
    expect(store.loaded).toBe(true);
    session.logout();
    expect([store.places, store.loaded]).toEqual([[], false]);
  });
});
