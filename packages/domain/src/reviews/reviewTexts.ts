/** The texts of the wishlist, trip completion and reviews, in the spec's words (part 1 §2, §4, §8; part 2 §2, §2 confirmations). */

export const WISHLIST_LOGIN_REQUIRED = 'Please log in or create an account first!';
export const COMPLETION_LOGIN_REQUIRED = 'Log in to add this to your completed trips';
export const REVIEW_LOGIN_REQUIRED = 'Sorry, you have to be logged in to leave a review of a track';
export const DATE_SUBMITTED = 'Date submitted';
export const LEAVE_REVIEW = 'Leave review';
export const THANKS_FOR_REVIEW = 'Thanks for your review!';
export const IMAGES_NEED_APPROVAL = "Your image/s will be approved by an administrator before they're displayed";
export const NO_REVIEWS = 'No reviews';
export const DELETE_REVIEW_CONFIRMATION = 'Are you sure you want to delete this review?';
/** A photo that could not be sent: the review itself is saved. */
export const PHOTO_UPLOAD_FAILED = 'This photo could not be uploaded. Try again, or remove it.';
export const SOME_PHOTOS_FAILED = 'Your review is saved, but some photos could not be uploaded.';
export const REVIEWS_LOAD_FAILED = 'Your reviews could not be loaded. Please try again.';
export const WISHLIST_LOAD_FAILED = 'Your wishlist could not be loaded. Please try again.';
export const PENDING_PHOTOS_LOAD_FAILED = 'The photos waiting for approval could not be loaded. Please try again.';

/** The review modal closes itself this long after its thanks (spec part 1 §9). */
export const REVIEW_AUTO_CLOSE_MS = 30_000;
/** The reviews block shows this many before 'Show all' (spec part 1 §2). */
export const REVIEWS_SHOWN_FIRST = 4;
