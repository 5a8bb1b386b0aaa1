import { describe, expect, it } from 'vitest';
import { sunTimes } from './sunTimes.ts';

const TE_ANAU = { lat: -45.41, lng: 167.72 };

const minutesOf = (hhmm: string | null) => {
  if (!hhmm) throw new Error('no time');
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

describe('sunTimes', () => {
  // At 45.4° S the shortest day is about 8 h 43 min and the longest 15 h 41 min; the sun
  // is highest 49 min after noon NZST at 167.7° E (12 × 4 min west of 180°), moved by
  // the equation of time (+2 min in June, −2 min in December), an hour later in NZDT.
  it.each([
    ['midwinter (NZST)', '2026-06-21', 8 * 60 + 43, 12 * 60 + 51],
    ['midsummer (NZDT)', '2026-12-21', 15 * 60 + 41, 13 * 60 + 47],
  ])('in %s gives sunrise and sunset in New Zealand time', (_, date, dayLength, solarNoon) => {
    const times = sunTimes(TE_ANAU.lat, TE_ANAU.lng, date);
    const rise = minutesOf(times.sunrise);
    const set = minutesOf(times.sunset);
    expect(Math.abs(set - rise - dayLength)).toBeLessThanOrEqual(5);
    expect(Math.abs((rise + set) / 2 - solarNoon)).toBeLessThanOrEqual(3);
  });
  it('answers the sunset of the NZ day asked', () => {
    const times = sunTimes(TE_ANAU.lat, TE_ANAU.lng, '2026-08-10');
    expect(times.sunsetAt!.toISOString().slice(0, 10)).toBe('2026-08-10');
    expect(times.sunset).toMatch(/^17:\d\d$/);
  });
});
