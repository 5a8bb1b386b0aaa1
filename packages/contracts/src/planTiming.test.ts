import { describe, expect, it } from 'vitest';
import type { TimeOfDay, TripDates } from './planTiming.ts';
import { fromMinutesOfDay, timeProblems, to24Hour, tripDays, tripEnd, tripStart } from './planTiming.ts';

const t = (text: string): TimeOfDay => {
  const [clock, meridiem] = text.split(' ') as [string, 'AM' | 'PM'];
  const [hour, minute] = clock.split(':') as [TimeOfDay['hour'], TimeOfDay['minute']];
  return { hour, minute, meridiem };
};
const trip = (start: string, end: string, startTime: string | null, endTime: string | null): TripDates => ({
  start,
  end,
  start_time: startTime ? t(startTime) : null,
  end_time: endTime ? t(endTime) : null,
});

describe('the 12-hour pickers', () => {
  it.each([
    ['12:00 AM', 0, 0],
    ['00:15 AM', 0, 15],
    ['01:30 AM', 1, 30],
    ['11:45 AM', 11, 45],
    ['12:00 PM', 12, 0],
    ['00:30 PM', 12, 30],
    ['12:30 PM', 12, 30],
    ['01:00 PM', 13, 0],
    ['11:45 PM', 23, 45],
  ])('read %s as %i:%i', (text, hour, minute) => {
    expect(to24Hour(t(text))).toEqual({ hour, minute });
  });

  it.each([
    [0, '12:00 AM'],
    [9 * 60 + 15, '09:15 AM'],
    [12 * 60, '12:00 PM'],
    [17 * 60 + 45, '05:45 PM'],
  ])('write %i minutes after midnight as %s', (minutes, text) => {
    expect(fromMinutesOfDay(minutes)).toEqual(t(text));
  });
});

describe('when a trip starts and ends, in New Zealand time', () => {
  it('starts at its start time and ends at its end time', () => {
    const dates = trip('2026-12-01', '2026-12-03', '07:30 AM', '04:00 PM');
    expect(tripStart(dates).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(tripEnd(dates).toISOString()).toBe('2026-12-03T03:00:00.000Z');
    expect(tripDays(dates)).toBe(3);
  });

  it('without times, runs from midnight to the end of the last day', () => {
    const dates = trip('2026-07-01', '2026-07-01', null, null);
    expect(tripStart(dates).toISOString()).toBe('2026-06-30T12:00:00.000Z');
    expect(tripEnd(dates).toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(tripDays(dates)).toBe(1);
  });

  it('keeps the wall-clock finish across the spring daylight-saving change', () => {
    // Out on Saturday in NZST, back on Sunday at 5 pm NZDT: 5 pm on the walker's watch.
    const dates = trip('2026-09-26', '2026-09-27', '09:00 AM', '05:00 PM');
    expect(tripEnd(dates).toISOString()).toBe('2026-09-27T04:00:00.000Z');
    expect(tripStart(dates).toISOString()).toBe('2026-09-25T21:00:00.000Z');
  });
});

describe('trip times (spec part 2 §5)', () => {
  it.each([
    ['a later end on the same day', trip('2026-12-01', '2026-12-01', '08:00 AM', '03:00 PM'), null, null],
    ['an earlier end on the same day', trip('2026-12-01', '2026-12-01', '03:00 PM', '08:00 AM'), 'Invalid start time.', 'Invalid end time.'],
    ['the same time on the same day', trip('2026-12-01', '2026-12-01', '08:00 AM', '08:00 AM'), 'Invalid start time.', 'Invalid end time.'],
    ['noon against a morning end', trip('2026-12-01', '2026-12-01', '12:00 PM', '11:45 AM'), 'Invalid start time.', 'Invalid end time.'],
    ['an earlier clock time on a later day', trip('2026-12-01', '2026-12-02', '03:00 PM', '08:00 AM'), null, null],
    ['an end date before the start date', trip('2026-12-02', '2026-12-01', '08:00 AM', '03:00 PM'), 'Invalid start time.', 'Invalid end time.'],
    ['no times yet', trip('2026-12-01', '2026-12-01', null, null), null, null],
  ])('%s', (_name, dates, start, end) => {
    expect(timeProblems(dates)).toEqual({ start, end });
  });
});
