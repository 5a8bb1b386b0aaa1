/** FEEDS=sample: the fixtures through the real pipeline, moved to today and marked as samples. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateIn, type AlertsResponse, type ForecastsResponse } from '@planmywalk/contracts';
import { ManualClock } from '../lib/clock.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { FeedFetchError } from './fetcher.ts';
import { sampleFetcher } from './sampleFetcher.ts';

const TODAY = '2030-01-15T01:00:00Z'; // 14:00 NZDT, 15 January 2030

describe('sampleFetcher', () => {
  const fetcher = sampleFetcher(new ManualClock(TODAY));

  it('serves the fixtures with 8 August 2026 moved to today', async () => {
    const result = await fetcher.get({ url: 'https://alerts.metservice.com/cap/rss' });
    expect(result.status === 'ok' && result.body).toContain('<pubDate>Tue, 15 Jan 2030 09:30:00 +1200</pubDate>');
  });
  it('answers forecasts for the place asked about', async () => {
    const result = await fetcher.get({ url: 'https://api.open-meteo.com/v1/forecast?latitude=-41.1&longitude=172.9&elevation=400' });
    const body = JSON.parse(result.status === 'ok' ? result.body : '{}') as { latitude: number; elevation: number; daily: { time: string[] } };
    expect(body).toMatchObject({ latitude: -41.1, elevation: 400 });
    expect(body.daily.time[0]).toBe('2030-01-15');
  });
  it('has heights only near the Kepler Track', async () => {
    const near = await fetcher.get({ url: 'https://api.open-meteo.com/v1/elevation?latitude=-45.3853,-45.0&longitude=167.6192,170.0' });
    expect(near.status === 'ok' && JSON.parse(near.body)).toEqual({ elevation: [1085, null] });
    await expect(fetcher.get({ url: 'https://api.open-meteo.com/v1/elevation?latitude=-41&longitude=174' })).rejects.toThrow(FeedFetchError);
  });
  it('answers nothing it has no fixture for', async () => {
    await expect(fetcher.get({ url: 'https://alerts.metservice.com/cap/alert?id=../../secrets' })).rejects.toThrow(FeedFetchError);
    await expect(fetcher.get({ url: 'https://example.org/elsewhere' })).rejects.toThrow(FeedFetchError);
  });
});

describe('a server with FEEDS=sample', () => {
  let server: TestServer;
  let kepler: string;
  beforeAll(async () => {
    server = await openTestServer({ clock: new ManualClock(TODAY), feeds: { mode: 'sample' } });
    await server.app.feeds.poller.pollDue();
    const [row] = await server.t.db.query<{ slug: string }>("SELECT slug FROM locations WHERE type = 'Track' AND title = 'Kepler Track'");
    kepler = row!.slug;
  });
  afterAll(() => server.close());

  it('marks the answer and every item as sample data, dated around today', async () => {
    const body = (await server.app.inject({ method: 'GET', url: `/api/v1/alerts/track/${kepler}` })).json<AlertsResponse>();
    expect(body.sample).toBe(true);
    expect(body.metservice.map((w) => w.colour)).toEqual(['Red', 'Orange', 'Yellow']);
    expect([...body.metservice, ...body.nzaa, ...body.doc, ...body.huts, ...body.campsites].every((item) => item.sample)).toBe(true);
    expect(dateIn(new Date(body.metservice[0]!.onset))).toBe('2030-01-15');
  });
  it('forecasts the Kepler Track from today, alpine at its high point, each group marked as a sample', async () => {
    const groups = (await server.app.inject({ method: 'GET', url: `/api/v1/forecasts/track/${kepler}` })).json<ForecastsResponse>();
    expect(groups.map((g) => [g.type, g.sample, g.elevation])).toEqual([
      ['alpine', true, 1400],
      ['forecast', true, expect.any(Number)],
    ]);
    expect(groups[0]!.forecasts[0]!.date).toBe('2030-01-15');
  });
});
