/** The SQL of marking a trip complete: a completed plan of the walker's (ADR 038). */
import type { ReviewableType } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';

export async function placeType(db: Queryable, id: number): Promise<ReviewableType | null> {
  const [row] = await db.query<{ type: ReviewableType }>('SELECT type FROM locations WHERE id = $1', [id]);
  return row?.type ?? null;
}

/** Holds the user's row: two marks of the same trip at once record it once. */
export async function lockUser(db: Queryable, userId: number): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function hasCompletedTrip(db: Queryable, userId: number, locationId: number, date: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM plans WHERE owner_id = $1 AND location_id = $2 AND is_complete AND completed = $3::date LIMIT 1',
    [userId, locationId, date],
  );
  return rows.length > 0;
}

export interface CompletedTrip {
  id: string;
  ownerId: number;
  type: ReviewableType;
  locationId: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  now: Date;
}

/**
 * A completed trip is a plan that was never published (so no email goes and no overdue
 * check runs for it), marked complete on its day, with that day as its dates.
 */
export async function insertCompletedTrip(db: Queryable, trip: CompletedTrip): Promise<void> {
  await db.query(
    `INSERT INTO plans (id, link_key, owner_id, location_type, location_id, is_published, is_complete, completed, start_date, end_date,
       starts_at, ends_at, revision, created_at, updated_at)
     VALUES ($1::uuid, $1::uuid, $2, $3, $4, false, true, $5::date, $5::date, $5::date, $6, $7, 1, $8, $8)`,
    [trip.id, trip.ownerId, trip.type, trip.locationId, trip.date, trip.startsAt, trip.endsAt, trip.now],
  );
}
