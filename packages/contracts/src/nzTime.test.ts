import { describe, expect, it } from 'vitest';
import { addDays, dateIn, daysBetween, instantOf, isIsoDate, wallClockAt } from './nzTime.ts';

describe('New Zealand wall-clock time', () => {
  it.each([
    // [NZ date, hour, minute, the instant in UTC]
    ['2026-07-15', 9, 0, '2026-07-14T21:00:00.000Z'], // winter, NZST +12
    ['2026-01-15', 9, 0, '2026-01-14T20:00:00.000Z'], // summer, NZDT +13
    ['2026-11-24', 0, 0, '2026-11-23T11:00:00.000Z'], // midnight in summer
    ['2026-09-27', 1, 30, '2026-09-26T13:30:00.000Z'], // spring change day, before 02:00 NZST
    ['2026-09-27', 3, 0, '2026-09-26T14:00:00.000Z'], // the first minute of NZDT
    ['2026-09-27', 8, 0, '2026-09-26T19:00:00.000Z'], // later that morning, NZDT
    ['2026-04-05', 1, 30, '2026-04-04T12:30:00.000Z'], // autumn change day, NZDT
    ['2026-04-05', 3, 0, '2026-04-04T15:00:00.000Z'], // after the change, NZST
  ])('reads %s %i:%i in New Zealand as %s', (date, hour, minute, utc) => {
    expect(instantOf(date, hour, minute).toISOString()).toBe(utc);
  });

  it('reads a time skipped by the spring change on the clock as it was before (02:30 becomes 03:30 NZDT)', () => {
    const instant = instantOf('2026-09-27', 2, 30);
    expect(instant.toISOString()).toBe('2026-09-26T14:30:00.000Z');
    expect(wallClockAt(instant)).toMatchObject({ date: '2026-09-27', hour: 3, minute: 30 });
  });

  it('takes the first of the two 02:30s of the autumn change', () => {
    const instant = instantOf('2026-04-05', 2, 30);
    expect(instant.toISOString()).toBe('2026-04-04T13:30:00.000Z');
    expect(wallClockAt(new Date(instant.getTime() + 3_600_000))).toMatchObject({ hour: 2, minute: 30 });
  });

  it('round-trips every quarter hour of a year through the wall clock, except the skipped spring hour', () => {
    const days = ['2026-01-01', '2026-04-04', '2026-04-05', '2026-04-06', '2026-09-26', '2026-09-27', '2026-09-28', '2026-12-31'];
    for (const date of days) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const hour = Math.floor(minutes / 60);
        const minute = minutes % 60;
        if (date === '2026-09-27' && hour === 2) continue;
        expect(wallClockAt(instantOf(date, hour, minute))).toMatchObject({ date, hour, minute });
      }
    }
  });

  it('tells the NZ date of an instant, which is a day ahead of UTC in the afternoon UTC', () => {
    expect(dateIn(new Date('2026-11-24T10:59:00Z'))).toBe('2026-11-24');
    expect(dateIn(new Date('2026-11-24T11:00:00Z'))).toBe('2026-11-25');
  });

  it('counts and adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-09-26', '2026-09-28')).toBe(2);
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysBetween('2026-11-25', '2026-11-24')).toBe(-1);
  });

  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['tomorrow', false],
  ])('knows whether %s is a real date', (text, real) => {
    expect(isIsoDate(text)).toBe(real);
  });
});
