import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, calendarMinDate, defaultTimes, isoOfCalendarDay, selectionTimeProblems, selectionToTripDates } from './tripTimes.ts';
import { dateSummary } from './dateSummary.ts';
import { time, tripDates } from './planFixtures.ts';

const at = (iso: string) => new Date(iso);
const times = (start: string, end: string) => ({ start_time: time(start), end_time: time(end) });

describe('the time pickers’ first values (now, rounded up to the quarter hour, and an hour later)', () => {
  it.each([
    // 2026-12-05 is NZDT (+13).
    ['mid-morning', '2026-12-04T21:07:00Z', false, times('10:15 AM', '11:15 AM')],
    ['a time already on a quarter hour', '2026-12-04T21:15:00Z', false, times('10:15 AM', '11:15 AM')],
    ['a second past a quarter hour', '2026-12-04T21:15:01Z', false, times('10:30 AM', '11:30 AM')],
    ['late morning, ending after noon', '2026-12-04T22:50:00Z', false, times('12:00 PM', '01:00 PM')],
    ['23:50, rolling over to the next day', '2026-12-05T10:50:00Z', false, times('12:00 AM', '01:00 AM')],
    ['23:10, ending after midnight', '2026-12-05T10:10:00Z', false, times('11:15 PM', '12:15 AM')],
    ['23:10 for a day trip, held within the day', '2026-12-05T10:10:00Z', true, times('11:15 PM', '11:45 PM')],
    ['23:40 for a day trip, the start moved back', '2026-12-05T10:40:00Z', true, times('11:30 PM', '11:45 PM')],
    ['23:50 for a day trip (both on the next day’s clock)', '2026-12-05T10:50:00Z', true, times('12:00 AM', '01:00 AM')],
    // Spring: 2026-09-27 02:00 NZST becomes 03:00 NZDT.
    ['spring, 01:50 NZST: no start in the skipped hour', '2026-09-26T13:50:00Z', false, times('03:00 AM', '04:00 AM')],
    ['spring, 01:10 NZST: an hour of real time later', '2026-09-26T13:10:00Z', false, times('01:15 AM', '03:15 AM')],
    // Autumn: 2027-04-04 03:00 NZDT becomes 02:00 NZST; 02:00–02:59 happens twice.
    ['autumn, 01:50 NZDT: never the same reading twice', '2027-04-03T12:50:00Z', false, times('02:00 AM', '03:00 AM')],
    ['autumn, the first 02:10', '2027-04-03T13:10:00Z', false, times('02:15 AM', '03:15 AM')],
    ['autumn, the second 02:10', '2027-04-03T14:10:00Z', false, times('02:15 AM', '03:15 AM')],
    // Winter (NZST, +12).
    ['a winter afternoon', '2026-07-01T03:01:00Z', false, times('03:15 PM', '04:15 PM')],
  ])('%s', (_name, now, dayTrip, expected) => {
    expect(defaultTimes(at(now), { dayTrip })).toEqual(expected);
  });
});

describe('the calendar’s first day: today in New Zealand', () => {
  it.each([
    ['just after NZ midnight, still yesterday in UTC', '2026-12-04T11:30:00Z', '2026-12-05'],
    ['just before NZ midnight', '2026-12-04T10:59:00Z', '2026-12-04'],
    ['a winter night (NZST)', '2026-07-01T11:59:00Z', '2026-07-01'],
    ['a winter midnight (NZST)', '2026-07-01T12:00:00Z', '2026-07-02'],
  ])('%s', (_name, now, expected) => {
    expect(calendarMinDate(at(now))).toBe(expected);
  });
});

describe('a date picker’s Date for a NZ calendar day', () => {
  it.each(['2026-12-05', '2027-01-01', '2026-09-27', '2028-02-29'])('%s goes in and comes out unchanged', (date) => {
    const day = calendarDay(date);
    expect(day.getHours()).toBe(0);
    expect(isoOfCalendarDay(day)).toBe(date);
  });
});

describe('a selection in the calendar', () => {
  const selection = (start: string | null, end: string | null, startTime: string, endTime: string) => ({
    start,
    end,
    start_time: time(startTime),
    end_time: time(endTime),
  });

  it.each([
    ['a day trip in order', selection('2026-12-05', '2026-12-05', '08:00 AM', '04:00 PM'), null, null, true],
    ['a day trip that ends before it starts', selection('2026-12-05', '2026-12-05', '04:00 PM', '08:00 AM'), 'Invalid start time.', 'Invalid end time.', false],
    ['a day trip that ends when it starts', selection('2026-12-05', '2026-12-05', '08:00 AM', '08:00 AM'), 'Invalid start time.', 'Invalid end time.', false],
    ['two days, an earlier clock time on the second', selection('2026-12-05', '2026-12-06', '04:00 PM', '08:00 AM'), null, null, true],
    ['one end of the range only', selection('2026-12-05', null, '08:00 AM', '04:00 PM'), null, null, false],
    ['nothing picked', selection(null, null, '08:00 AM', '04:00 PM'), null, null, false],
  ])('%s', (_name, value, start, end, complete) => {
    expect(selectionTimeProblems(value)).toEqual({ start, end });
    expect(selectionToTripDates(value) !== null).toBe(complete);
  });
});

describe.each(['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata'])('on a device set to %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('gives the same NZ times, first day, summary and calendar days as anywhere else', () => {
    expect(defaultTimes(at('2026-12-04T21:07:00Z'))).toEqual(times('10:15 AM', '11:15 AM'));
    expect(calendarMinDate(at('2026-12-04T11:30:00Z'))).toBe('2026-12-05');
    expect(dateSummary(tripDates('2026-12-30', '2027-01-02'))).toBe('30 Dec 2026 8:00 am - 02 Jan 2027 4:00 pm');
    expect(isoOfCalendarDay(calendarDay('2026-09-27'))).toBe('2026-09-27');
  });
});
