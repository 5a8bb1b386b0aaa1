import type { Queryable } from '../../db/database.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from '../../locations/location-summary.ts';

/** My Wishlist's places, last added first. */
export function findWishlistPlaces(db: Queryable, userId: number): Promise<SummaryRow[]> {
  return db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM wishlist w JOIN locations l ON l.id = w.location_id
     WHERE w.user_id = $1 ORDER BY w.created_at DESC, l.id`,
    [userId],
  );
}
