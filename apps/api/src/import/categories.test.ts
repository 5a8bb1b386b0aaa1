import { describe, expect, it } from 'vitest';
import {
  estimateDurationCategory,
  orderDifficultyTitles,
  orderDurationTitles,
  parseDurationCategory,
  parseTripLength,
  splitDifficulties,
} from './categories.ts';

// The categories as DOC's 2020 API writes them, in file order.
const DOC_DURATIONS = ['Overnight', 'Under 1 hour', '1-4 hours', 'Over 4 hours', 'Multi-night'];

describe('duration categories', () => {
  it('reads each category title as a band', () => {
    expect(parseDurationCategory('Under 1 hour')).toEqual({ unit: 'hours', min: 0, max: 1 });
    expect(parseDurationCategory('1-4 hours')).toEqual({ unit: 'hours', min: 1, max: 4 });
    expect(parseDurationCategory('Over 4 hours')).toEqual({ unit: 'hours', min: 4, max: Number.POSITIVE_INFINITY });
    expect(parseDurationCategory('Overnight')).toEqual({ unit: 'nights', min: 1, max: 1 });
    expect(parseDurationCategory('Multi-night')).toEqual({ unit: 'nights', min: 2, max: Number.POSITIVE_INFINITY });
    expect(parseDurationCategory('Whenever')).toBeNull();
  });

  it('orders them shortest first, unknown titles last', () => {
    expect(orderDurationTitles([...DOC_DURATIONS, 'Whenever'])).toEqual([
      'Under 1 hour',
      '1-4 hours',
      'Over 4 hours',
      'Overnight',
      'Multi-night',
      'Whenever',
    ]);
  });

  it.each([
    ['20 min', { hours: 1 / 3 }],
    ['1 hr 30 min', { hours: 1.5 }],
    ['2-3 hr', { hours: 3 }],
    ['2 - 3 hr one way', { hours: 6 }],
    ['30 min | 2 hr one way', { hours: 0.5 }],
    ['2 days', { nights: 1 }],
    ['3–5 days one way', { nights: 4 }],
    ['At your leisure', null],
  ])('reads %s as %o', (text, length) => {
    const parsed = parseTripLength(text);
    if (length === null) expect(parsed).toBeNull();
    else if ('hours' in length) expect(parsed).toEqual({ hours: expect.closeTo(length.hours, 5) });
    else expect(parsed).toEqual(length);
  });

  it.each([
    ['15 min', 'Under 1 hour'],
    ['1 hr', 'Under 1 hour'],
    ['3 hr', '1-4 hours'],
    ['3 hr one way', 'Over 4 hours'],
    ['6 – 8 hr return', 'Over 4 hours'],
    ['2 days', 'Overnight'],
    ['3-4 days', 'Multi-night'],
    ['900 m', null],
  ])('estimates %s as %s', (text, category) => {
    expect(estimateDurationCategory(text, DOC_DURATIONS)).toBe(category);
  });
});

describe('difficulties', () => {
  it('orders the data’s titles easiest to expert', () => {
    expect(orderDifficultyTitles(['Expert', 'Easiest', 'Advanced', 'Easy', 'Intermediate', 'Easy'])).toEqual([
      'Easiest',
      'Easy',
      'Intermediate',
      'Advanced',
      'Expert',
    ]);
  });

  it('splits combined values and drops empty lists', () => {
    expect(splitDifficulties('Easy, Advanced')).toEqual(['Easy', 'Advanced']);
    expect(splitDifficulties('[]')).toEqual([]);
    expect(splitDifficulties(null)).toEqual([]);
  });
});
