import { LOCATION_NOT_FOUND, type ReviewableType } from '@planmywalk/contracts';
import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { addToWishlist, locationType, removeFromWishlist } from './wishlist.queries.ts';

/**
 * The wishlist heart (spec part 1 §4): a place on the wishlist comes off, any other goes
 * on. The place must exist with the type the client named (404 otherwise, so an id of
 * one kind is never wishlisted as another). Answers whether it is on the wishlist now.
 */
export async function toggleWishlist(
  ctx: CommandContext,
  input: { userId: number; locationId: number; type: ReviewableType },
): Promise<{ wishlisted: boolean }> {
  if ((await locationType(ctx.db, input.locationId)) !== input.type) throw notFound(LOCATION_NOT_FOUND);
  return ctx.db.transaction(async (tx) => {
    if (await removeFromWishlist(tx, input.userId, input.locationId)) return { wishlisted: false };
    await addToWishlist(tx, input.userId, input.locationId, ctx.clock.now());
    return { wishlisted: true };
  });
}
