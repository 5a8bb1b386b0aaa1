import { describe, expect, it } from 'vitest';
import { addDaysIso, dateOfIso, isoOfDate, nextTripRange } from './tripDateRange.ts';

describe('nextTripRange: picking the days of a trip', () => {
  it.each([
    ['nothing picked: the day is the start', null, '2026-03-12', { start: '2026-03-12', end: null }],
    [
      'a start picked: a later day is the end',
      { start: '2026-03-12', end: null },
      '2026-03-14',
      { start: '2026-03-12', end: '2026-03-14' },
    ],
    [
      'a start picked: the same day again is a day trip',
      { start: '2026-03-12', end: null },
      '2026-03-12',
      { start: '2026-03-12', end: '2026-03-12' },
    ],
    [
      'a start picked: an earlier day starts again from it',
      { start: '2026-03-12', end: null },
      '2026-03-10',
      { start: '2026-03-10', end: null },
    ],
    [
      'a complete range: any day starts a new range',
      { start: '2026-03-12', end: '2026-03-14' },
      '2026-03-13',
      { start: '2026-03-13', end: null },
    ],
    [
      'across a month end',
      { start: '2026-03-30', end: null },
      '2026-04-02',
      { start: '2026-03-30', end: '2026-04-02' },
    ],
  ] as const)('%s', (_scenario, range, day, expected) => {
    expect(nextTripRange(range, day)).toEqual(expected);
  });
});

describe('calendar days and local dates', () => {
  it('turns a day into local midnight and back without shifting it', () => {
    for (const iso of ['2026-01-01', '2026-04-05', '2026-09-27', '2026-12-31', '2028-02-29']) {
      const date = dateOfIso(iso);
      expect([date.getHours(), date.getMinutes()]).toEqual([0, 0]);
      expect(isoOfDate(date)).toBe(iso);
    }
  });

  it('adds days across month and year ends', () => {
    expect(addDaysIso('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysIso('2026-03-12', 0)).toBe('2026-03-12');
  });

  it('refuses text that is not a YYYY-MM-DD day', () => {
    expect(() => dateOfIso('12/03/2026')).toThrow('Not a YYYY-MM-DD date');
  });
});
