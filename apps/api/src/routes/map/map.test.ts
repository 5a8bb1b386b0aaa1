import {
  BasemapResponse,
  MAP_BASEMAP_MAX_AGE_S,
  MAP_DATA_MAX_AGE_S,
  MapLinesResponse,
  MapPointsResponse,
  type ErrorResponse,
} from '@planmywalk/contracts';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineBoundingBox, pointInPolygon, type LineGeometry, type Position } from '../../lib/geo.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';
import { buildBasemap, LAND_NORTH_LIMIT_LAT } from './basemap.ts';

/** Longitudes of every position in a (multi)polygon or line, however deeply nested. */
function longitudes(coordinates: unknown): number[] {
  if (!Array.isArray(coordinates)) return [];
  if (typeof coordinates[0] === 'number') return [coordinates[0]];
  return coordinates.flatMap(longitudes);
}
const span = (values: number[]) => Math.max(...values) - Math.min(...values);

describe('map routes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

  /** The cache contract shared by the three routes. */
  async function expectPubliclyCached(url: string, maxAge: number) {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe(`public, max-age=${maxAge}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);

    const again = await get(url);
    expect(again.headers.etag).toBe(etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await get(url, { 'if-none-match': ifNoneMatch });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
    }
    const stale = await get(url, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  }

  describe('GET /api/v1/map/points', () => {
    it('answers every track, hut and campsite as a point with its id, type, slug, title and closed flag, by id', async () => {
      const res = await get('/api/v1/map/points');
      expect(res.statusCode).toBe(200);
      const body = res.json<MapPointsResponse>();
      expect(Value.Check(MapPointsResponse, body)).toBe(true);

      const rows = await s.t.db.query<{ id: number; type: string; slug: string; title: string; is_closed: boolean; lng: number; lat: number }>(
        'SELECT id, type, slug, title, is_closed, lng, lat FROM locations ORDER BY id',
      );
      expect(body.features.map((f) => f.properties)).toEqual(
        rows.map(({ id, type, slug, title, is_closed }) => ({ id, type, slug, title, is_closed })),
      );
      body.features.forEach((feature, i) => {
        const row = rows[i];
        const [lng, lat] = feature.geometry.coordinates;
        expect(Math.abs(lng - (row?.lng ?? Number.NaN))).toBeLessThanOrEqual(0.000005);
        expect(Math.abs(lat - (row?.lat ?? Number.NaN))).toBeLessThanOrEqual(0.000005);
        // Rounded to 5 decimals: no more digits than that.
        expect(String(lng)).toMatch(/^-?\d+(\.\d{1,5})?$/);
      });
      expect(new Set(body.features.map((f) => f.properties.type))).toEqual(new Set(['Track', 'Hut', 'Campsite']));
      expect(body.features.some((f) => f.properties.is_closed)).toBe(true);
    });

    it('is publicly cached with an ETag and answers 304 to a client that holds it', async () => {
      await expectPubliclyCached('/api/v1/map/points', MAP_DATA_MAX_AGE_S);
    });

    it('gets a new ETag when the data changes, so clients do not keep a stale copy', async () => {
      const before = String((await get('/api/v1/map/points')).headers.etag);
      await s.t.db.query("UPDATE locations SET title = title || ' (renamed)' WHERE type = 'Hut' AND slug = 'angelus-hut'");
      try {
        const after = await get('/api/v1/map/points', { 'if-none-match': before });
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(before);
        expect(after.json<MapPointsResponse>().features.some((f) => f.properties.title === 'Angelus Hut (renamed)')).toBe(true);
      } finally {
        await s.t.db.query("UPDATE locations SET title = 'Angelus Hut' WHERE type = 'Hut' AND slug = 'angelus-hut'");
      }
    });
  });

  describe('GET /api/v1/map/lines', () => {
    // Queenstown to the Routeburn: about a zoom-10 view.
    const queenstown = { minLng: 167.86, minLat: -45.43, maxLng: 169.46, maxLat: -44.63 };
    const bbox = (b: typeof queenstown) => `${b.minLng},${b.minLat},${b.maxLng},${b.maxLat}`;

    it('answers exactly the track lines whose bounding box meets the box, by id', async () => {
      const res = await get(`/api/v1/map/lines?bbox=${bbox(queenstown)}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<MapLinesResponse>();
      expect(Value.Check(MapLinesResponse, body)).toBe(true);
      expect(body.features.map((f) => f.properties.slug)).toContain('routeburn-track');

      // The same answer worked out here from every stored line, without the SQL bounds.
      const all = await s.t.db.query<{ id: number; line: LineGeometry }>('SELECT id, line FROM locations WHERE line IS NOT NULL');
      const meets = all
        .filter(({ line }) => {
          const b = lineBoundingBox(line);
          return b !== null && b.minLng <= queenstown.maxLng && b.maxLng >= queenstown.minLng && b.minLat <= queenstown.maxLat && b.maxLat >= queenstown.minLat;
        })
        .map((r) => r.id)
        .sort((a, b) => a - b);
      expect(body.features.map((f) => f.properties.id)).toEqual(meets);
      expect(meets.length).toBeGreaterThan(20);

      const routeburn = body.features.find((f) => f.properties.slug === 'routeburn-track');
      const [stored] = await s.t.db.query<{ line: LineGeometry; title: string }>(
        "SELECT line, title FROM locations WHERE type = 'Track' AND slug = 'routeburn-track'",
      );
      expect(routeburn?.geometry).toEqual(stored?.line);
      expect(routeburn?.properties.title).toBe(stored?.title);
    });

    it('given a box at sea, answers an empty collection', async () => {
      const res = await get('/api/v1/map/lines?bbox=160,-40,161,-39');
      expect(res.statusCode).toBe(200);
      expect(res.json<MapLinesResponse>()).toEqual({ type: 'FeatureCollection', features: [] });
    });

    it('accepts a box of exactly 2° by 2°, with spaces around the numbers', async () => {
      const res = await get(`/api/v1/map/lines?bbox=${encodeURIComponent('171, -44, 173, -42')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<MapLinesResponse>().features.length).toBeGreaterThan(10);
    });

    it('is publicly cached with an ETag', async () => {
      await expectPubliclyCached(`/api/v1/map/lines?bbox=${bbox(queenstown)}`, MAP_DATA_MAX_AGE_S);
    });

    it.each([
      ['', /bbox.*required/],
      ['?bbox=', /bbox.*four numbers/],
      ['?bbox=abc', /bbox.*four numbers/],
      ['?bbox=168,-45,169', /bbox.*four numbers/],
      ['?bbox=168,-45,169,-44,1', /bbox.*four numbers/],
      ['?bbox=168,,169,-44', /bbox.*four numbers/],
      ['?bbox=168,-45,169,-44&bbox=168,-45,169,-44', /bbox/],
    ])('given %s, answers 400 with the reason', async (query, reason) => {
      const res = await get(`/api/v1/map/lines${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().error).toMatch(reason);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['179.5,-44,181,-43', /longitude outside -180..180/],
      ['168,-91,169,-90', /latitude outside -90..90/],
      ['169,-45,168,-44', /minimum before its maximum/],
      ['168,-44,169,-45', /minimum before its maximum/],
      ['168,-45,170.01,-44', /at most 2° of longitude and 2° of latitude/],
      ['168,-46.5,169,-44', /at most 2°/],
      ['165,-48,180,-33', /at most 2°/],
    ])('given bbox=%s, answers 422 with the reason', async (box, reason) => {
      const res = await get(`/api/v1/map/lines?bbox=${box}`);
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorResponse>().error).toMatch(reason);
      expect(res.headers.etag).toBeUndefined();
    });
  });

  describe('GET /api/v1/map/basemap', () => {
    let body: BasemapResponse;
    beforeAll(async () => {
      const res = await get('/api/v1/map/basemap');
      expect(res.statusCode).toBe(200);
      body = res.json<BasemapResponse>();
    });

    it('answers New Zealand’s land, then the 17 region outlines by name', () => {
      expect(Value.Check(BasemapResponse, body)).toBe(true);
      expect(body.features.map((f) => f.properties.kind)).toEqual(['land', ...Array<string>(17).fill('region')]);
      expect(body.features[0]?.properties.name).toBe('New Zealand');
      const regions = body.features.slice(1).map((f) => f.properties.name);
      expect(regions).toEqual([...regions].sort((a, b) => a.localeCompare(b)));
      expect(regions).toEqual(expect.arrayContaining(['Canterbury', 'Otago', 'Southland', 'Chatham Islands Territory']));
    });

    it('draws every feature in one continuous frame: no polygon spans the world', () => {
      for (const feature of body.features) {
        const lngs = longitudes(feature.geometry.coordinates);
        expect(span(lngs), feature.properties.name).toBeLessThan(25);
        expect(Math.min(...lngs)).toBeGreaterThan(160);
        expect(Math.max(...lngs)).toBeLessThan(190);
      }
    });

    it('keeps the Chatham and Kermadec Islands east of 180° and leaves Tokelau out', () => {
      const land = body.features[0];
      if (land?.geometry.type !== 'MultiPolygon') throw new Error('land is not a MultiPolygon');
      const polygons = land.geometry.coordinates as Position[][][];
      const onLand = (point: Position) => polygons.some((rings) => pointInPolygon(point, rings));
      expect(onLand([183.5, -43.9])).toBe(true); // Chatham Island (-176.5°)
      expect(onLand([170.5, -45.0])).toBe(true); // Central Otago
      expect(onLand([182.1, -29.27])).toBe(true); // Raoul Island, Kermadecs (-177.9°)
      expect(polygons.every((rings) => (rings[0] ?? []).some(([, lat]) => lat < LAND_NORTH_LIMIT_LAT))).toBe(true);
    });

    it('is publicly cached for a day with an ETag', async () => {
      await expectPubliclyCached('/api/v1/map/basemap', MAP_BASEMAP_MAX_AGE_S);
    });
  });
});

describe('buildBasemap', () => {
  it('given a ring across 180° written in -180..180, writes it continuously east of 180°', () => {
    const ring: Position[] = [
      [179.5, -44],
      [-179.5, -44],
      [-179.5, -43],
      [179.5, -43],
      [179.5, -44],
    ];
    const map = buildBasemap(
      [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { name: 'Somewhere' } }],
      [],
    );
    expect(map.features[0]?.geometry).toEqual({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [179.5, -44],
            [180.5, -44],
            [180.5, -43],
            [179.5, -43],
            [179.5, -44],
          ],
        ],
      ],
    });
  });

  it('given land wholly north of the limit only, answers no land feature', () => {
    const tokelau: Position[] = [
      [-171.2, -9.4],
      [-171.1, -9.4],
      [-171.1, -9.3],
      [-171.2, -9.4],
    ];
    const map = buildBasemap([{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [tokelau] }, properties: { name: 'X' } }], []);
    expect(map.features).toEqual([]);
  });
});
