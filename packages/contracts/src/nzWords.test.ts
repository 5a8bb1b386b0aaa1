import { describe, expect, it } from 'vitest';
import { clockTime, dateAndTime, longDate, nzDateTime, tripWhen } from './nzWords.ts';

describe('dates and times written out', () => {
  it.each([
    ['2026-12-12', 'Saturday 12 December 2026'],
    ['2030-01-01', 'Tuesday 1 January 2030'],
    ['2028-02-29', 'Tuesday 29 February 2028'],
  ])('%s is %s', (date, text) => {
    expect(longDate(date)).toBe(text);
  });

  it.each([
    [{ hour: '07', minute: '30', meridiem: 'AM' }, '7:30 am'],
    [{ hour: '12', minute: '00', meridiem: 'PM' }, '12:00 pm'],
    [{ hour: '00', minute: '15', meridiem: 'PM' }, '12:15 pm'],
    [{ hour: '12', minute: '45', meridiem: 'AM' }, '12:45 am'],
    [{ hour: '04', minute: '00', meridiem: 'PM' }, '4:00 pm'],
  ] as const)('the picker time %o reads %s (ADR 018)', (time, text) => {
    expect(clockTime(time)).toBe(text);
  });

  it('writes a trip and an instant in New Zealand time', () => {
    const dates = { start: '2026-12-12', end: '2026-12-13', start_time: { hour: '07', minute: '30', meridiem: 'AM' }, end_time: null } as const;
    expect(tripWhen(dates)).toEqual({ start: 'Saturday 12 December 2026, 7:30 am', end: 'Sunday 13 December 2026', days: 2 });
    expect(dateAndTime('2026-12-12', null)).toBe('Saturday 12 December 2026');
    // 23:05 UTC on 1 July is 11:05 am on 2 July in NZ winter (+12).
    expect(nzDateTime(new Date('2030-07-01T23:05:00Z'))).toBe('Tuesday 2 July 2030, 11:05 am');
  });
});
