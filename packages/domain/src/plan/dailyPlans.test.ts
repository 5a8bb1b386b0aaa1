import { describe, expect, it } from 'vitest';
import type { DailyPlan, TripDates } from '@planmywalk/contracts';
import { dailyPlansFor, showsDailyPlans, tripDayDates, withDailyPlan } from './dailyPlans.ts';

const dates = (start: string, end: string): TripDates => ({ start, end, start_time: null, end_time: null });
const day = (day_index: number, notes = ''): DailyPlan => ({ day_index, start_location: '', end_location: '', notes });

describe('when the daily plan shows', () => {
  it.each([
    ['no dates', null, false],
    ['a day trip', dates('2026-12-05', '2026-12-05'), false],
    ['an overnight trip', dates('2026-12-05', '2026-12-06'), true],
  ])('%s: %s', (_name, value, expected) => {
    expect(showsDailyPlans(value)).toBe(expected);
  });
});

describe('the trip’s days', () => {
  it('lists each calendar day, across a month and the spring clock change', () => {
    expect(tripDayDates(dates('2026-09-26', '2026-09-28'))).toEqual(['2026-09-26', '2026-09-27', '2026-09-28']);
    expect(tripDayDates(dates('2027-02-27', '2027-03-01'))).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });
});

describe('the daily plans a trip shows and sends', () => {
  const kept = [day(0, 'Hut one'), day(1, 'Hut two'), day(2, 'Out')];

  it.each([
    ['none without dates', null, kept, []],
    ['none for a day trip', dates('2026-12-05', '2026-12-05'), kept, []],
    ['an empty entry for each day of a new trip', dates('2026-12-05', '2026-12-06'), [], [day(0), day(1)]],
    ['every typed day of a trip moved to other dates', dates('2027-01-10', '2027-01-12'), kept, kept],
    ['the remaining days of a shortened trip', dates('2026-12-05', '2026-12-06'), kept, [day(0, 'Hut one'), day(1, 'Hut two')]],
    ['new empty days at the end of a lengthened trip', dates('2026-12-05', '2026-12-08'), kept, [...kept, day(3)]],
    ['days in order, whatever order they were kept in', dates('2026-12-05', '2026-12-07'), [kept[2]!, kept[0]!, kept[1]!], kept],
  ])('%s', (_name, value, stored, expected) => {
    expect(dailyPlansFor(value, stored)).toEqual(expected);
  });
});

describe('typing into one day', () => {
  it('changes that day only and keeps the others', () => {
    const next = withDailyPlan([day(0, 'Hut one'), day(2, 'Out')], 1, { start_location: 'Hut one', notes: 'Ridge' });
    expect(next).toEqual([day(0, 'Hut one'), { day_index: 1, start_location: 'Hut one', end_location: '', notes: 'Ridge' }, day(2, 'Out')]);
  });

  it('keeps what was typed in the other fields of that day', () => {
    const next = withDailyPlan([{ day_index: 0, start_location: 'Car park', end_location: 'Hut', notes: 'Easy' }], 0, { notes: 'Windy' });
    expect(next).toEqual([{ day_index: 0, start_location: 'Car park', end_location: 'Hut', notes: 'Windy' }]);
  });
});
