/** A custom track's alerts and forecasts, matched on its line (FEEDS=sample: the fixtures through the real pipeline). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_TRACK_NOT_FOUND, type AlertsResponse, type CustomTrackMarker, type ForecastsResponse } from '@planmywalk/contracts';
import { ManualClock } from '../../lib/clock.ts';
import type { LineGeometry } from '../../lib/geo.ts';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

const TODAY = '2030-01-15T01:00:00Z';

const marker = ([lng, lat]: [number, number]): CustomTrackMarker => ({ lng, lat, type: 'marker', snap: false, snapRoute: null, length: 0 });

describe('a custom track’s alerts and forecasts (owner, another user, guest, bad id)', () => {
  let s: TestServer;
  let owner: SignedUp;
  let other: SignedUp;
  let kepler: { slug: string; line: [number, number][] };
  let trackId: number;

  const as = (user: SignedUp | null) => (user ? bearer(user.token.access_token) : {});
  const get = (user: SignedUp | null, url: string) => s.app.inject({ method: 'GET', url, headers: as(user) });
  const cached = async (id: number) => ({
    elevations: (await s.t.db.query('SELECT 1 FROM custom_track_elevations WHERE custom_track_id = $1', [id])).length,
    forecasts: (await s.t.db.query('SELECT kind FROM custom_track_forecast_cache WHERE custom_track_id = $1 AND body IS NOT NULL', [id])).length,
  });

  beforeAll(async () => {
    s = await openTestServer({ clock: new ManualClock(TODAY), feeds: { mode: 'sample' } });
    await s.app.feeds.poller.pollDue();
    owner = await signUp(s.app, s.t.db, 'feeds-owner');
    other = await signUp(s.app, s.t.db, 'feeds-other');
    const [row] = await s.t.db.query<{ slug: string; line: LineGeometry }>("SELECT slug, line FROM locations WHERE type = 'Track' AND title = 'Kepler Track'");
    const line = (row!.line.type === 'LineString' ? row!.line.coordinates : row!.line.coordinates[0]!) as [number, number][];
    kepler = { slug: row!.slug, line };
    // Sixteen of the Kepler Track's own vertices, end to end: the custom line follows it over Mt Luxmore.
    const markers = Array.from({ length: 16 }, (_, i) => marker(line[Math.round((i * (line.length - 1)) / 15)]!));
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/custom-track', payload: { title: 'Kepler, my way', description: '', markers }, headers: as(owner) });
    expect(res.statusCode, res.body).toBe(201);
    trackId = res.json<{ id: number }>().id;
  });
  afterAll(() => s.close());

  it('given the owner, answers the alerts of its line: the warnings and advisories over it and DOC’s alerts of the DOC track it follows', async () => {
    const res = await get(owner, `/api/v1/track/${trackId}/alerts-custom`);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<AlertsResponse>();
    const doc = (await get(null, `/api/v1/alerts/track/${kepler.slug}`)).json<AlertsResponse>();
    expect(mine.sample).toBe(true);
    expect(mine.closedAlerts).toEqual([]);
    expect(mine.metservice.length).toBeGreaterThan(0);
    expect(mine.metservice.map((w) => w.colour)).toEqual(doc.metservice.map((w) => w.colour));
    expect(doc.doc.length).toBeGreaterThan(0);
    expect(mine.doc.map((a) => [a.place, a.id, a.heading])).toEqual(doc.doc.map((a) => ['Kepler Track', a.id, a.heading]));
    expect(mine.feeds.map((f) => f.feed)).toEqual(doc.feeds.map((f) => f.feed));
  });

  it('given the owner, forecasts it alpine at its line’s high point and at its start, and keeps the copies for the track', async () => {
    const res = await get(owner, `/api/v1/track/${trackId}/forecasts-custom`);
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json<ForecastsResponse>();
    expect(groups.map((g) => g.type)).toEqual(['alpine', 'forecast']);
    expect(groups.every((g) => g.sample && g.forecasts[0]?.date === '2030-01-15')).toBe(true);
    expect(await cached(trackId)).toEqual({ elevations: 1, forecasts: groups.length });
  });

  it('given the owner moves the track, drops the heights and forecasts measured on the old line', async () => {
    const markers = [marker(kepler.line[0]!), marker(kepler.line[1]!)];
    const res = await s.app.inject({ method: 'PUT', url: `/api/v1/custom-track/${trackId}`, payload: { title: 'Kepler, shorter', description: '', markers }, headers: as(owner) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cached(trackId)).toEqual({ elevations: 0, forecasts: 0 });
  });

  it.each([
    ['alerts-custom'],
    ['forecasts-custom'],
  ])('given another user, %s answers 404 as for a missing track; a guest gets 401', async (path) => {
    const before = await cached(trackId);
    const theirs = await get(other, `/api/v1/track/${trackId}/${path}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: CUSTOM_TRACK_NOT_FOUND });
    const guest = await get(null, `/api/v1/track/${trackId}/${path}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toHaveProperty('error');
    expect(await cached(trackId)).toEqual(before);
  });

  it.each([
    ['alerts-custom', 'abc', 400],
    ['alerts-custom', '0', 400],
    ['forecasts-custom', '99999999999', 400],
    ['forecasts-custom', '999999', 404],
  ])('given the id %s/%s, answers %i with an error', async (path, id, status) => {
    const res = await get(owner, `/api/v1/track/${id}/${path}`);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ error: string }>().error).toEqual(expect.any(String));
  });

  it('given the track is deleted, its cached copies go with it', async () => {
    await get(owner, `/api/v1/track/${trackId}/forecasts-custom`);
    const res = await s.app.inject({ method: 'DELETE', url: `/api/v1/custom-track/${trackId}`, headers: as(owner) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cached(trackId)).toEqual({ elevations: 0, forecasts: 0 });
  });
});
