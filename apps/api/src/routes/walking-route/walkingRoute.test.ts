import { MARKERS_OUTSIDE_NZ, NO_WALKING_ROUTE, lineLengthMetres, type WalkingRoute } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

// Routeburn Shelter and The Divide, the two road ends of the Routeburn Track (DOC's detailed line).
const SHELTER = '168.26878,-44.712641';
const DIVIDE = '168.117642,-44.825106';

describe('GET /api/v1/walking-route over the seeded track network', () => {
  let s: TestServer;
  let walker: SignedUp;
  beforeAll(async () => {
    s = await openTestServer();
    walker = await signUp(s.app, s.t.db, 'router');
  });
  afterAll(async () => {
    await s.close();
  });

  const route = (from: string, to: string, user: SignedUp | null = walker) =>
    s.app.inject({ method: 'GET', url: `/api/v1/walking-route?from=${from}&to=${to}`, headers: user ? bearer(user.token.access_token) : {} });

  it('given the two ends of the Routeburn Track, follows the track end to end (about 30 km of line) from marker to marker', async () => {
    const res = await route(SHELTER, DIVIDE);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<WalkingRoute>();
    expect(body.properties.source).toBe('network');
    expect(body.geometry.coordinates[0]).toEqual([168.26878, -44.712641]);
    expect(body.geometry.coordinates.at(-1)).toEqual([168.117642, -44.825106]);
    // The detailed line measures 30.0 km between the road ends (DOC's own figure, 32 km, includes side trips).
    expect(body.properties.length).toBeGreaterThan(29_000);
    expect(body.properties.length).toBeLessThan(31_500);
    expect(body.properties.length).toBeCloseTo(lineLengthMetres(body.geometry.coordinates), 0);
    expect(body.geometry.coordinates.length).toBeGreaterThan(1000);
  });

  it('given a point in the sea off the tracks, answers 404 so the editor draws a straight dashed line', async () => {
    const res = await route(SHELTER, '168.0,-44.6');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: NO_WALKING_ROUTE });
  });

  it('given tracks no path joins (the Routeburn and the Heaphy), answers 404', async () => {
    expect((await route(SHELTER, '172.102964,-41.109007')).statusCode).toBe(404);
  });

  it.each([
    ['a point outside New Zealand', SHELTER, '151.2,-33.87', 422],
    ['a point that is not a position', SHELTER, 'kea', 400],
    ['a missing end', SHELTER, '', 400],
  ])('given %s, refuses it', async (_name, from, to, status) => {
    const res = await route(from, to);
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json()).toEqual({ error: MARKERS_OUTSIDE_NZ });
  });

  it('given a guest, answers 401', async () => {
    expect((await route(SHELTER, DIVIDE, null)).statusCode).toBe(401);
  });
});
