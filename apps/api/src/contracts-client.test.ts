import { ApiError, createApiClient, type ApiClient } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from './testing/test-server.ts';

describe('the contracts client against the real server', () => {
  let s: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    s = await openTestServer();
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    client = createApiClient({ baseUrl: address });
  });
  afterAll(async () => {
    await s.close();
  });

  it('reads the config', async () => {
    const config = await client.getConfig();
    expect(config.feedback.image_publishing_enabled).toBe(false);
  });

  it('reads the tracks page lists and a location from them', async () => {
    const tracks = await client.getTracks();
    const routeburn = tracks.pinned.find((p) => p.slug === 'routeburn-track');
    expect(routeburn).toBeDefined();
    const location = await client.getLocation('tracks', 'routeburn-track');
    expect(location.id).toBe(routeburn?.id);
    expect(location.geojson?.geometry.coordinates.length).toBeGreaterThan(0);
  });

  it('searches with the multipart form it builds, every filter encoded as the server reads it', async () => {
    const tracks = await client.getTracks();
    const fiordland = tracks.list.find((r) => r.title === 'Fiordland');
    const multiNight = tracks.durations.find((d) => d.title === 'Multi-night');
    const { list } = await client.searchTracks({
      term: 'track',
      distance: [20, 101],
      wheelchair: false,
      dog_allowed: false,
      durations: multiNight ? [multiNight.id] : [],
      difficulties: [],
      regions: fiordland ? [fiordland.id] : [],
      bound: [
        [166, -47],
        [170, -44],
      ],
    });
    expect(list.map((r) => r.slug)).toEqual(expect.arrayContaining(['kepler-track', 'routeburn-track', 'milford-track']));
    expect(list.every((r) => r.type === 'Track' && (r.distance ?? 0) >= 20)).toBe(true);
    expect(list.every((r) => r.regions.some((g) => g.id === fiordland?.id))).toBe(true);
  });

  it('reads the map points, the lines around the Routeburn and the basemap', async () => {
    const points = await client.getMapPoints();
    const routeburn = points.features.find((f) => f.properties.slug === 'routeburn-track');
    expect(routeburn?.properties.type).toBe('Track');
    const lines = await client.getMapLines([167.86, -45.43, 169.46, -44.63]);
    expect(lines.features.map((f) => f.properties.id)).toContain(routeburn?.properties.id);
    const basemap = await client.getBasemap();
    expect(basemap.features[0]?.properties).toEqual({ kind: 'land', name: 'New Zealand' });
  });

  it('turns a 422 for a box too large into an ApiError with the server’s text', async () => {
    const failure = await client.getMapLines([165, -48, 180, -33]).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: expect.stringMatching(/at most 2°/) });
  });

  it('turns a 404 into an ApiError with the server’s text', async () => {
    const failure = await client.getLocation('huts', 'no-such-hut').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Location not found' });
  });

  it('turns a 422 into an ApiError with the server’s text', async () => {
    const failure = await client.searchTracks({ distance: [50, 10] }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 422, message: expect.stringMatching(/distance/) });
  });
});
