import {
  DATE_IN_FUTURE,
  LOCATION_NOT_FOUND,
  REVIEWING_TOO_FAST,
  REVIEW_NOT_FOUND,
  REVIEW_OPTIONS_TRACK_ONLY,
  REVIEW_OPTION_REQUIRED,
  REVIEW_PHOTOS_MAX,
  TOO_MANY_REVIEW_PHOTOS,
  dateIn,
  isIsoDate,
  type LocationType,
  type ReviewDifficulty,
} from '@planmywalk/contracts';
import { notFound, unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { findPlace, insertReview, lockOwnReview, updateReview, type ReviewFields } from './reviews.queries.ts';

export const DATE_NOT_VALID = 'The date is not a valid date.';

/** What the review form sends, as the route read it. */
export interface ReviewDraft {
  date: string;
  comment: string;
  /** The options checked among easier, expected and harder. */
  chosen: ReviewDifficulty[];
  /** Photos the client is about to attach. */
  numImages: number;
  /** The place's type as the client named it, if it did. */
  type?: LocationType | undefined;
}

/**
 * The rules of a review that need its place and the clock (spec part 1 §5): a track
 * review says how the walker found it with exactly one of the three options; a hut or
 * campsite review with none; the trip's day is a real date not after today in New
 * Zealand. A type the client names must be the place's.
 */
function fieldsOf(ctx: CommandContext, draft: ReviewDraft, placeType: LocationType): ReviewFields {
  if (draft.type !== undefined && draft.type !== placeType) throw notFound(LOCATION_NOT_FOUND);
  if (!isIsoDate(draft.date)) throw unprocessable(DATE_NOT_VALID);
  if (draft.date > dateIn(ctx.clock.now())) throw unprocessable(DATE_IN_FUTURE);
  if (placeType === 'Track' && draft.chosen.length !== 1) throw unprocessable(REVIEW_OPTION_REQUIRED);
  if (placeType !== 'Track' && draft.chosen.length > 0) throw unprocessable(REVIEW_OPTIONS_TRACK_ONLY);
  return { date: draft.date, comment: draft.comment, difficulty: draft.chosen[0] ?? null };
}

/** A new review of a place by the user; answers its id. At most RATE_LIMIT_REVIEWS (default REVIEWS_PER_HOUR) an hour. */
export async function createReview(ctx: CommandContext, input: { userId: number; locationId: number; draft: ReviewDraft }): Promise<{ reviewId: number }> {
  const place = await findPlace(ctx.db, input.locationId);
  if (!place) throw notFound(LOCATION_NOT_FOUND);
  const fields = fieldsOf(ctx, input.draft, place.type);
  await ctx.limiter.hit({ bucket: 'review-user', key: String(input.userId), max: ctx.settings.rateLimits.reviewsPerHour, windowSeconds: 3600, message: REVIEWING_TOO_FAST });
  const reviewId = await insertReview(ctx.db, { ...fields, userId: input.userId, locationId: place.id, now: ctx.clock.now() });
  return { reviewId };
}

/**
 * The user's edit of their review. Another user's review, or a review of another place
 * than the path names, is 404 (as a missing one). The photos it keeps and the ones the
 * client is about to attach are at most REVIEW_PHOTOS_MAX.
 */
export async function editReview(
  ctx: CommandContext,
  input: { userId: number; locationId: number; reviewId: number; draft: ReviewDraft },
): Promise<{ reviewId: number }> {
  return ctx.db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, input.reviewId, input.userId);
    if (!review || review.location_id !== input.locationId) throw notFound(REVIEW_NOT_FOUND);
    const fields = fieldsOf(ctx, input.draft, review.type);
    if (review.photos + input.draft.numImages > REVIEW_PHOTOS_MAX) throw unprocessable(TOO_MANY_REVIEW_PHOTOS);
    await updateReview(tx, review.id, { ...fields, now: ctx.clock.now() });
    return { reviewId: review.id };
  });
}
