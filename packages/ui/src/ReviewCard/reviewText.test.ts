import { describe, expect, it } from 'vitest';
import { awaitingApprovalText, difficultyLabel, reviewerName } from './reviewText.ts';

describe('the texts of a review', () => {
  it.each([
    [{ first_name: 'Aroha', last_name: 'Ngata' }, 'Aroha Ngata'],
    [{ first_name: ' Aroha ', last_name: null }, 'Aroha'],
    [{ first_name: '', last_name: 'Ngata' }, 'Ngata'],
    [{ first_name: null, last_name: '  ' }, 'A walker'],
  ])('names %o as %s', (user, name) => {
    expect(reviewerName(user)).toBe(name);
  });

  it.each([
    [{ easier: true, expected: false, harder: false }, 'Easier than expected'],
    [{ easier: false, expected: true, harder: false }, 'As expected'],
    [{ easier: false, expected: false, harder: true }, 'Harder than expected'],
    [{ easier: false, expected: false, harder: false }, null],
  ])('words %o as %s', (review, label) => {
    expect(difficultyLabel(review)).toBe(label);
  });

  it.each([
    [1, '1 photo awaiting approval'],
    [3, '3 photos awaiting approval'],
  ])('counts %i pending photos as %s', (count, text) => {
    expect(awaitingApprovalText(count)).toBe(text);
  });
});
