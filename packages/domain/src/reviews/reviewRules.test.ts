import { describe, expect, it } from 'vitest';
import { completedTrip, review } from '../testing/reviewFixtures.ts';
import { testUser } from '../testing/fakeSession.ts';
import { completionQuestion, difficultyOf, displayedReviews, isCompletedPlace, isWishlisted, reviewFieldErrors } from './reviewRules.ts';

describe('the review rules', () => {
  it.each([
    ['Track', 'When did you complete the track?'],
    ['Hut', 'When did you complete the hut?'],
    ['Campsite', 'When did you complete the campsite?'],
  ] as const)("asks of a %s '%s'", (type, question) => {
    expect(completionQuestion(type)).toBe(question);
  });

  it.each([
    [{ easier: true, expected: false, harder: false }, 'easier'],
    [{ easier: false, expected: true, harder: false }, 'expected'],
    [{ easier: false, expected: false, harder: true }, 'harder'],
    [{ easier: false, expected: false, harder: false }, null],
  ])('reads the option of %o as %s', (options, difficulty) => {
    expect(difficultyOf(options)).toBe(difficulty);
  });

  it('does not display a review without a user', () => {
    const orphan = { ...review(2), user: null } as unknown as ReturnType<typeof review>;
    expect(displayedReviews([review(1), orphan, review(3)]).map((r) => r.id)).toEqual([1, 3]);
  });

  it('finds a place on the wishlist and among the completed trips by id and type', () => {
    const user = testUser({ wishlisted: [{ id: 101, type: 'Track' }], plans: [completedTrip(101, '2030-02-27')] });
    expect(isWishlisted(user, { id: 101, type: 'Track' })).toBe(true);
    expect(isWishlisted(user, { id: 101, type: 'Hut' })).toBe(false);
    expect(isWishlisted(null, { id: 101, type: 'Track' })).toBe(false);
    expect(isCompletedPlace(user, { id: 101, type: 'Track' })).toBe(true);
    expect(isCompletedPlace(user, { id: 102, type: 'Track' })).toBe(false);
    expect(isCompletedPlace(testUser({ plans: [{ ...completedTrip(101, '2030-02-27'), is_complete: false }] }), { id: 101, type: 'Track' })).toBe(false);
  });

  const today = '2030-03-01';
  it.each([
    ['a track review with one option', { difficulty: 'harder', comment: 'ok', date: today }, 'Track', {}],
    ['a track review without an option', { difficulty: null, comment: 'ok', date: today }, 'Track', { difficulty: 'Please select one option for how you found the track.' }],
    ['a hut review without an option', { difficulty: null, comment: '', date: today }, 'Hut', {}],
    ['a 1,001-character comment', { difficulty: 'easier', comment: 'x'.repeat(1001), date: today }, 'Track', { comment: 'Your comment can be at most 1000 characters.' }],
    ['a 1,000-character comment', { difficulty: 'easier', comment: 'x'.repeat(1000), date: today }, 'Track', {}],
    ['tomorrow', { difficulty: 'easier', comment: '', date: '2030-03-02' }, 'Track', { date: 'Date cannot be in the future' }],
    ['no date', { difficulty: 'easier', comment: '', date: null }, 'Track', { date: 'Please select the date of your trip.' }],
  ] as const)('given %s, the form says %o', (_name, values, type, errors) => {
    expect(reviewFieldErrors(values, type, today)).toEqual(errors);
  });
});
