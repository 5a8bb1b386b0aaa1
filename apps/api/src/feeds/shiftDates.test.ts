import { describe, expect, it } from 'vitest';
import { shiftDates } from './shiftDates.ts';

describe('shiftDates', () => {
  it.each([
    ['an ISO date-time with offset', '<onset>2026-08-08T18:00:00+12:00</onset>', 3, '<onset>2026-08-11T18:00:00+12:00</onset>'],
    ['an NZAA date-time', '"created": "2026-08-07 18:40:00"', 30, '"created": "2026-09-06 18:40:00"'],
    ['an Open-Meteo hour', '"2026-08-08T23:00"', -10, '"2026-07-29T23:00"'],
    ['an RFC 822 date, with its weekday', '<pubDate>Sat, 08 Aug 2026 09:01:30 +1200</pubDate>', 2, '<pubDate>Mon, 10 Aug 2026 09:01:30 +1200</pubDate>'],
    ['across a year', 'Sat, 08 Aug 2026 and 2026-08-08', 150, 'Tue, 05 Jan 2027 and 2027-01-05'],
  ])('moves %s by whole days', (_, text, days, shifted) => {
    expect(shiftDates(text, days)).toBe(shifted);
  });
  it('leaves CAP identifiers alone', () => {
    const id = '2.49.0.0.554.0.severeweather.nz.20260807203000000.1';
    expect(shiftDates(id, 5)).toBe(id);
  });
});
