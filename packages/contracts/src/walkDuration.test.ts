import { describe, expect, it } from 'vitest';
import { estimatedWalkDuration, parseWalkDuration } from './walkDuration.ts';

describe('parseWalkDuration', () => {
  it.each([
    ['1 hr', { unit: 'hours', min: 1, max: 1 }],
    ['20 min', { unit: 'hours', min: 1 / 3, max: 1 / 3 }],
    ['1 hr 30 min return', { unit: 'hours', min: 1.5, max: 1.5 }],
    ['2 hr 30 min one way', { unit: 'hours', min: 2.5, max: 2.5 }],
    ['3 - 4 hr', { unit: 'hours', min: 3, max: 4 }],
    ['8-10 hr return', { unit: 'hours', min: 8, max: 10 }],
    ['3 - 3 hr 30 min return', { unit: 'hours', min: 3, max: 3.5 }],
    ['1 hr 30 min - 2 hr', { unit: 'hours', min: 1.5, max: 2 }],
    ['1.5 hr one way', { unit: 'hours', min: 1.5, max: 1.5 }],
    ['Various times under 4 hr', { unit: 'hours', min: 4, max: 4 }],
    ['2 days', { unit: 'days', min: 2, max: 2 }],
    ['3-4 days', { unit: 'days', min: 3, max: 4 }],
    ['2 - 3 days', { unit: 'days', min: 2, max: 3 }],
  ])('%s', (text, parsed) => {
    const result = parseWalkDuration(text)!;
    expect(result.unit).toBe(parsed.unit);
    expect(result.min).toBeCloseTo(parsed.min);
    expect(result.max).toBeCloseTo(parsed.max);
  });
  it.each([['Various times'], [''], [null], ['Allow plenty of time'], ['1 - 2 - 3 hr']])('%s is unknown', (text) => {
    expect(parseWalkDuration(text)).toBeNull();
  });
});

describe('estimatedWalkDuration: a custom track\'s time from its length and climb', () => {
  it.each([
    [10, null, { min: 2, max: 3.5 }],
    [10, 600, { min: 3, max: 5 }],
    [1, null, { min: 0.25, max: 0.5 }],
    [30, 1200, { min: 8, max: 13 }],
  ] as const)('%s km with %s m of climb: %o hours', (km, climb, hours) => {
    expect(estimatedWalkDuration(km, climb)).toEqual({ unit: 'hours', ...hours });
  });
  it('has nothing to say of a line with no length', () => {
    expect(estimatedWalkDuration(0, null)).toBeNull();
  });
});
