import { describe, expect, it } from 'vitest';
import type { AlertsResponse, MetserviceAlert, NzaaAdvisory } from '@planmywalk/contracts';
import { advisoryShownUntil, avalancheBands, ratingMeaning } from './avalanche.ts';
import { alertsResponse } from '../testing/alertsFixtures.ts';
import { alertsView } from './alertsView.ts';
import { groupWarnings, trimHeadline } from './warningGroups.ts';

const warning = (id: string, severity: MetserviceAlert['severity'], event: MetserviceAlert['event'], onset = '2026-08-08T06:00:00Z', expires = '2026-08-09T06:00:00Z'): MetserviceAlert => ({
  id,
  headline: `${event} - x`,
  event,
  event_name: event,
  severity,
  colour: severity === 'severe' ? 'Red' : severity === 'moderate' ? 'Orange' : 'Yellow',
  onset,
  expires,
  sent: onset,
  area: { description: 'Fiordland' },
  description: '',
  instruction: null,
  parameters: [],
  web: null,
  sample: false,
});

const advisory = (id: number, region_id: number, ratings: number[], created = '2026-08-07T06:00:00Z'): NzaaAdvisory => ({
  id,
  region: `Region ${region_id}`,
  region_id,
  created,
  last_edited: null,
  valid_period: 48,
  level: Math.max(...ratings),
  important_information: null,
  altitude_danger: ratings.map((rating, i) => ({ rating, altitude_from: [1800, 1200, 1200][i]!, altitude_to: [null, 1800, null][i]!, description: null })),
  web: null,
  sample: false,
});

describe('trimHeadline', () => {
  it.each([
    ['Heavy Rain Warning - Orange', 'Heavy Rain Warning'],
    ['Strong Wind Watch – Yellow', 'Strong Wind Watch'],
    ['Heavy Snow Watch', 'Heavy Snow Watch'],
    ['Snow to low levels - Canterbury - Red', 'Snow to low levels'],
    ['Well-known hazard', 'Well-known hazard'],
  ])('%s → %s', (headline, trimmed) => expect(trimHeadline(headline)).toBe(trimmed));
});

describe('groupWarnings', () => {
  it('groups red, orange, yellow, each wind, snow, rain, thunderstorm, others', () => {
    const groups = groupWarnings([
      warning('y-rain', 'minor', 'rain'),
      warning('r-thunder', 'severe', 'thunderstorm'),
      warning('o-other', 'moderate', 'other'),
      warning('r-rain', 'severe', 'rain'),
      warning('o-snow', 'moderate', 'snow'),
      warning('r-wind', 'severe', 'wind'),
      warning('o-wind', 'moderate', 'wind'),
    ]);
    expect(groups.map((g) => [g.colour, g.warnings.map((w) => w.id)])).toEqual([
      ['red', ['r-wind', 'r-rain', 'r-thunder']],
      ['orange', ['o-wind', 'o-snow', 'o-other']],
      ['yellow', ['y-rain']],
    ]);
  });
  it('leaves out empty groups', () => {
    expect(groupWarnings([warning('y', 'minor', 'wind')]).map((g) => g.colour)).toEqual(['yellow']);
    expect(groupWarnings([])).toEqual([]);
  });
});

describe('the avalanche scale', () => {
  it.each([
    [1, 'Low', 'green'],
    [2, 'Moderate', 'yellow'],
    [3, 'Considerable', 'orange'],
    [4, 'High', 'red'],
    [5, 'Extreme', 'black'],
    [0, 'No Rating', 'grey'],
    [-1, 'Insufficient Information', 'grey'],
    [-2, 'Insufficient Snow', 'grey'],
    [-3, 'Centre Closed', 'grey'],
    [-4, 'No Specific Avalanche Type', 'grey'],
    [-5, 'Spring Conditions', 'grey'],
    [9, 'No Rating', 'grey'],
  ])('rating %i is %s (%s), with its own travel advice', (rating, name, colour) => {
    const meaning = ratingMeaning(rating);
    expect([meaning.name, meaning.colour]).toEqual([name, colour]);
    expect(meaning.advice.length).toBeGreaterThan(10);
  });
  it('every rating has different advice', () => {
    const advice = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map((r) => ratingMeaning(r).advice);
    expect(new Set(advice).size).toBe(advice.length);
  });
  it('names the bands by position: High Alpine above X, Alpine X to Y, Sub Alpine below X', () => {
    expect(avalancheBands(advisory(1, 1, [3, 2, -2])).map((b) => [b.name, b.range, b.meaning.name])).toEqual([
      ['High Alpine', 'Above 1,800 m', 'Considerable'],
      ['Alpine', '1,200 to 1,800 m', 'Moderate'],
      ['Sub Alpine', 'Below 1,200 m', 'Insufficient Snow'],
    ]);
  });
  it('an advisory is valid until last edited plus its period', () => {
    expect(advisoryShownUntil({ created: '2026-08-07T06:00:00Z', last_edited: '2026-08-07T19:00:00Z', valid_period: 24 })).toEqual(new Date('2026-08-08T19:00:00Z'));
    expect(advisoryShownUntil({ created: '2026-08-07T06:00:00Z', last_edited: null, valid_period: 72 })).toEqual(new Date('2026-08-10T06:00:00Z'));
  });
});

describe('alertsView', () => {
  const now = new Date('2026-08-08T00:00:00Z');
  const response = (over: Partial<AlertsResponse> = {}): AlertsResponse =>
    alertsResponse({
      feeds: [
        { feed: 'metservice', fetched_at: '2026-08-08T00:00:00Z', stale: false, enabled: true },
        { feed: 'doc', fetched_at: null, stale: false, enabled: false },
      ],
      ...over,
    });

  it('is empty when nothing applies', () => {
    expect(alertsView(response(), null, now)).toMatchObject({ isEmpty: true, weather: [], avalanche: [], staleFeeds: [] });
  });
  it('with dates chosen, keeps only the warnings and advisories of those days', () => {
    const alerts = response({
      metservice: [warning('today', 'severe', 'rain', '2026-08-08T06:00:00Z', '2026-08-09T06:00:00Z'), warning('later', 'minor', 'snow', '2026-08-11T00:00:00Z', '2026-08-13T00:00:00Z')],
      nzaa: [advisory(1, 1, [3, 2, 1])],
    });
    expect(alertsView(alerts, null, now).weather.map((g) => g.colour)).toEqual(['red', 'yellow']);
    const later = alertsView(alerts, { start: '2026-08-12', end: '2026-08-12' }, now);
    expect(later.weather.map((g) => g.warnings.map((w) => w.id))).toEqual([['later']]);
    expect(later.avalanche).toEqual([]);
    expect(alertsView(alerts, { start: '2026-08-08', end: '2026-08-08' }, now).avalanche.map((a) => [a.advisory.id, a.meaning.name])).toEqual([[1, 'Considerable']]);
  });
  it('hides advisories with a band rated -3 and shows at most two', () => {
    const view = alertsView(response({ nzaa: [advisory(1, 1, [-3, 1, 1]), advisory(2, 2, [2, 1, 1]), advisory(3, 3, [3, 1, 1]), advisory(4, 4, [1, 1, 1])] }), null, now);
    expect(view.avalanche.map((a) => a.advisory.id)).toEqual([3, 2]);
  });
  it('lists DOC’s alerts about the place, its huts and campsites, and says which feeds are stale', () => {
    const doc = { id: 'a', heading: 'Slip', detail: '', display_date: null, place: 'Kepler Track', sample: false };
    const view = alertsView(response({ doc: [doc], huts: [{ ...doc, id: 'b', place: 'Luxmore Hut' }], feeds: [{ feed: 'nzaa', fetched_at: '2026-08-07T00:00:00Z', stale: true, enabled: true }] }), null, now);
    expect(view.doc.map((d) => d.place)).toEqual(['Kepler Track', 'Luxmore Hut']);
    expect(view.isEmpty).toBe(false);
    expect(view.staleFeeds.map((f) => f.feed)).toEqual(['nzaa']);
  });
  it('counts a feed that has never answered as one whose alerts may be missing, unless it is switched off', () => {
    const view = alertsView(
      response({
        feeds: [
          { feed: 'metservice', fetched_at: null, stale: false, enabled: true },
          { feed: 'nzaa', fetched_at: '2026-08-08T00:00:00Z', stale: false, enabled: true },
          { feed: 'doc', fetched_at: null, stale: false, enabled: false },
        ],
      }),
      null,
      now,
    );
    expect(view.staleFeeds.map((f) => [f.feed, f.fetched_at])).toEqual([['metservice', null]]);
    expect(view.isEmpty).toBe(true);
  });
});
