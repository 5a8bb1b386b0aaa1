/** The server's trip check on a custom track (FEEDS=sample): its alerts and forecast come from its line, as its pages' do. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomTrackMarker } from '@planmywalk/contracts';
import { customTrackPlanLocations } from '../custom-tracks/customTrackPlanLocations.ts';
import { ManualClock } from '../lib/clock.ts';
import type { LineGeometry } from '../lib/geo.ts';
import type { PlanLocationDetails } from '../plans/plan-location-source.ts';
import { bearer, signUp, type SignedUp } from '../testing/accounts.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { TripChecker } from './tripChecker.ts';

const TODAY = '2030-01-15T01:00:00Z';
const DATES = { start: '2030-01-15', end: '2030-01-16', start_time: null, end_time: null };

describe('the trip check of a plan on a custom track', () => {
  let s: TestServer;
  let owner: SignedUp;
  let place: PlanLocationDetails;
  let checker: TripChecker;

  beforeAll(async () => {
    const clock = new ManualClock(TODAY);
    s = await openTestServer({ clock, feeds: { mode: 'sample' } });
    await s.app.feeds.poller.pollDue();
    owner = await signUp(s.app, s.t.db, 'checker-owner');
    const [row] = await s.t.db.query<{ line: LineGeometry }>("SELECT line FROM locations WHERE type = 'Track' AND title = 'Kepler Track'");
    const line = (row!.line.type === 'LineString' ? row!.line.coordinates : row!.line.coordinates[0]!) as [number, number][];
    const markers: CustomTrackMarker[] = Array.from({ length: 16 }, (_, i) => {
      const [lng, lat] = line[Math.round((i * (line.length - 1)) / 15)]!;
      return { lng, lat, type: 'marker', snap: false, snapRoute: null, length: 0 };
    });
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/custom-track', payload: { title: 'Kepler, my way', description: '', markers }, headers: bearer(owner.token.access_token) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    place = (await customTrackPlanLocations.load(s.t.db, [id], { withLine: true })).get(id)!;
    checker = new TripChecker(s.t.db, s.app.feeds, clock);
  });
  afterAll(() => s.close());

  it('given the feeds have answered, finds the warnings over its line', async () => {
    const alerts = await checker.alertsOf(place);
    expect(alerts?.metservice.map((w) => w.colour)).toEqual(['Red', 'Orange', 'Yellow']);
  });

  it('given a forecast of its line, says the trip’s first day is covered, from the custom track’s own cache', async () => {
    expect(await checker.forecastCovers(place, DATES.start)).toBe(true);
    const rows = await s.t.db.query<{ kind: string }>('SELECT kind FROM custom_track_forecast_cache WHERE custom_track_id = $1 ORDER BY kind', [place.location.id]);
    expect(rows.map((r) => r.kind)).toEqual(['alpine', 'forecast']);
  });

  it('judges the trip from them, as the emergency contact’s email shows it (warnings and forecast known)', async () => {
    const party = { level: 'Intermediate', name: 'Aroha', planner: true } as const;
    const { walker, others } = await checker.checks({ place, dates: DATES, party }, 'Aroha');
    const levels = Object.fromEntries(others.reasons.map((r) => [r.topic, r.level]));
    expect(levels.warnings).toBe('danger');
    expect(levels.forecast).toBeDefined();
    expect(levels.forecast).not.toBe('unknown');
    // One set of facts, two readers: the same verdict and levels.
    expect(walker.verdict).toBe(others.verdict);
    expect(walker.reasons.map((r) => [r.topic, r.level])).toEqual(others.reasons.map((r) => [r.topic, r.level]));
  });

  it('gets every check that applies to its line: walking time estimated from its length, daylight, warnings, forecast', async () => {
    const dayTrip = { start: '2030-01-15', end: '2030-01-15', start_time: { hour: '09', minute: '00', meridiem: 'AM' }, end_time: { hour: '10', minute: '00', meridiem: 'AM' } } as const;
    const check = await checker.check({ place, dates: dayTrip, party: { level: null, name: 'Aroha', planner: true }, reader: { kind: 'others', walker: 'Aroha' } });
    const topics = check.reasons.map((r) => r.topic);
    expect(topics).toEqual(expect.arrayContaining(['duration', 'daylight', 'warnings', 'forecast', 'doc-alerts']));
    expect(check.reasons.find((r) => r.topic === 'duration')).toMatchObject({ level: 'danger', detail: expect.stringContaining("from the track's length") });
  });
});
