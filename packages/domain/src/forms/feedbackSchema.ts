import { mixed, object, string } from 'yup';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_COMMENTS_REQUIRED,
  FEEDBACK_COMMENTS_TOO_LONG,
  FEEDBACK_RATINGS,
  INVALID_EMAIL,
  type FeedbackCategory,
} from '@planmywalk/contracts';
import { emailField } from './emailField.ts';

/**
 * The feedback form's messages. The spec gives the rules but not the words (part 2 §5);
 * the comments' are the server's own, so both say the same.
 */
export const FEEDBACK_MESSAGES = {
  ratingRequired: 'Please choose a rating.',
  categoryRequired: 'Please choose what your feedback is about.',
  commentsRequired: FEEDBACK_COMMENTS_REQUIRED,
  commentsTooLong: FEEDBACK_COMMENTS_TOO_LONG,
  emailInvalid: INVALID_EMAIL,
  tooLong: (max: number) => `Maximum of ${max} characters`,
} as const;

/** The category select's choices, in the spec's order, with the words a walker reads. */
export const FEEDBACK_CATEGORY_OPTIONS: ReadonlyArray<{ value: FeedbackCategory; label: string }> = FEEDBACK_CATEGORIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** The rating select's choices, 10 down to 0 (spec part 2 §5). */
export const FEEDBACK_RATING_OPTIONS: readonly string[] = FEEDBACK_RATINGS.map(String);

/** What the feedback form holds: the selects' values ('' while nothing is chosen) and text as typed. */
export interface FeedbackFormValues {
  rating: string;
  category: string;
  comments: string;
  email: string;
}

export const emptyFeedbackForm = (): FeedbackFormValues => ({ rating: '', category: '', comments: '', email: '' });

/** Spec part 2 §5: rating required (10 to 0), category required, comments required, email optional. */
export const feedbackSchema = object({
  rating: mixed<string>().required(FEEDBACK_MESSAGES.ratingRequired).oneOf([...FEEDBACK_RATING_OPTIONS], FEEDBACK_MESSAGES.ratingRequired),
  category: mixed<string>().required(FEEDBACK_MESSAGES.categoryRequired).oneOf([...FEEDBACK_CATEGORIES], FEEDBACK_MESSAGES.categoryRequired),
  comments: string().trim().required(FEEDBACK_MESSAGES.commentsRequired).max(FEEDBACK_COMMENTS_MAX_LENGTH, FEEDBACK_MESSAGES.commentsTooLong),
  email: emailField(),
});
