/**
 * The pure rules of reviews (spec part 1 §2, §3, §5): which reviews the block shows,
 * who wrote one, what the trip-completed modal asks, and what a review form may send.
 */
import {
  DATE_IN_FUTURE,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_TOO_LONG,
  REVIEW_OPTION_REQUIRED,
  type LocationType,
  type Review,
  type ReviewDifficulty,
  type User,
} from '@planmywalk/contracts';

/** A place as the wishlist, a completed trip and a review name it. */
export interface PlaceRef {
  id: number;
  type: LocationType;
}

/**
 * The reviews the block displays: reviews without a user are not shown (spec part 1 §2;
 * the wire contract always has one, another server of this API may not).
 */
export function displayedReviews(reviews: readonly Review[]): Review[] {
  return reviews.filter((review) => (review.user as Review['user'] | null) !== null);
}

/** 'When did you complete the track?' (spec part 1 §2). */
export const completionQuestion = (type: LocationType) => `When did you complete the ${type.toLowerCase()}?`;

export const isSamePlace = (a: PlaceRef, b: PlaceRef) => a.id === b.id && a.type === b.type;

/** One key per place ('Track:101'), for sets of places. */
export const placeKey = (place: PlaceRef) => `${place.type}:${place.id}`;

/** The place is on the user's wishlist. */
export const isWishlisted = (user: Pick<User, 'wishlisted'> | null, place: PlaceRef) =>
  user?.wishlisted.some((entry) => entry.id === place.id && entry.type === place.type) ?? false;

/** The user has marked the place complete: a completed trip of it is among their plans. */
export const isCompletedPlace = (user: Pick<User, 'plans'> | null, place: PlaceRef) => completedPlaceKeys(user).has(placeKey(place));

/** The places the user has completed trips of (placeKey). */
export const completedPlaceKeys = (user: Pick<User, 'plans'> | null): Set<string> =>
  new Set((user?.plans ?? []).filter((plan) => plan.is_complete && plan.location.type !== 'Custom Track').map((plan) => placeKey(plan.location as PlaceRef)));

/** The option a review holds, or null (a hut or campsite review). */
export function difficultyOf(review: Pick<Review, 'easier' | 'expected' | 'harder'>): ReviewDifficulty | null {
  if (review.easier) return 'easier';
  if (review.expected) return 'expected';
  if (review.harder) return 'harder';
  return null;
}

export interface ReviewFieldValues {
  difficulty: ReviewDifficulty | null;
  comment: string;
  date: string | null;
}

export interface ReviewFieldErrors {
  difficulty?: string;
  comment?: string;
  date?: string;
}

/** The review form's errors (spec part 1 §5); `today` is the NZ calendar day. Empty when it may be sent. */
export function reviewFieldErrors(values: ReviewFieldValues, type: LocationType, today: string): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  if (type === 'Track' && values.difficulty === null) errors.difficulty = REVIEW_OPTION_REQUIRED;
  if (values.comment.length > REVIEW_COMMENT_MAX_LENGTH) errors.comment = REVIEW_COMMENT_TOO_LONG;
  if (values.date === null) errors.date = 'Please select the date of your trip.';
  else if (values.date > today) errors.date = DATE_IN_FUTURE;
  return errors;
}
