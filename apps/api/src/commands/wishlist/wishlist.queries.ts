/** The SQL of the wishlist command. */
import type { LocationType } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';

export async function locationType(db: Queryable, id: number): Promise<LocationType | null> {
  const [row] = await db.query<{ type: LocationType }>('SELECT type FROM locations WHERE id = $1', [id]);
  return row?.type ?? null;
}

/** Takes the place off the wishlist; answers whether it was on it. */
export async function removeFromWishlist(db: Queryable, userId: number, locationId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM wishlist WHERE user_id = $1 AND location_id = $2 RETURNING location_id', [userId, locationId]);
  return rows.length > 0;
}

export async function addToWishlist(db: Queryable, userId: number, locationId: number, now: Date): Promise<void> {
  // Two toggles at once both adding: the second changes nothing.
  await db.query('INSERT INTO wishlist (user_id, location_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, locationId, now]);
}
