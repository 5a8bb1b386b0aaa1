import {
  GPX_MARKERS_MAX,
  GPX_POINTS_MAX,
  GPX_TOO_MANY_POINTS,
  INVALID_GPX,
  MARKERS_OUTSIDE_NZ,
  SEGMENT_POINTS_MAX,
  type CustomTrackSaved,
  type GpxImport,
  type WalkingRoute,
} from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyIp, bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

function gpxUpload(content: string | Buffer, filename = 'walk.gpx') {
  const boundary = '----pmwgpxtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/gpx+xml\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A GPX file of one track segment through the given [lng, lat] points. */
const gpxFile = (points: Array<[number, number]>) =>
  `<?xml version="1.0"?><gpx version="1.1" creator="t"><trk><name>Probe</name><trkseg>${points.map(([lng, lat]) => `<trkpt lat="${lat.toFixed(6)}" lon="${lng.toFixed(6)}"/>`).join('')}</trkseg></trk></gpx>`;

describe('GPX in and out', () => {
  let s: TestServer;
  let walker: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    s = await openTestServer();
    walker = await signUp(s.app, s.t.db, 'gpx');
    other = await signUp(s.app, s.t.db, 'gpx-other');
  });
  afterAll(async () => {
    await s.close();
  });

  const auth = (user: SignedUp) => bearer(user.token.access_token);
  const importGpx = (content: string | Buffer, user: SignedUp | null = walker) => {
    const body = gpxUpload(content);
    return s.app.inject({ method: 'POST', url: '/api/v1/custom-track/gpx', payload: body.payload, headers: { ...body.headers, ...(user ? auth(user) : {}) }, remoteAddress: anyIp() });
  };

  it('given a snapped track, exports it as GPX that imports into a new track of the same distance (within 1%)', async () => {
    const route = await s.app.inject({ method: 'GET', url: '/api/v1/walking-route?from=168.26878,-44.712641&to=168.117642,-44.825106', headers: auth(walker) });
    const snapRoute = route.json<WalkingRoute>().geometry;
    const markers = [
      { lng: 168.26878, lat: -44.712641, type: 'marker', snap: true, snapRoute: null, length: 0 },
      { lng: 168.117642, lat: -44.825106, type: 'marker', snap: true, snapRoute, length: 0 },
    ];
    const saved = await s.app.inject({ method: 'POST', url: '/api/v1/custom-track', payload: { title: 'Routeburn – end to end', markers }, headers: auth(walker) });
    const { id, distance } = saved.json<CustomTrackSaved>();

    const exported = await s.app.inject({ method: 'GET', url: `/api/v1/custom-track/${id}/gpx`, headers: auth(walker) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/gpx+xml');
    expect(exported.headers['content-disposition']).toContain("filename*=UTF-8''Routeburn%20end%20to%20end.gpx");

    const imported = await importGpx(exported.body);
    expect(imported.statusCode, imported.body).toBe(200);
    const body = imported.json<GpxImport>();
    expect(body.title).toBe('Routeburn – end to end');
    expect(Math.abs(body.distance - distance) / distance).toBeLessThan(0.01);
    expect(body.markers.length).toBeGreaterThan(2);

    const again = await s.app.inject({ method: 'POST', url: '/api/v1/custom-track', payload: { title: 'Re-imported', markers: body.markers }, headers: auth(walker) });
    expect(again.statusCode, again.body).toBe(201);
    expect(Math.abs(again.json<CustomTrackSaved>().distance - distance) / distance).toBeLessThan(0.01);
  });

  it('exports a DOC track’s line, one segment per part, to anyone', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/tracks/routeburn-track/gpx' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<name>Routeburn Track</name>');
    expect(res.body.match(/<trkseg>/g)?.length).toBeGreaterThan(1);
    expect((await s.app.inject({ method: 'GET', url: '/api/v1/tracks/no-such-track/gpx' })).statusCode).toBe(404);
  });

  it.each([
    ['broken XML', '<gpx><trk><trkseg><trkpt lat="-44" lon="168">', 422, INVALID_GPX],
    ['a file that is not GPX', '%PDF-1.4 not a walk', 422, INVALID_GPX],
    ['a walk in Australia', '<?xml version="1.0"?><gpx version="1.1"><trk><trkseg><trkpt lat="-33.87" lon="151.2"/><trkpt lat="-33.88" lon="151.21"/></trkseg></trk></gpx>', 422, MARKERS_OUTSIDE_NZ],
    ['a file over 5 MB', Buffer.alloc(5 * 1024 * 1024 + 10, 32), 413, 'too large'],
  ])('given %s, refuses the import with a clear error and saves nothing', async (_name, content, status, text) => {
    const [before] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM custom_tracks');
    const res = await importGpx(content);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ error: string }>().error).toContain(text);
    const [after] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM custom_tracks');
    expect(after).toEqual(before);
  });

  // Issue 29's probe: 8,000 zigzag points held the event loop 58 s, 100,000 (4.1 MB) hung it for 24 minutes.
  it(`given a zigzag walk of ${GPX_POINTS_MAX.toLocaleString('en-NZ')} points, answers ${GPX_MARKERS_MAX} markers that save as a track`, async () => {
    const points = Array.from({ length: GPX_POINTS_MAX }, (_, i): [number, number] => [171.5 + i * 1e-5, -42.9 + (i % 2) * 0.01]);
    const res = await importGpx(gpxFile(points));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<GpxImport>();
    expect(body.markers).toHaveLength(GPX_MARKERS_MAX);
    const saved = await s.app.inject({ method: 'POST', url: '/api/v1/custom-track', payload: { title: 'Zigzag', markers: body.markers }, headers: auth(walker) });
    expect(saved.statusCode, saved.body).toBe(201);
  }, 60_000);

  // The probe: a straight segment of over 20,000 points answered 500 (one segment's route past the schema's limit).
  it(`given a straight walk of 25,000 points, answers markers whose segments each hold at most ${SEGMENT_POINTS_MAX.toLocaleString('en-NZ')} points`, async () => {
    const points = Array.from({ length: 25_000 }, (_, i): [number, number] => [171.5 + i * 1e-6, -42.9]);
    const res = await importGpx(gpxFile(points));
    expect(res.statusCode, res.body).toBe(200);
    const segments = res.json<GpxImport>().markers.slice(1).map((m) => m.snapRoute?.coordinates.length ?? 0);
    expect(segments.length).toBeGreaterThan(1);
    expect(Math.max(...segments)).toBeLessThanOrEqual(SEGMENT_POINTS_MAX);
  }, 60_000);

  it('given a file with more points than the limit, refuses it with 413 and the limit in words', async () => {
    const points = Array.from({ length: GPX_POINTS_MAX + 1 }, (_, i): [number, number] => [171.5 + i * 1e-6, -42.9]);
    const res = await importGpx(gpxFile(points));
    expect(res.statusCode).toBe(413);
    expect(res.json<{ error: string }>().error).toBe(GPX_TOO_MANY_POINTS);
  }, 60_000);

  it('given a guest, refuses the import; given another user, will not export someone else’s track', async () => {
    expect((await importGpx('<gpx/>', null)).statusCode).toBe(401);
    const saved = await s.app.inject({
      method: 'POST',
      url: '/api/v1/custom-track',
      payload: { title: 'Mine', markers: [{ lng: 168.2, lat: -44.7, type: 'marker', snap: false, snapRoute: null, length: 0 }, { lng: 168.21, lat: -44.7, type: 'marker', snap: false, snapRoute: null, length: 0 }] },
      headers: auth(walker),
    });
    const { id } = saved.json<CustomTrackSaved>();
    expect((await s.app.inject({ method: 'GET', url: `/api/v1/custom-track/${id}/gpx`, headers: auth(other) })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `/api/v1/custom-track/${id}/gpx` })).statusCode).toBe(401);
  });
});
