import type { LocationType } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';

/** The most pending photos one page of the admin list shows. */
export const PENDING_PHOTOS_LIMIT = 100;

export interface PendingPhotoListRow {
  [column: string]: unknown;
  id: string;
  key: string;
  created_at: Date;
  review_id: number;
  date: string;
  comment: string;
  location_id: number;
  type: LocationType;
  slug: string;
  title: string;
  thumbnail: string | null;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

/** Photos waiting for an administrator, oldest first, with their review, its place and who sent them. */
export function findPendingPhotos(db: Queryable, limit: number): Promise<PendingPhotoListRow[]> {
  return db.query<PendingPhotoListRow>(
    `SELECT p.file_id AS id, p.access_key AS key, p.created_at,
            r.id AS review_id, to_char(r.trip_date, 'YYYY-MM-DD') AS date, r.comment,
            l.id AS location_id, l.type, l.slug, l.title, l.thumbnail,
            u.id AS user_id, u.first_name, u.last_name, u.email
     FROM review_photos p
     JOIN reviews r ON r.id = p.review_id
     JOIN locations l ON l.id = r.location_id
     JOIN users u ON u.id = r.user_id
     WHERE p.status = 'pending'
     ORDER BY p.created_at, p.file_id
     LIMIT $1`,
    [limit],
  );
}

export async function countPendingPhotos(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM review_photos WHERE status = 'pending'`);
  return row?.count ?? 0;
}
