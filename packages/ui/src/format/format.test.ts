import { describe, expect, it } from 'vitest';
import {
  bunkLabel,
  distanceBoundLabel,
  formatCount,
  formatDistance,
  formatDistanceRange,
  formatKilometres,
  formatNumber,
  trackTypeLabel,
} from './format.ts';

describe('formatNumber', () => {
  it.each([
    [0, undefined, '0'],
    [999, undefined, '999'],
    [1234, undefined, '1,234'],
    [1234567, undefined, '1,234,567'],
    [12.3, 2, '12.30'],
    [1234.5, 2, '1,234.50'],
    [0.005, 2, '0.01'],
  ])('formats %s (%s decimals) as %s', (n, digits, expected) => {
    expect(formatNumber(n, digits)).toBe(expected);
  });
});

describe('formatNumber reads as Intl.NumberFormat en-NZ', () => {
  const intl = (n: number, digits?: number) =>
    new Intl.NumberFormat('en-NZ', digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  // Halves that binary floating point cannot hold exactly, signs, zeros, every size up to 1e21.
  const edges = [0, -0, 0.5, 0.05, 0.005, 0.0005, 0.00005, 9.9995, 1.005, 2.675, 1.0005, 0.0004, 0.0005, -0.0004, -1234.5678, 999.9995, 999999.9999, 1e20, 123456789012345680000, 5e-7, 0.1 + 0.2];
  // A fixed pseudo-random spread over magnitudes (no Math.random: a failure must repeat).
  let seed = 42;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const spread = Array.from({ length: 2000 }, () => (next() - 0.3) * 10 ** Math.floor(next() * 16 - 6));

  it.each([undefined, 0, 1, 2, 3])('with %s decimals, for edge and spread values', (digits) => {
    for (const n of [...edges, ...spread]) expect([n, formatNumber(n, digits)]).toEqual([n, intl(n, digits)]);
  });

  it('for what is not a finite number, and numbers past 1e21', () => {
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, -3e25, 1.7976931348623157e308]) {
      for (const digits of [undefined, 2]) expect(formatNumber(n, digits)).toBe(intl(n, digits));
    }
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0 results'],
    [1, '1 result'],
    [2, '2 results'],
    [1500, '1,500 results'],
  ])('given %s results it reads %s', (count, expected) => {
    expect(formatCount(count, 'result', 'results')).toBe(expected);
  });
});

describe('formatDistance', () => {
  it.each([
    [0.85, '850.00 m'],
    [0.05, '50.00 m'],
    [0.1234, '123.40 m'],
    [0, '0.00 m'],
    [0.999999, '1.00 km'],
    [1, '1.00 km'],
    [12.3, '12.30 km'],
    [19.4, '19.40 km'],
    [1234.5, '1,234.50 km'],
  ])('a track of %s km reads %s', (km, expected) => {
    expect(formatDistance(km)).toBe(expected);
  });
});

describe('formatKilometres', () => {
  it.each([
    [0.85, '0.85 km'],
    [60, '60.00 km'],
    [1234.5, '1,234.50 km'],
  ])('%s km reads %s', (km, expected) => {
    expect(formatKilometres(km)).toBe(expected);
  });
});

describe('trackTypeLabel', () => {
  it.each([
    ['Point to Point', 'Point to Point'],
    ['Loop Track', 'Loop Track'],
    ['Return', 'Return'],
    ['', 'One way'],
    [null, 'One way'],
    [undefined, 'One way'],
  ])('track_type %s reads %s', (trackType, expected) => {
    expect(trackTypeLabel(trackType)).toBe(expected);
  });
});

describe('bunkLabel', () => {
  it.each([
    [0, '0 bunk beds'],
    [1, '1 bunk bed'],
    [24, '24 bunk beds'],
    [1200, '1,200 bunk beds'],
  ])('%s bunks read %s', (count, expected) => {
    expect(bunkLabel(count)).toBe(expected);
  });
});

describe('distance filter labels', () => {
  it.each([
    [0, '0'],
    [50, '50'],
    [100, '100'],
    [101, '100+'],
  ])('with a top of 101, the slider value %s reads %s', (km, expected) => {
    expect(distanceBoundLabel(km, 101)).toBe(expected);
  });

  it('another site with a top of 51 reads its top as 50+', () => {
    expect(distanceBoundLabel(51, 51)).toBe('50+');
    expect(formatDistanceRange([0, 51], 51)).toBe('0 – 50+ km');
  });

  it.each([
    [[5, 20] as const, '5 – 20 km'],
    [[5, 101] as const, '5 – 100+ km'],
    [[0, 101] as const, '0 – 100+ km'],
  ])('with a top of 101, the range %j reads %s', (range, expected) => {
    expect(formatDistanceRange(range, 101)).toBe(expected);
  });
});
