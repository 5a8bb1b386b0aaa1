import { LOCATION_REVIEWS_MAX, type Location } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import type { Feeds } from '../../feeds/feeds.ts';
import { findAlertPlaceById } from '../../feeds/place.queries.ts';
import { presentReview } from '../reviews/reviews.presenter.ts';
import { findLocationReviews, findReviewSummary } from '../reviews/reviews.queries.ts';
import { presentLocation } from './locations.presenter.ts';
import { findLocationById, findNearby, type LocationRow } from '../../locations/locations.queries.ts';

/** What reading a location needs: the database, the site's address (photo links) and the alert feeds. */
export interface LocationReader {
  db: Queryable;
  publicUrl: string;
  feeds: Feeds;
}

/**
 * A location as every call that answers one shows it: nearby huts and campsites, the
 * alerts in force there, its newest reviews with their approved photos, and the counts
 * of the difficulty scale. The same for every viewer (pending photos are never in it).
 */
export async function readLocation({ db, publicUrl, feeds }: LocationReader, row: LocationRow): Promise<Location> {
  const [nearby, alerts, reviews, summary] = await Promise.all([
    findNearby(db, row),
    // DOC's alerts are matched by the place's asset and the huts and campsites on it.
    findAlertPlaceById(db, row.id).then((place) => (place ? feeds.locationAlerts(place) : { metservice: [], nzaa: [], doc: [] })),
    findLocationReviews(db, row.id, LOCATION_REVIEWS_MAX),
    findReviewSummary(db, row.id),
  ]);
  return presentLocation(row, nearby, alerts, { reviews: reviews.map((review) => presentReview(review, publicUrl, 'public')), summary });
}

/** The location a review or a photo was saved for, as the saving call answers it ('track'). */
export async function readLocationById(reader: LocationReader, id: number): Promise<Location> {
  const row = await findLocationById(reader.db, id);
  // Reviews hold their location by a foreign key: it cannot be missing.
  if (!row) throw new Error(`location ${id} is missing`);
  return readLocation(reader, row);
}
