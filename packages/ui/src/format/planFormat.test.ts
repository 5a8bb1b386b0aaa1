import { describe, expect, it } from 'vitest';
import { addPlanDays, formatPlanDateRange, formatPlanDay, formatPlanDayTime, formatTimeOfDay } from './planFormat.ts';
import type { PlanTimeOfDay } from './planFormat.ts';

describe('formatPlanDay', () => {
  it.each([
    ['a day in December', '2026-12-05', '05 Dec 2026'],
    ['the first day of the year', '2027-01-01', '01 Jan 2027'],
    ['a two-digit day', '2026-03-28', '28 Mar 2026'],
    ['text that is not a day stays as it is', 'soon', 'soon'],
    ['a month that does not exist stays as it is', '2026-13-01', '2026-13-01'],
  ])('%s: %s reads %s', (_, day, text) => {
    expect(formatPlanDay(day)).toBe(text);
  });
});

describe('formatPlanDateRange', () => {
  it('given a day trip, then it shows the one day', () => {
    expect(formatPlanDateRange({ start: '2026-12-05', end: '2026-12-05' })).toBe('05 Dec 2026');
  });

  it('given a trip over several days, then it shows first and last day', () => {
    expect(formatPlanDateRange({ start: '2026-12-30', end: '2027-01-02' })).toBe('30 Dec 2026 - 02 Jan 2027');
  });
});

describe('formatTimeOfDay', () => {
  it.each<[string, PlanTimeOfDay, string]>([
    ['morning', { hour: '07', minute: '30', meridiem: 'AM' }, '7:30 am'],
    ['afternoon', { hour: '03', minute: '45', meridiem: 'PM' }, '3:45 pm'],
    ['12 AM is midnight', { hour: '12', minute: '00', meridiem: 'AM' }, '12:00 am'],
    ['00 AM is midnight too', { hour: '00', minute: '15', meridiem: 'AM' }, '12:15 am'],
    ['12 PM is noon', { hour: '12', minute: '30', meridiem: 'PM' }, '12:30 pm'],
    ['00 PM is noon too', { hour: '00', minute: '00', meridiem: 'PM' }, '12:00 pm'],
    ['ten to eleven', { hour: '10', minute: '00', meridiem: 'PM' }, '10:00 pm'],
  ])('%s', (_, time, text) => {
    expect(formatTimeOfDay(time)).toBe(text);
  });
});

describe('formatPlanDayTime', () => {
  it('given a time, then the day and the time', () => {
    expect(formatPlanDayTime('2026-12-05', { hour: '06', minute: '15', meridiem: 'AM' })).toBe('05 Dec 2026, 6:15 am');
  });

  it('given no time, then the day alone', () => {
    expect(formatPlanDayTime('2026-12-05', null)).toBe('05 Dec 2026');
  });
});


describe('addPlanDays', () => {
  it.each([
    ['the same day', '2026-12-27', 0, '2026-12-27'],
    ['the next day', '2026-12-27', 1, '2026-12-28'],
    ['across the new year', '2026-12-30', 3, '2027-01-02'],
    ['across the end of February in a leap year', '2028-02-28', 1, '2028-02-29'],
    ['across the NZ daylight-saving change (27 Sep 2026)', '2026-09-26', 2, '2026-09-28'],
    ['text that is not a day stays as it is', 'soon', 2, 'soon'],
  ])('%s', (_, day, offset, expected) => {
    expect(addPlanDays(day, offset)).toBe(expected);
  });
});
