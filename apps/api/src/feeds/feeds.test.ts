/**
 * The feeds end to end: the real HTTP fetcher against a local stand-in for the
 * providers, polling into the database, and the alerts and forecasts routes answering
 * from the copies held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertsResponse, ForecastsResponse, Location } from '@planmywalk/contracts';
import { ManualClock } from '../lib/clock.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { claimDuePoll } from './feedStore.ts';
import { startProviderServer, type ProviderServer } from './providerServer.ts';
import { CAP_ID } from './testing.ts';

const START = '2026-08-08T00:00:00Z'; // noon in New Zealand on the day the fixtures describe

let providers: ProviderServer;
let server: TestServer;
let clock: ManualClock;
let kepler: string;

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const res = await server.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}

beforeAll(async () => {
  providers = await startProviderServer();
  clock = new ManualClock(START);
  server = await openTestServer({ clock, feeds: providers.settings() });
  const [row] = await server.t.db.query<{ slug: string }>("SELECT slug FROM locations WHERE type = 'Track' AND title = 'Kepler Track'");
  kepler = row!.slug;
});
afterAll(async () => {
  await server.close();
  await providers.close();
});

describe('before any feed has answered', () => {
  it('the alerts of a place are empty, and say no copy has been fetched', async () => {
    const { status, body } = await get<AlertsResponse>(`/api/v1/alerts/track/${kepler}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ metservice: [], nzaa: [], doc: [], huts: [], campsites: [], sample: false });
    expect(body.feeds.map((f) => [f.feed, f.fetched_at, f.enabled])).toEqual([
      ['metservice', null, true],
      ['nzaa', null, true],
      ['doc', null, true],
    ]);
  });
});

describe('after a poll', () => {
  beforeAll(async () => {
    const reports = await server.app.feeds.poller.pollDue();
    expect(reports).toEqual([{ feed: 'metservice', outcome: 'fetched' }, { feed: 'nzaa', outcome: 'fetched' }, { feed: 'doc', outcome: 'fetched' }]);
  });

  it('asked every provider with our User-Agent, and DOC with its key', () => {
    expect(providers.headersOf.every((h) => String(h['user-agent']).startsWith('PlanMyWalk/'))).toBe(true);
    expect(providers.requests.filter((r) => r.startsWith('/cap/alert'))).toHaveLength(7);
  });

  it('the Kepler Track’s alerts: red, orange and yellow warnings that cover it, not the cancelled or replaced ones, nor Canterbury’s', async () => {
    const { body } = await get<AlertsResponse>(`/api/v1/alerts/track/${kepler}`);
    expect(body.metservice.map((w) => [w.colour, w.event, w.id])).toEqual([
      ['Red', 'rain', `${CAP_ID}.20260807203000000.1`],
      ['Orange', 'wind', `${CAP_ID}.20260807211500000.2`],
      ['Yellow', 'snow', `${CAP_ID}.20260807200000000.1`],
    ]);
    expect(body.metservice[0]).toMatchObject({ area: { description: 'Fiordland National Park' }, sample: false, severity: 'severe' });
    expect(body.metservice[0]).not.toHaveProperty('areas');
  });

  it('the Kepler Track’s avalanche advisories: Fiordland’s, newest first, with the highest band as its level', async () => {
    const { body } = await get<AlertsResponse>(`/api/v1/alerts/track/${kepler}`);
    expect(body.nzaa.map((a) => [a.region, a.id, a.level, a.valid_period])).toEqual([['Fiordland', 9003, 3, 48]]);
    expect(body.nzaa[0]!.web).toBe('https://www.avalanche.net.nz/region/fiordland');
  });

  it('DOC’s alerts about the track and the huts and campsites on it, sanitised', async () => {
    const { body } = await get<AlertsResponse>(`/api/v1/alerts/track/${kepler}`);
    expect(body.doc.map((a) => a.heading)).toEqual(['Avalanche risk between Luxmore Hut and Iris Burn Hut', 'Forest Burn Shelter closed for repairs']);
    expect(body.doc[0]!.detail).toContain('rel="noopener noreferrer"');
    expect(body.huts).toEqual([expect.objectContaining({ heading: 'Gas cookers not provided in winter', place: 'Luxmore Hut' })]);
    expect(body.campsites).toEqual([expect.objectContaining({ heading: 'Sandflies', place: 'Brod Bay Campsite' })]);
  });

  it('the Kepler Track’s own answer carries its warnings and advisories (the alerts badge)', async () => {
    const { body } = await get<Location>(`/api/v1/tracks/${kepler}`);
    expect(body.alerts.metservice).toHaveLength(3);
    expect(body.alerts.nzaa).toHaveLength(1);
  });

  it('a place far away has none of them', async () => {
    const [row] = await server.t.db.query<{ slug: string }>("SELECT slug FROM locations WHERE type = 'Track' AND lat > -40 ORDER BY id LIMIT 1");
    const { body } = await get<AlertsResponse>(`/api/v1/alerts/track/${row!.slug}`);
    expect(body.metservice).toEqual([]);
  });

  it('the feeds say when they were fetched', async () => {
    const { body } = await get<AlertsResponse>(`/api/v1/alerts/track/${kepler}`);
    expect(body.feeds).toEqual([
      { feed: 'metservice', fetched_at: '2026-08-08T00:00:00.000Z', stale: false, enabled: true },
      { feed: 'nzaa', fetched_at: '2026-08-08T00:00:00.000Z', stale: false, enabled: true },
      { feed: 'doc', fetched_at: '2026-08-08T00:00:00.000Z', stale: false, enabled: true },
    ]);
  });

  it('polls again only when due, with a conditional request, and fetches no CAP alert it already holds', async () => {
    providers.requests.length = 0;
    expect((await server.app.feeds.poller.pollDue()).map((r) => r.outcome)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(providers.requests).toEqual([]);
    clock.advance(300_000);
    const [metservice] = await server.app.feeds.poller.pollDue();
    expect(metservice!.outcome).toBe('not-modified');
    expect(providers.requests).toEqual(['/cap/rss']);
  });

  it('a provider that fails keeps the last good copy, says it is stale, and is not asked again before its interval', async () => {
    providers.failWith = 503;
    clock.advance(3 * 3600_000);
    const reports = await server.app.feeds.poller.pollDue();
    expect(reports.map((r) => r.outcome)).toEqual(['failed', 'failed', 'failed']);
    expect(reports[0]!.error).toContain('answered 503');
    const { body } = await get<AlertsResponse>(`/api/v1/alerts/track/${kepler}`);
    expect(body.metservice).toHaveLength(3);
    expect(body.feeds[0]).toMatchObject({ fetched_at: '2026-08-08T00:05:00.000Z', stale: true });
    providers.requests.length = 0;
    clock.advance(60_000);
    await server.app.feeds.poller.pollDue();
    expect(providers.requests).toEqual([]);
    providers.failWith = null;
    clock.advance(300_000);
    // Back up, and the copy held is still MetService's current one.
    expect((await server.app.feeds.poller.pollDue())[0]!.outcome).toBe('not-modified');
    expect((await get<AlertsResponse>(`/api/v1/alerts/track/${kepler}`)).body.feeds[0]).toMatchObject({ fetched_at: '2026-08-08T03:11:00.000Z', stale: false });
  });

  it('one poll at a time across replicas: a claimed poll is not claimed again until released or timed out', async () => {
    const now = clock.now();
    const [a, b] = await Promise.all([claimDuePoll(server.t.db, 'nzaa', now, true), claimDuePoll(server.t.db, 'nzaa', now, true)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await claimDuePoll(server.t.db, 'nzaa', new Date(now.getTime() + 60_000), true)).toBeNull();
    expect(await claimDuePoll(server.t.db, 'nzaa', new Date(now.getTime() + 121_000), true)).not.toBeNull();
  });
});

describe('forecasts', () => {
  it('a track high above its point gets an alpine forecast at the high point, then one at its point', async () => {
    providers.requests.length = 0;
    const { status, body } = await get<ForecastsResponse>(`/api/v1/forecasts/track/${kepler}`);
    expect(status).toBe(200);
    expect(body.map((g) => [g.type, g.sample, g.stale])).toEqual([
      ['alpine', false, false],
      ['forecast', false, false],
    ]);
    expect(body[0]!.forecasts).toHaveLength(8);
    expect(body[0]!.provider).toEqual({ name: 'Open-Meteo', url: 'https://open-meteo.com/' });
    const asked = providers.requests.filter((r) => r.startsWith('/v1/forecast')).map((r) => new URL(r, 'http://x').searchParams.get('elevation'));
    expect(asked).toEqual(['1400', '190']);
  });

  it('are kept for their time to live: the provider is not asked again within the hour', async () => {
    providers.requests.length = 0;
    await get(`/api/v1/forecasts/track/${kepler}`);
    clock.advance(30 * 60_000);
    await get(`/api/v1/forecasts/track/${kepler}`);
    expect(providers.requests).toEqual([]);
    clock.advance(31 * 60_000);
    await get(`/api/v1/forecasts/track/${kepler}`);
    expect(providers.requests.filter((r) => r.startsWith('/v1/forecast'))).toHaveLength(2);
    // Heights are asked once, ever.
    expect(providers.requests.filter((r) => r.startsWith('/v1/elevation'))).toHaveLength(0);
  });

  it('when the provider fails, the last good copy is answered as stale, and it is not asked again for a few minutes', async () => {
    providers.failWith = 500;
    clock.advance(2 * 3600_000);
    const { body } = await get<ForecastsResponse>(`/api/v1/forecasts/track/${kepler}`);
    expect(body.map((g) => g.stale)).toEqual([true, true]);
    providers.requests.length = 0;
    await get(`/api/v1/forecasts/track/${kepler}`);
    expect(providers.requests).toEqual([]);
    providers.failWith = null;
  });

  it('a hut that was never forecast, with the provider down, has no forecast', async () => {
    providers.failWith = 503;
    const [row] = await server.t.db.query<{ slug: string }>("SELECT slug FROM locations WHERE type = 'Hut' ORDER BY id LIMIT 1");
    const { status, body } = await get<ForecastsResponse>(`/api/v1/forecasts/hut/${row!.slug}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
    providers.failWith = null;
  });
});

describe('the routes', () => {
  it.each([
    ['/api/v1/alerts/track/no-such-track', 404],
    ['/api/v1/forecasts/hut/no-such-hut', 404],
    ['/api/v1/alerts/tracks/kepler-track', 400],
    ['/api/v1/forecasts/custom-track/1', 400],
  ])('GET %s answers %i with an error', async (url, status) => {
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('error');
  });
});
