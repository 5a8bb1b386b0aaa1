/**
 * Help and feedback's plain values (spec part 2 §3, §5, §8, §9): the feedback form's
 * choices and limits and the texts both the server and the web app show. Kept apart
 * from the schemas so browser bundles do not carry the schema builder.
 */
import { TEXTAREA_MAX_LENGTH } from './plans.constants.ts';

/** The rating scale (spec part 2 §9); the form offers it from the top down (§5). */
export const FEEDBACK_RATING_MIN = 0;
export const FEEDBACK_RATING_MAX = 10;
/** The rating select's options, 10 down to 0 (spec part 2 §5). */
export const FEEDBACK_RATINGS: readonly number[] = Array.from(
  { length: FEEDBACK_RATING_MAX - FEEDBACK_RATING_MIN + 1 },
  (_, i) => FEEDBACK_RATING_MAX - i,
);

/** What the feedback is about (spec part 2 §5). */
export const FEEDBACK_CATEGORIES = ['problem', 'suggestion', 'compliment', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The comments are a textarea: the spec's textarea limit (part 2 §5). */
export const FEEDBACK_COMMENTS_MAX_LENGTH = TEXTAREA_MAX_LENGTH;
/** What the app says about the device (browser, screen, app version): enough to reproduce a problem. */
export const FEEDBACK_DEVICE_INFO_MAX_LENGTH = 500;
/** Feedback sent from one IP address in an hour: far above any person, low enough to stop a flood of email. */
export const FEEDBACK_PER_IP_PER_HOUR = 10;

/** The answer's words after a successful send (spec part 2 §8). */
export const FEEDBACK_SENT = 'Thank you, your feedback has been sent.';
/** Feedback's failure text when the server gave none (spec part 2 §8). */
export const FEEDBACK_FAILED = 'Something went wrong';
/** After the thanks, the app returns to the previous page (spec part 2 §4, §9). */
export const FEEDBACK_RETURN_DELAY_MS = 3000;
export const FEEDBACK_COMMENTS_REQUIRED = 'Please tell us your comments.';
export const FEEDBACK_COMMENTS_TOO_LONG = `Your comments can be at most ${FEEDBACK_COMMENTS_MAX_LENGTH} characters.`;
export const FEEDBACK_TOO_MANY = 'You have sent a lot of feedback. Please wait a while and try again.';
