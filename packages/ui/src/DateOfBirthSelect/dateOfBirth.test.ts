import { describe, expect, it } from 'vitest';
import { composeDate, dayOptions, daysInMonth, fitDay, isLeapYear, parseDate, yearOptions } from './dateOfBirth.ts';

describe('the date of birth selector', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
  ])('knows %i is a leap year: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it.each([
    [1, 2023, 31],
    [2, 2023, 28],
    [2, 2024, 29],
    [2, undefined, 29],
    [4, 2023, 30],
    [9, undefined, 30],
    [12, 1990, 31],
  ])('gives month %i of %s %i days', (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
  });

  it('offers next year back 120 years, newest first', () => {
    const years = yearOptions(2026);
    expect(years).toHaveLength(121);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1907);
  });

  it('offers 31 days until a month is chosen, then the month length', () => {
    expect(dayOptions({ month: '', year: '' })).toHaveLength(31);
    expect(dayOptions({ month: '2', year: '' })).toHaveLength(29);
    expect(dayOptions({ month: '2', year: '2023' })).toHaveLength(28);
    expect(dayOptions({ month: '11', year: '1990' })).toHaveLength(30);
  });

  it('clears a day the month does not have', () => {
    expect(fitDay({ day: '31', month: '4', year: '' })).toEqual({ day: '', month: '4', year: '' });
    expect(fitDay({ day: '29', month: '2', year: '2023' })).toEqual({ day: '', month: '2', year: '2023' });
    expect(fitDay({ day: '29', month: '2', year: '2024' })).toEqual({ day: '29', month: '2', year: '2024' });
    expect(fitDay({ day: '31', month: '', year: '' })).toEqual({ day: '31', month: '', year: '' });
  });

  it('produces a value only when day, month and year are all set', () => {
    expect(composeDate({ day: '5', month: '3', year: '1990' })).toBe('1990-03-05');
    expect(composeDate({ day: '5', month: '3', year: '' })).toBeNull();
    expect(composeDate({ day: '', month: '3', year: '1990' })).toBeNull();
    expect(composeDate({ day: '5', month: '', year: '1990' })).toBeNull();
  });

  it('reads a YYYY-MM-DD value back into its parts', () => {
    expect(parseDate('1990-03-05')).toEqual({ day: '5', month: '3', year: '1990' });
    expect(parseDate(null)).toEqual({ day: '', month: '', year: '' });
    expect(parseDate('05/03/1990')).toEqual({ day: '', month: '', year: '' });
  });
});
