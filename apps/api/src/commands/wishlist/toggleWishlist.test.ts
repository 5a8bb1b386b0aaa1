import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { placeId } from '../../testing/reviews.ts';
import { toggleWishlist } from './toggleWishlist.ts';

describe('toggleWishlist', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });
  const wishlist = (userId: number) => h.t.db.query('SELECT location_id FROM wishlist WHERE user_id = $1 ORDER BY location_id', [userId]);

  it('given a place off the wishlist, puts it on; given it on, takes it off', async () => {
    const { userId } = await createAccount(h);
    const campsite = await placeId(h.t.db, 'Campsite');
    expect(await toggleWishlist(h.ctx, { userId, locationId: campsite, type: 'Campsite' })).toEqual({ wishlisted: true });
    expect(await wishlist(userId)).toEqual([{ location_id: campsite }]);
    expect(await toggleWishlist(h.ctx, { userId, locationId: campsite, type: 'Campsite' })).toEqual({ wishlisted: false });
    expect(await wishlist(userId)).toEqual([]);
  });

  it('given a type that is not the place’s, refuses with 404 and keeps nothing', async () => {
    const { userId } = await createAccount(h);
    const track = await placeId(h.t.db, 'Track');
    const error = await refusal(toggleWishlist(h.ctx, { userId, locationId: track, type: 'Hut' }));
    expect([error.statusCode, error.message]).toEqual([404, 'Location not found']);
    expect(await wishlist(userId)).toEqual([]);
  });
});
