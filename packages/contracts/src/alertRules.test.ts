import { describe, expect, it } from 'vitest';
import {
  advisoryValidUntil,
  alertCount,
  avalancheRating,
  feedHasAnswered,
  staleCopyAgeMin,
  isCentreClosed,
  tripWindow,
  visibleAdvisories,
  visibleWarnings,
  warningApplies,
} from './alertRules.ts';

const now = new Date('2026-08-08T00:00:00Z'); // 12:00 NZST on 8 August
const warning = (onset: string, expires: string) => ({ onset, expires });
const advisory = (id: number, region_id: number, created: string, ratings: number[], valid_period = 24) => ({
  id,
  region_id,
  created,
  valid_period,
  altitude_danger: ratings.map((rating) => ({ rating })),
});

describe('tripWindow', () => {
  it('runs from midnight of the first day to midnight after the last day, in NZ time', () => {
    expect(tripWindow({ start: '2026-08-10', end: '2026-08-11' })).toEqual({
      from: new Date('2026-08-09T12:00:00Z'),
      to: new Date('2026-08-11T12:00:00Z'),
    });
  });
  it('follows daylight saving (NZDT is +13)', () => {
    expect(tripWindow({ start: '2026-12-24', end: '2026-12-24' })?.from).toEqual(new Date('2026-12-23T11:00:00Z'));
  });
  it('is null without dates', () => expect(tripWindow(null)).toBeNull());
  it("runs from the trip's start time to its planned end once the times are chosen", () => {
    const morning = { start: '2026-12-02', end: '2026-12-02', start_time: { hour: '08', minute: '00', meridiem: 'AM' }, end_time: { hour: '08', minute: '30', meridiem: 'AM' } } as const;
    expect(tripWindow(morning)).toEqual({ from: new Date('2026-12-01T19:00:00Z'), to: new Date('2026-12-01T19:30:00Z') });
  });
});

describe('a warning counts only when it overlaps the trip\'s hours, not merely its day', () => {
  const morning = { start: '2026-12-02', end: '2026-12-02', start_time: { hour: '08', minute: '00', meridiem: 'AM' }, end_time: { hour: '08', minute: '30', meridiem: 'AM' } } as const;
  it.each([
    ['from 7 pm that evening, after an 8:00–8:30 am walk', '2026-12-02T19:00:00+13:00', '2026-12-03T09:00:00+13:00', false],
    ['until 8:15 am, during the walk', '2026-12-01T20:00:00+13:00', '2026-12-02T08:15:00+13:00', true],
    ['ended at 8 am, as the walk began', '2026-12-01T20:00:00+13:00', '2026-12-02T08:00:00+13:00', false],
  ])('a warning %s → %s', (_, onset, expires, applies) => {
    expect(warningApplies(warning(onset, expires), tripWindow(morning), now)).toBe(applies);
  });
});

describe('warningApplies', () => {
  const trip = tripWindow({ start: '2026-08-10', end: '2026-08-11' });
  it.each([
    ['expires within the trip (the spec’s case)', '2026-08-09T18:00:00+12:00', '2026-08-10T09:00:00+12:00', true],
    ['starts and ends within the trip', '2026-08-10T06:00:00+12:00', '2026-08-10T18:00:00+12:00', true],
    ['starts before and lasts beyond the trip (kept: ADR 029)', '2026-08-09T06:00:00+12:00', '2026-08-13T06:00:00+12:00', true],
    ['starts on the last day and ends after it', '2026-08-11T20:00:00+12:00', '2026-08-12T06:00:00+12:00', true],
    ['ended the day before the trip', '2026-08-08T06:00:00+12:00', '2026-08-09T23:59:00+12:00', false],
    ['ends exactly as the trip starts', '2026-08-08T06:00:00+12:00', '2026-08-10T00:00:00+12:00', false],
    ['starts the day after the trip', '2026-08-12T00:00:00+12:00', '2026-08-12T18:00:00+12:00', false],
  ])('with dates: a warning that %s → %s', (_, onset, expires, applies) => {
    expect(warningApplies(warning(onset, expires), trip, now)).toBe(applies);
  });
  it.each([
    ['has not expired', '2026-08-07T00:00:00Z', '2026-08-08T00:00:01Z', true],
    ['has not started yet', '2026-08-20T00:00:00Z', '2026-08-21T00:00:00Z', true],
    ['has expired', '2026-08-07T00:00:00Z', '2026-08-07T23:59:59Z', false],
  ])('without dates: a warning that %s → %s', (_, onset, expires, applies) => {
    expect(warningApplies(warning(onset, expires), null, now)).toBe(applies);
  });
});

describe('avalanche advisories', () => {
  it('are valid from their creation for valid_period hours', () => {
    expect(advisoryValidUntil({ created: '2026-08-07T18:00:00+12:00', valid_period: 48 })).toEqual(new Date('2026-08-09T06:00:00Z'));
  });
  it.each([
    [[1, 2, 3], 3],
    [[-2, 1, 1], 1],
    [[-2, -2, -2], -2],
    [[], null],
  ])('rating of bands %j is the highest, %s', (ratings, rating) => {
    expect(avalancheRating(advisory(1, 1, '2026-08-08T00:00:00Z', ratings))).toBe(rating);
  });
  it('a band rated -3 means the centre is closed', () => {
    expect(isCentreClosed(advisory(1, 1, '2026-08-08T00:00:00Z', [-3, 1, 1]))).toBe(true);
    expect(isCentreClosed(advisory(1, 1, '2026-08-08T00:00:00Z', [-2, 1, 1]))).toBe(false);
  });

  it('shows the latest advisory of each region, valid now, at most 2, the highest rated first', () => {
    const list = [
      advisory(1, 10, '2026-08-07T06:00:00Z', [2, 2, 1]),
      advisory(2, 10, '2026-08-07T18:00:00Z', [1, 1, 1]), // latest for region 10
      advisory(3, 11, '2026-08-07T18:00:00Z', [3, 2, 1]),
      advisory(4, 12, '2026-08-07T18:00:00Z', [2, 1, 1]),
      advisory(5, 13, '2026-08-05T18:00:00Z', [5, 5, 5]), // expired
    ];
    expect(visibleAdvisories(list, null, now).map((a) => a.id)).toEqual([3, 4]);
  });
  it('hides an advisory whose latest copy closes the centre, and does not fall back to an older one', () => {
    const list = [advisory(1, 10, '2026-08-07T06:00:00Z', [2, 2, 1]), advisory(2, 10, '2026-08-07T18:00:00Z', [-3, -3, -3])];
    expect(visibleAdvisories(list, null, now)).toEqual([]);
  });
  it('with dates, shows only advisories valid on some day of the trip', () => {
    const list = [advisory(1, 10, '2026-08-07T18:00:00Z', [2, 2, 1], 72)];
    expect(visibleAdvisories(list, tripWindow({ start: '2026-08-10', end: '2026-08-12' }), now)).toHaveLength(1);
    expect(visibleAdvisories(list, tripWindow({ start: '2026-08-12', end: '2026-08-13' }), now)).toHaveLength(0);
  });
});

describe('alertCount (the alerts badge)', () => {
  const alerts = {
    metservice: [
      warning('2026-08-08T06:00:00+12:00', '2026-08-09T06:00:00+12:00'),
      warning('2026-08-12T06:00:00+12:00', '2026-08-13T06:00:00+12:00'),
      warning('2026-08-01T06:00:00+12:00', '2026-08-02T06:00:00+12:00'),
    ],
    nzaa: [advisory(1, 10, '2026-08-07T18:00:00Z', [2, 2, 1])],
  };
  it('counts warnings not yet expired and advisories valid now, without dates', () => {
    expect(alertCount(alerts, null, now)).toBe(3);
  });
  it("counts DOC's alerts whatever the dates: they stand until DOC removes them", () => {
    const withDoc = { ...alerts, doc: [{ heading: 'Forest Burn Shelter closed' }] };
    expect(alertCount(withDoc, null, now)).toBe(4);
    expect(alertCount(withDoc, { start: '2026-08-20', end: '2026-08-21' }, now)).toBe(1);
  });
  it('counts what applies to the trip’s dates', () => {
    expect(alertCount(alerts, { start: '2026-08-12', end: '2026-08-12' }, now)).toBe(1);
    expect(visibleWarnings(alerts.metservice, tripWindow({ start: '2026-08-20', end: '2026-08-21' }), now)).toEqual([]);
  });
});

describe('feedHasAnswered', () => {
  const feeds = [
    { feed: 'metservice' as const, fetched_at: '2026-08-08T00:00:00Z' },
    { feed: 'nzaa' as const, fetched_at: null },
  ];
  it('is true once the feed has a copy, false while it has never answered or is not listed', () => {
    expect(feedHasAnswered(feeds, 'metservice')).toBe(true);
    expect(feedHasAnswered(feeds, 'nzaa')).toBe(false);
    expect(feedHasAnswered(feeds, 'doc')).toBe(false);
  });
});

describe('staleCopyAgeMin', () => {
  const feeds = [
    { feed: 'metservice' as const, fetched_at: '2026-08-07T19:00:00Z', stale: true },
    { feed: 'nzaa' as const, fetched_at: '2026-08-07T23:50:00Z', stale: false },
    { feed: 'doc' as const, fetched_at: null, stale: true },
  ];
  it("is a stale copy's age in minutes, and null for a fresh copy, no copy or a feed not listed", () => {
    expect(staleCopyAgeMin(feeds, 'metservice', now)).toBe(300);
    expect(staleCopyAgeMin(feeds, 'nzaa', now)).toBeNull();
    expect(staleCopyAgeMin(feeds, 'doc', now)).toBeNull();
    expect(staleCopyAgeMin(feeds.slice(0, 1), 'nzaa', now)).toBeNull();
  });
});
