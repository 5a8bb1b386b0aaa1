import { describe, expect, it } from 'vitest';
import type { TimeOfDay, TripDates } from '@planmywalk/contracts';
import { dateSummary, formatPlanDate, formatTimeOfDay } from './dateSummary.ts';
import { time } from './planFixtures.ts';

const dates = (start: string, end: string, startTime: TimeOfDay | null = null, endTime: TimeOfDay | null = null): TripDates => ({
  start,
  end,
  start_time: startTime,
  end_time: endTime,
});

describe('the date summary of the track selector bar', () => {
  it.each([
    ['no dates', null, null],
    ['a range', dates('2026-12-05', '2026-12-08'), '05 Dec - 08 Dec'],
    ['a range with times', dates('2026-12-05', '2026-12-08', time('08:00 AM'), time('04:30 PM')), '05 Dec 8:00 am - 08 Dec 4:30 pm'],
    ['a single day, with its year', dates('2026-12-05', '2026-12-05'), '05 Dec 2026'],
    ['a single day with times', dates('2026-12-05', '2026-12-05', time('07:15 AM'), time('12:00 PM')), '05 Dec 2026 7:15 am - 12:00 pm'],
    ['a single day with a start time only', dates('2026-12-05', '2026-12-05', time('07:15 AM')), '05 Dec 2026 7:15 am'],
    ['a range across New Year, with both years', dates('2026-12-30', '2027-01-02'), '30 Dec 2026 - 02 Jan 2027'],
    [
      'a range across New Year with times',
      dates('2026-12-30', '2027-01-02', time('09:00 AM'), time('05:00 PM')),
      '30 Dec 2026 9:00 am - 02 Jan 2027 5:00 pm',
    ],
    ['a range across a month', dates('2027-02-27', '2027-03-01'), '27 Feb - 01 Mar'],
  ])('%s', (_name, value, expected) => {
    expect(dateSummary(value)).toBe(expected);
  });
});

describe('the plan date (DD MMM YYYY)', () => {
  it.each([
    ['2026-12-05', '05 Dec 2026'],
    ['2027-01-31', '31 Jan 2027'],
    ['2028-02-29', '29 Feb 2028'],
  ])('%s reads %s', (date, expected) => {
    expect(formatPlanDate(date)).toBe(expected);
  });
});

describe('a picker time written h:mm am/pm', () => {
  it.each([
    ['12:00 AM', '12:00 am'],
    ['00:00 AM', '12:00 am'],
    ['00:15 PM', '12:15 pm'],
    ['12:30 PM', '12:30 pm'],
    ['08:45 AM', '8:45 am'],
    ['11:45 PM', '11:45 pm'],
  ])('%s reads %s', (picker, expected) => {
    expect(formatTimeOfDay(time(picker))).toBe(expected);
  });
});
