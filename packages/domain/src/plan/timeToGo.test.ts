import { describe, expect, it } from 'vitest';
import { timeToGoText } from './timeToGo.ts';
import { tripDates } from './planFixtures.ts';

const open = (date: ReturnType<typeof tripDates> | null) => ({ date, is_complete: false, completed: null });

describe('the time-to-go text of a trip (spec part 2 §4)', () => {
  // 2026-12-05 is NZDT (+13): 08:00 is 19:00 UTC the day before, 4 pm is 03:00 UTC.
  const dayTrip = tripDates('2026-12-05', '2026-12-05', '08:00 AM', '04:00 PM');

  it.each([
    ['a trip in three days', tripDates('2026-12-08', '2026-12-09'), '2026-12-04T19:00:00Z', '3 days to go'],
    ['a trip that starts today, before it starts', dayTrip, '2026-12-04T14:00:00Z', '5 hours to go'],
    ['a trip that starts today, minutes before', dayTrip, '2026-12-04T18:40:00Z', '20 minutes to go'],
    ['a trip that has started', dayTrip, '2026-12-04T21:00:00Z', 'Started 2 hours ago'],
    ['a trip that started this very minute', dayTrip, '2026-12-04T19:00:00Z', 'Started 0 seconds ago'],
    ['a trip that has ended', dayTrip, '2026-12-06T03:00:00Z', '1 day ago'],
    ['a trip that ended at its planned end', dayTrip, '2026-12-05T03:00:00Z', '0 seconds ago'],
    ['a trip without times, on its day', tripDates('2026-12-05', '2026-12-05', null, null), '2026-12-04T20:00:00Z', 'Started 9 hours ago'],
    ['a trip months away', tripDates('2027-03-05', '2027-03-06'), '2026-12-04T19:00:00Z', '3 months to go'],
    // The spring clock change (2026-09-27 02:00 NZST → 03:00 NZDT) is an hour of real time less.
    ['across the spring clock change', tripDates('2026-09-27', '2026-09-27', '06:00 AM', '05:00 PM'), '2026-09-26T12:00:00Z', '5 hours to go'],
    ['a plan without dates', null, '2026-12-04T19:00:00Z', null],
  ])('%s', (_name, date, now, expected) => {
    expect(timeToGoText(open(date), new Date(now))).toBe(expected);
  });

  it.each([
    ['counts from the day it was marked complete', tripDates('2026-12-05', '2026-12-07'), '2026-12-01', '2026-12-03T11:00:00Z', '3 days ago'],
    ['counts from the planned end when no day is known', tripDates('2026-12-01', '2026-12-01'), null, '2026-12-02T03:00:00Z', '1 day ago'],
    ['never counts from the future', tripDates('2026-12-05', '2026-12-07'), null, '2026-12-04T00:00:00Z', '0 seconds ago'],
    ['has nothing to count from without dates or a day', null, null, '2026-12-04T00:00:00Z', null],
  ])('a trip marked complete %s', (_name, date, completed, now, expected) => {
    expect(timeToGoText({ date, is_complete: true, completed }, new Date(now))).toBe(expected);
  });
});
