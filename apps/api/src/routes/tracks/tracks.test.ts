import type { TracksListResponse } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('GET /api/v1/tracks', () => {
  let s: TestServer;
  let body: TracksListResponse;
  beforeAll(async () => {
    s = await openTestServer();
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/tracks' });
    expect(res.statusCode).toBe(200);
    body = res.json<TracksListResponse>();
  });
  afterAll(async () => {
    await s.close();
  });

  it('pins the Great Walks as recommended tracks', () => {
    const titles = body.pinned.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Routeburn Track', 'Milford Track', 'Kepler Track', 'Heaphy Track', 'Abel Tasman Coast Track']));
    expect(body.pinned.every((p) => p.type === 'Track' && p.slug.length > 0)).toBe(true);
  });

  it('lists regions with their track counts and centres inside New Zealand', () => {
    expect(body.list.length).toBeGreaterThanOrEqual(16);
    const total = body.list.reduce((sum, r) => sum + r.track_count, 0);
    expect(total).toBeGreaterThanOrEqual(900);
    const fiordland = body.list.find((r) => r.title === 'Fiordland');
    expect(fiordland?.track_count).toBeGreaterThan(30);
    for (const region of body.list) {
      const [lng, lat] = region.coordinates;
      expect(lat).toBeGreaterThan(-48);
      expect(lat).toBeLessThan(-34);
      // The Chatham Islands lie across 180°.
      expect(lng > 165 || lng < -175).toBe(true);
    }
    expect(body.list.map((r) => r.title)).toEqual([...body.list.map((r) => r.title)].sort((a, b) => a.localeCompare(b)));
  });

  it('offers the duration categories from the data, shortest first', () => {
    expect(body.durations.map((d) => d.title)).toEqual(['Under 1 hour', '1-4 hours', 'Over 4 hours', 'Overnight', 'Multi-night']);
    expect(new Set(body.durations.map((d) => d.id)).size).toBe(body.durations.length);
  });

  it('offers the difficulties from the data, easiest first', () => {
    expect(body.difficulties.map((d) => d.title)).toEqual(['Easiest', 'Easy', 'Intermediate', 'Advanced', 'Expert']);
  });
});
