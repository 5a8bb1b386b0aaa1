import type { ErrorResponse, User, WishlistPlaces, WishlistResponse } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { placeId, signUpAdmin } from '../../testing/reviews.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('the wishlist', () => {
  let s: TestServer;
  let walker: SignedUp;
  let other: SignedUp;
  let kepler: number;
  let hut: number;
  beforeAll(async () => {
    s = await openTestServer();
    walker = await signUp(s.app, s.t.db, 'hearts');
    other = await signUp(s.app, s.t.db, 'bystander');
    kepler = await placeId(s.t.db, 'Track', 'kepler-track');
    hut = await placeId(s.t.db, 'Hut');
  });
  afterAll(async () => {
    await s.close();
  });

  const heart = (id: number | string, type: string, user: SignedUp | null) =>
    s.app.inject({ method: 'POST', url: `/api/v1/wishlist/${id}?type=${type}`, headers: user ? bearer(user.token.access_token) : {} });
  const places = async (user: SignedUp) =>
    (await s.app.inject({ method: 'GET', url: '/api/v1/user/wishlist', headers: bearer(user.token.access_token) })).json<WishlistPlaces>().list;
  const me = async (user: SignedUp) =>
    (await s.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(user.token.access_token) })).json<User>();

  it('given a guest, answers 401 and keeps nothing', async () => {
    const res = await heart(kepler, 'Track', null);
    expect(res.statusCode).toBe(401);
    expect(await s.t.db.query('SELECT * FROM wishlist WHERE location_id = $1', [kepler])).toEqual([]);
  });

  it('given a walker, the heart puts the Kepler Track on the wishlist, answers the user, and My Wishlist lists it; again takes it off', async () => {
    const on = await heart(kepler, 'Track', walker);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<WishlistResponse>().user.wishlisted).toEqual([{ id: kepler, type: 'Track' }]);
    expect((await me(walker)).wishlisted).toEqual([{ id: kepler, type: 'Track' }]);
    expect((await places(walker)).map((place) => [place.slug, place.type])).toEqual([['kepler-track', 'Track']]);

    await heart(hut, 'Hut', walker);
    // Last added first.
    expect((await places(walker)).map((place) => place.id)).toEqual([hut, kepler]);

    const off = await heart(kepler, 'Track', walker);
    expect(off.json<WishlistResponse>().user.wishlisted).toEqual([{ id: hut, type: 'Hut' }]);
    expect((await places(walker)).map((place) => place.id)).toEqual([hut]);
  });

  it("given another user, their heart changes only their own wishlist", async () => {
    const before = (await me(walker)).wishlisted;
    await heart(kepler, 'Track', other);
    expect((await me(other)).wishlisted).toEqual([{ id: kepler, type: 'Track' }]);
    expect((await me(walker)).wishlisted).toEqual(before);
  });

  it('given an administrator, the wishlist is theirs like anyone else’s', async () => {
    const admin = await signUpAdmin(s.app, s.t.db);
    expect((await heart(hut, 'Hut', admin)).json<WishlistResponse>().user).toMatchObject({ is_admin: true, wishlisted: [{ id: hut, type: 'Hut' }] });
    expect((await me(walker)).wishlisted).toEqual([{ id: hut, type: 'Hut' }]);
  });

  it.each([
    ['a hut named as a track', 404, () => [hut, 'Track'], 'Location not found'],
    ['an unknown place', 404, () => [2_000_000, 'Track'], 'Location not found'],
    ['an unknown type', 400, () => [kepler, 'Volcano'], "Query parameter 'type' must be one of \"Track\", \"Hut\", \"Campsite\""],
    ['no type', 400, () => [kepler, ''], "Query parameter 'type' must be one of \"Track\", \"Hut\", \"Campsite\""],
    ['an id that is not a number', 400, () => ['kepler', 'Track'], "Path parameter 'id' must be integer"],
  ] as const)('given %s, answers %i with a clear error and changes nothing', async (_name, status, args, error) => {
    const [id, type] = args() as unknown as readonly [number | string, string];
    const before = await me(walker);
    const res = await heart(id, type, walker);
    expect(res.statusCode).toBe(status);
    expect(res.json<ErrorResponse>().error).toBe(error);
    expect((await me(walker)).wishlisted).toEqual(before.wishlisted);
  });
});
