import { describe, expect, it } from 'vitest';
import { FEEDBACK_CATEGORY_OPTIONS, FEEDBACK_MESSAGES, FEEDBACK_RATING_OPTIONS, emptyFeedbackForm, feedbackSchema, type FeedbackFormValues } from './feedbackSchema.ts';
import { validateWith } from './validateWith.ts';

const validate = validateWith<FeedbackFormValues>(feedbackSchema);
const filled = (overrides: Partial<FeedbackFormValues> = {}): FeedbackFormValues => ({
  rating: '7',
  category: 'suggestion',
  comments: 'More huts on the map, please.',
  email: '',
  ...overrides,
});

describe('the feedback form (spec part 2 §5)', () => {
  it.each([
    ['everything but the email', filled(), {}],
    ['an email too', filled({ email: 'aroha@example.nz' }), {}],
    ['a rating of 0', filled({ rating: '0' }), {}],
    ['a rating of 10', filled({ rating: '10' }), {}],
    ['no rating', filled({ rating: '' }), { rating: FEEDBACK_MESSAGES.ratingRequired }],
    ['a rating of 11', filled({ rating: '11' }), { rating: FEEDBACK_MESSAGES.ratingRequired }],
    ['no category', filled({ category: '' }), { category: FEEDBACK_MESSAGES.categoryRequired }],
    ['an unknown category', filled({ category: 'complaint' }), { category: FEEDBACK_MESSAGES.categoryRequired }],
    ['no comments', filled({ comments: '  ' }), { comments: FEEDBACK_MESSAGES.commentsRequired }],
    ['comments of 1001 characters', filled({ comments: 'a'.repeat(1001) }), { comments: FEEDBACK_MESSAGES.commentsTooLong }],
    ['an email that is not one', filled({ email: 'aroha@' }), { email: FEEDBACK_MESSAGES.emailInvalid }],
    [
      'nothing at all',
      emptyFeedbackForm(),
      { rating: FEEDBACK_MESSAGES.ratingRequired, category: FEEDBACK_MESSAGES.categoryRequired, comments: FEEDBACK_MESSAGES.commentsRequired },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validate(values)).toEqual(expected);
  });

  it('offers ratings from 10 down to 0 and the four categories in order', () => {
    expect(FEEDBACK_RATING_OPTIONS).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    expect(FEEDBACK_CATEGORY_OPTIONS).toEqual([
      { value: 'problem', label: 'Problem' },
      { value: 'suggestion', label: 'Suggestion' },
      { value: 'compliment', label: 'Compliment' },
      { value: 'other', label: 'Other' },
    ]);
  });
});
