/** The SQL that reads reviews: of a place (its page), of a user (My Reviews), one review's photos. */
import type { ReviewDifficulty, ReviewPhotoStatus, LocationType } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';

export interface ReviewPhotoRow {
  [column: string]: unknown;
  id: string;
  status: ReviewPhotoStatus;
  key: string;
}

export interface ReviewRow {
  [column: string]: unknown;
  id: number;
  user_id: number;
  /** YYYY-MM-DD (formatted in SQL: a date column would become a Date at some zone's midnight). */
  date: string;
  comment: string;
  difficulty: ReviewDifficulty | null;
  created_at: Date;
  edited_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  portrait_file_id: string | null;
  completed: boolean;
  location_id: number;
  type: LocationType;
  slug: string;
  title: string;
  thumbnail: string | null;
  /** Oldest first. */
  photos: ReviewPhotoRow[];
}

/**
 * One select list for a review with its author, its place and its photos (one json
 * array per review). `completed`: the author has a completed trip of the place.
 */
const REVIEW_SELECT = `
  SELECT r.id, r.user_id, to_char(r.trip_date, 'YYYY-MM-DD') AS date, r.comment, r.difficulty, r.created_at, r.edited_at,
         u.first_name, u.last_name, u.portrait_file_id,
         EXISTS (SELECT 1 FROM plans c WHERE c.owner_id = r.user_id AND c.location_id = r.location_id AND c.is_complete) AS completed,
         l.id AS location_id, l.type, l.slug, l.title, l.thumbnail,
         COALESCE((SELECT json_agg(json_build_object('id', p.file_id, 'status', p.status, 'key', p.access_key) ORDER BY p.created_at, p.file_id)
                   FROM review_photos p WHERE p.review_id = r.id), '[]'::json) AS photos
  FROM reviews r
  JOIN users u ON u.id = r.user_id
  JOIN locations l ON l.id = r.location_id`;

/** The newest reviews of a place (its page shows them; the summary covers all). */
export function findLocationReviews(db: Queryable, locationId: number, limit: number): Promise<ReviewRow[]> {
  return db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.location_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`, [locationId, limit]);
}

export type SummaryCounts = { count: number; easier: number; expected: number; harder: number };

/** How every reviewer found the place: the difficulty scale's counts. */
export async function findReviewSummary(db: Queryable, locationId: number): Promise<SummaryCounts> {
  const [row] = await db.query<SummaryCounts>(
    `SELECT count(*)::int AS count,
            count(*) FILTER (WHERE difficulty = 'easier')::int AS easier,
            count(*) FILTER (WHERE difficulty = 'expected')::int AS expected,
            count(*) FILTER (WHERE difficulty = 'harder')::int AS harder
     FROM reviews WHERE location_id = $1`,
    [locationId],
  );
  return row ?? { count: 0, easier: 0, expected: 0, harder: 0 };
}

/** A page of one user's reviews, newest first; one row more than the page says whether more are left. */
export function findUserReviews(db: Queryable, userId: number, offset: number, limit: number): Promise<ReviewRow[]> {
  return db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC OFFSET $2 LIMIT $3`, [
    userId,
    offset,
    limit,
  ]);
}

/** One review, whoever wrote it (the route decides who may see it). */
export async function findReview(db: Queryable, reviewId: number): Promise<ReviewRow | null> {
  const [row] = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.id = $1`, [reviewId]);
  return row ?? null;
}

export interface ServedPhotoRow {
  [column: string]: unknown;
  id: string;
  access_key: string;
  mime: string;
  ext: string;
  size: number;
}

/** A review photo's file, with the key its URL must carry while it is pending. */
export async function findReviewPhotoFile(db: Queryable, fileId: string): Promise<ServedPhotoRow | null> {
  const [row] = await db.query<ServedPhotoRow>(
    `SELECT f.id, p.access_key, f.mime, f.ext, f.size FROM review_photos p JOIN files f ON f.id = p.file_id WHERE p.file_id = $1::uuid`,
    [fileId],
  );
  return row ?? null;
}
