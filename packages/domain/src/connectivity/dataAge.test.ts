import { describe, expect, it } from 'vitest';
import { ageText, oldestTime } from './dataAge.ts';

const now = new Date('2026-11-30T20:00:00Z');

describe('ageText: how old a copy of a feed is', () => {
  it.each([
    { fetchedAt: '2026-11-30T19:59:30Z', expected: 'just now' },
    { fetchedAt: '2026-11-30T19:55:00Z', expected: '5 minutes ago' },
    { fetchedAt: '2026-11-30T18:00:00Z', expected: '2 hours ago' },
    { fetchedAt: '2026-11-28T20:00:00Z', expected: '2 days ago' },
    // A server clock slightly ahead of the device's is still 'just now', never 'in …'.
    { fetchedAt: '2026-11-30T20:00:20Z', expected: 'just now' },
    { fetchedAt: null, expected: null },
    { fetchedAt: 'not a time', expected: null },
  ])('$fetchedAt → $expected', ({ fetchedAt, expected }) => {
    expect(ageText(fetchedAt, now)).toBe(expected);
  });
});

describe('oldestTime: what a page of several feeds is as of', () => {
  it.each([
    { times: ['2026-11-30T19:00:00Z', '2026-11-30T17:00:00Z', null], expected: '2026-11-30T17:00:00Z' },
    { times: [null, null], expected: null },
    { times: [], expected: null },
  ])('$times → $expected', ({ times, expected }) => {
    expect(oldestTime(times)).toBe(expected);
  });
});
