/**
 * The wishlist's, trip completion's and reviews' plain values (spec part 1 §4, §5, §9;
 * part 2 §9): limits and the texts both the server and the web app show. Kept apart
 * from the schemas so browser bundles do not carry the schema builder.
 */

/** A review's comment (spec part 1 §5, §9). */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** Photos one review may have, pending ones included (spec part 1 §5). */
export const REVIEW_PHOTOS_MAX = 3;
/** Photos uploaded at the same time (spec part 1 §5). */
export const REVIEW_PHOTO_PARALLEL_UPLOADS = 3;
/** The size the browser resizes a photo toward, never up (spec part 1 §5, §9); see ADR 037 for portrait photos. */
export const REVIEW_PHOTO_TARGET = { width: 1280, height: 720 } as const;
/** My Reviews loads this many at a time (spec part 2 §9). */
export const REVIEWS_PAGE_SIZE = 3;
/** Reviews a location's answer carries, newest first; the difficulty counts cover all of them. */
export const LOCATION_REVIEWS_MAX = 100;
/** Reviews one account may write an hour: far above any walker, low enough to keep the scale honest. */
export const REVIEWS_PER_HOUR = 20;

/** How a walker found a track (spec part 1 §3): exactly one for a track review. */
export const REVIEW_DIFFICULTIES = ['easier', 'expected', 'harder'] as const;
export type ReviewDifficulty = (typeof REVIEW_DIFFICULTIES)[number];

/** What a photo of a review is until an administrator decides (spec part 1 §6). */
export const REVIEW_PHOTO_STATUSES = ['pending', 'approved'] as const;
export type ReviewPhotoStatus = (typeof REVIEW_PHOTO_STATUSES)[number];

/** The location types a wishlist, a completed trip and a review can name. */
export const REVIEWABLE_TYPES = ['Track', 'Hut', 'Campsite'] as const;
export type ReviewableType = (typeof REVIEWABLE_TYPES)[number];

// Texts, in the spec's words where it gives them.
export const REVIEW_OPTION_REQUIRED = 'Please select one option for how you found the track.';
export const REVIEW_OPTIONS_TRACK_ONLY = 'How you found it can only be said of a track.';
export const DATE_IN_FUTURE = 'Date cannot be in the future';
export const REVIEW_COMMENT_TOO_LONG = `Your comment can be at most ${REVIEW_COMMENT_MAX_LENGTH} characters.`;
export const TOO_MANY_REVIEW_PHOTOS = `You can only attach max ${REVIEW_PHOTOS_MAX} photos`;
export const REVIEW_PHOTO_TYPE_INVALID = 'Photos must be JPEG or PNG images.';
export const REVIEWING_TOO_FAST = 'You are writing reviews too quickly. Please wait a while and try again.';
export const REVIEW_NOT_FOUND = 'Review not found';
export const REVIEW_PHOTO_NOT_FOUND = 'Photo not found';
export const LOCATION_NOT_FOUND = 'Location not found';
export const COMPLETION_DATE_REQUIRED = 'Please select the date you completed it.';
export const ADMIN_ONLY = 'Only an administrator may do this.';
