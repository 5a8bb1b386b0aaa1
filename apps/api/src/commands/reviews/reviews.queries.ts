/** The SQL of the review commands. */
import type { LocationType, ReviewDifficulty, ReviewPhotoStatus } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';

export async function findPlace(db: Queryable, id: number): Promise<{ id: number; type: LocationType } | null> {
  const [row] = await db.query<{ id: number; type: LocationType }>('SELECT id, type FROM locations WHERE id = $1', [id]);
  return row ?? null;
}

interface OwnReviewPlaceRow {
  [column: string]: unknown;
  id: number;
  location_id: number;
  type: LocationType;
}

export interface OwnReviewRow extends OwnReviewPlaceRow {
  photos: number;
}

/**
 * The user's review with its place and photo count; null when it is not theirs. In a
 * transaction `lock` holds it for the change, and the photos are counted after the lock
 * is held: on PostgreSQL a count in the locking statement itself reads that statement's
 * snapshot, taken before it waited, so three uploads at once could each count one photo
 * and make four. A statement after the lock sees what the others committed.
 */
export async function lockOwnReview(db: Queryable, reviewId: number, userId: number, lock = true): Promise<OwnReviewRow | null> {
  const [row] = await db.query<OwnReviewPlaceRow>(
    `SELECT r.id, r.location_id, l.type
     FROM reviews r JOIN locations l ON l.id = r.location_id
     WHERE r.id = $1 AND r.user_id = $2
     ${lock ? 'FOR UPDATE OF r' : ''}`,
    [reviewId, userId],
  );
  if (!row) return null;
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_photos WHERE review_id = $1', [reviewId]);
  return { ...row, photos: count?.n ?? 0 };
}

export interface ReviewFields {
  date: string;
  comment: string;
  difficulty: ReviewDifficulty | null;
}

export async function insertReview(db: Queryable, input: ReviewFields & { userId: number; locationId: number; now: Date }): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO reviews (user_id, location_id, trip_date, comment, difficulty, created_at)
     VALUES ($1, $2, $3::date, $4, $5, $6) RETURNING id`,
    [input.userId, input.locationId, input.date, input.comment, input.difficulty, input.now],
  );
  if (!row) throw new Error('review was not created');
  return row.id;
}

export async function updateReview(db: Queryable, reviewId: number, input: ReviewFields & { now: Date }): Promise<void> {
  await db.query('UPDATE reviews SET trip_date = $2::date, comment = $3, difficulty = $4, edited_at = $5 WHERE id = $1', [
    reviewId,
    input.date,
    input.comment,
    input.difficulty,
    input.now,
  ]);
}

/** The files of a review's photos, for removing their bytes after the rows are gone. */
export async function reviewPhotoIds(db: Queryable, reviewId: number): Promise<string[]> {
  const rows = await db.query<{ file_id: string }>('SELECT file_id FROM review_photos WHERE review_id = $1', [reviewId]);
  return rows.map((row) => row.file_id);
}

/** Deletes file records (their review_photos rows go with them). */
export async function deleteFiles(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('DELETE FROM files WHERE id = ANY($1::uuid[])', [ids]);
}

export async function deleteReviewRow(db: Queryable, reviewId: number): Promise<void> {
  await db.query('DELETE FROM reviews WHERE id = $1', [reviewId]);
}

export async function insertReviewPhoto(
  db: Queryable,
  photo: { fileId: string; reviewId: number; status: ReviewPhotoStatus; accessKey: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO review_photos (file_id, review_id, status, access_key, created_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    // Published at once (IMAGE_PUBLISHING_ENABLED): decided when sent, by no one.
    [photo.fileId, photo.reviewId, photo.status, photo.accessKey, photo.now, photo.status === 'approved' ? photo.now : null],
  );
}

/** The photo if it belongs to the review; null otherwise. */
export async function findPhotoOfReview(db: Queryable, reviewId: number, fileId: string): Promise<{ file_id: string } | null> {
  const [row] = await db.query<{ file_id: string }>('SELECT file_id FROM review_photos WHERE review_id = $1 AND file_id = $2::uuid', [
    reviewId,
    fileId,
  ]);
  return row ?? null;
}

export interface PendingPhotoRow {
  [column: string]: unknown;
  file_id: string;
  owner_id: number;
}

/** A photo still waiting for an administrator, locked for the decision. */
export async function lockPendingPhoto(db: Queryable, fileId: string): Promise<PendingPhotoRow | null> {
  const [row] = await db.query<PendingPhotoRow>(
    `SELECT p.file_id, f.owner_id FROM review_photos p JOIN files f ON f.id = p.file_id
     WHERE p.file_id = $1::uuid AND p.status = 'pending' FOR UPDATE OF p`,
    [fileId],
  );
  return row ?? null;
}

export async function approvePhoto(db: Queryable, fileId: string, adminId: number, now: Date): Promise<void> {
  await db.query(`UPDATE review_photos SET status = 'approved', decided_at = $2, decided_by = $3 WHERE file_id = $1::uuid`, [fileId, now, adminId]);
  // Approved photos are public files: served to anyone, cached for good.
  await db.query('UPDATE files SET is_private = false WHERE id = $1::uuid', [fileId]);
}
