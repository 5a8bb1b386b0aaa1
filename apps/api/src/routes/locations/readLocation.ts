import { LOCATION_REVIEWS_MAX, type Location } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import { presentReview } from '../reviews/reviews.presenter.ts';
import { findLocationReviews, findReviewSummary } from '../reviews/reviews.queries.ts';
import { presentLocation } from './locations.presenter.ts';
import { findLocationById, findNearby, type LocationRow } from './locations.queries.ts';

/**
 * A location as every call that answers one shows it: nearby huts and campsites, its
 * newest reviews with their approved photos, and the counts of the difficulty scale.
 * The same for every viewer (pending photos are never in it).
 */
export async function readLocation(db: Queryable, row: LocationRow, publicUrl: string): Promise<Location> {
  const [nearby, reviews, summary] = await Promise.all([
    findNearby(db, row),
    findLocationReviews(db, row.id, LOCATION_REVIEWS_MAX),
    findReviewSummary(db, row.id),
  ]);
  return presentLocation(row, nearby, { reviews: reviews.map((review) => presentReview(review, publicUrl, 'public')), summary });
}

/** The location a review or a photo was saved for, as the saving call answers it ('track'). */
export async function readLocationById(db: Queryable, id: number, publicUrl: string): Promise<Location> {
  const row = await findLocationById(db, id);
  // Reviews hold their location by a foreign key: it cannot be missing.
  if (!row) throw new Error(`location ${id} is missing`);
  return readLocation(db, row, publicUrl);
}
