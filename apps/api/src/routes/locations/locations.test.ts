import type { ErrorResponse, Location } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('GET /api/v1/{tracks,huts,campsites}/:slug', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  const get = (url: string) => s.app.inject({ method: 'GET', url });

  it('given a track slug, answers the track with its line and the huts along it', async () => {
    const res = await get('/api/v1/tracks/routeburn-track');
    expect(res.statusCode).toBe(200);
    const track = res.json<Location>();
    expect(track).toMatchObject({
      type: 'Track',
      slug: 'routeburn-track',
      title: 'Routeburn Track',
      singular_name: 'track',
      plural_name: 'tracks',
      is_closed: false,
      distance: 33,
      locations: [{ title: 'Fiordland National Park' }, { title: 'Mount Aspiring National Park' }],
      regions: [{ title: 'Otago' }, { title: 'Fiordland' }],
      alerts: { metservice: [], nzaa: [] },
      dogs_allowed: false,
    });
    expect(track.difficulty.map((d) => d.title)).toEqual(['Intermediate', 'Advanced', 'Expert']);
    expect(track.geojson?.type).toBe('Feature');
    expect(track.geojson?.properties).toEqual({ slug: 'routeburn-track', title: 'Routeburn Track' });
    expect(track.info_link).toMatch(/^https:\/\/www\.doc\.govt\.nz\//);
    const huts = track.huts.map((h) => h.title);
    expect(huts).toEqual(expect.arrayContaining(['Routeburn Falls Hut', 'Lake Mackenzie Hut']));
    expect(track.huts.every((h) => h.type === 'Hut')).toBe(true);
    expect(track.campsites.every((c) => c.type === 'Campsite')).toBe(true);
  });

  it("given a track slug, answers its safety texts, its track image and where it is, as the spec's record names them", async () => {
    const track = (await get('/api/v1/tracks/routeburn-track')).json<Location>();
    expect(track.essential_preparation).toMatch(/^<p>Before you go, leave your trip plan .*<p>From: <a href="https:\/\/www\.adventuresmart\.nz\/" target="_blank" rel="noopener noreferrer">/);
    expect(track.weather_conditions).toMatch(/^<p>New Zealand's weather can change quickly/);
    expect(track.video).toBeNull();
    expect(track).toMatchObject({ track_image: track.image, track_image_alt: track.image_alt, geolocation: { lat: track.lat, lng: track.lng } });
    const [biked] = await s.t.db.query<{ slug: string }>("SELECT slug FROM locations WHERE type = 'Track' AND shared_use IS NOT NULL ORDER BY slug LIMIT 1");
    expect((await get(`/api/v1/tracks/${biked?.slug}`)).json<Location>().shared_use).toMatch(/^(Shared with mountain bikers|Horse riders|Four-wheel-drive)/);
    // A hut's photo is not a track image.
    expect((await get('/api/v1/huts/angelus-hut')).json<Location>()).toMatchObject({ track_image: null, track_image_alt: null, shared_use: null });
  });

  it('given a hut slug, answers the hut with bunks, booking, gallery and credits', async () => {
    const res = await get('/api/v1/huts/angelus-hut');
    expect(res.statusCode).toBe(200);
    const hut = res.json<Location>();
    expect(hut).toMatchObject({ type: 'Hut', title: 'Angelus Hut', number_of_bunks: 28, bookable: true, geojson: null, distance: null });
    expect(hut.gallery.length).toBeGreaterThan(3);
    expect(hut.gallery[0]).toMatchObject({ lg: expect.stringMatching(/^https:/), credit: 'Brian Dobbie ©' });
    expect(hut.image).toMatch(/^https:/);
    // Nearby lists exclude the hut itself.
    expect(hut.huts.some((h) => h.slug === 'angelus-hut')).toBe(false);
  });

  it('given a campsite slug, answers the campsite with its dog rule', async () => {
    const [row] = await s.t.db.query<{ slug: string }>(
      "SELECT slug FROM locations WHERE type = 'Campsite' AND dogs_allowed IS TRUE ORDER BY slug LIMIT 1",
    );
    const res = await get(`/api/v1/campsites/${row?.slug}`);
    expect(res.statusCode).toBe(200);
    const campsite = res.json<Location>();
    expect(campsite).toMatchObject({ type: 'Campsite', dogs_allowed: true, singular_name: 'campsite' });
    expect(campsite.dogs_allowed_information).toMatch(/dog/i);
  });

  it('given a closed hut, says it is closed', async () => {
    const [row] = await s.t.db.query<{ slug: string }>("SELECT slug FROM locations WHERE type = 'Hut' AND is_closed LIMIT 1");
    const hut = (await get(`/api/v1/huts/${row?.slug}`)).json<Location>();
    expect(hut.is_closed).toBe(true);
  });

  it('given an unknown slug, answers 404 Location not found', async () => {
    const res = await get('/api/v1/tracks/no-such-track');
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorResponse>()).toEqual({ error: 'Location not found' });
  });

  it('given a hut slug under /tracks, answers 404: slugs are per type', async () => {
    const res = await get('/api/v1/tracks/angelus-hut');
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorResponse>()).toEqual({ error: 'Location not found' });
  });

  it('given an over-long slug, answers 400 naming the parameter', async () => {
    const res = await get(`/api/v1/huts/${'x'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error).toMatch(/slug/);
  });
});
