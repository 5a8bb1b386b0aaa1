import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { buildTrackNetwork } from './buildNetwork.ts';
import { writeTrackNetwork } from '../import/track-network.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { DirectionsRouter, NetworkRouter, createWalkingRouter, lineOfDirections } from './walkingRouter.ts';

const FROM: [number, number] = [168.2688, -44.7126];
const TO: [number, number] = [168.2117, -44.725];
const log = () => ({ info: vi.fn(), warn: vi.fn() });

describe('lineOfDirections', () => {
  it.each([
    ['an OSRM or Mapbox answer', { routes: [{ geometry: { type: 'LineString', coordinates: [FROM, TO] }, distance: 5000 }] }, [FROM, TO]],
    ['a GraphHopper answer (points_encoded=false)', { paths: [{ points: { type: 'LineString', coordinates: [FROM, TO] } }] }, [FROM, TO]],
    ['no route', { code: 'NoRoute', routes: [] }, null],
    ['an encoded polyline', { routes: [{ geometry: 'abc' }] }, null],
    ['a point outside New Zealand', { routes: [{ geometry: { type: 'LineString', coordinates: [FROM, [0, 0]] } }] }, null],
    ['not JSON', null, null],
  ])('given %s, reads %j', (_name, body, expected) => {
    expect(lineOfDirections(body)).toEqual(expected);
  });
});

describe('a configured directions service', () => {
  let server: Server;
  let base: string;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const asked: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks it with both ends in the URL and answers its route, from marker to marker', async () => {
    answer = { status: 200, body: { routes: [{ geometry: { type: 'LineString', coordinates: [[168.268, -44.7127], [168.2118, -44.7249]] } }] } };
    const router = new DirectionsRouter({ urlTemplate: `${base}/route/v1/foot/{from};{to}?geometries=geojson` });
    const found = await router.route(FROM, TO);
    expect(asked.at(-1)).toBe('/route/v1/foot/168.2688,-44.7126;168.2117,-44.725?geometries=geojson');
    expect(found?.source).toBe('directions');
    expect(found?.coordinates[0]).toEqual(FROM);
    expect(found?.coordinates.at(-1)).toEqual(TO);
    expect(found?.metres).toBeGreaterThan(4000);
  });

  it('given a service that fails, falls back to the track network and logs why', async () => {
    answer = { status: 503, body: { message: 'down' } };
    const network = { route: vi.fn(async () => ({ coordinates: [FROM, TO], metres: 1, source: 'network' as const })) };
    const logger = log();
    const router = createWalkingRouter({ db: {} as Queryable, log: logger, directions: { urlTemplate: `${base}/{from}/{to}` } });
    router.network.route = network.route;
    expect((await router.route(FROM, TO))?.source).toBe('network');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('given a service that finds no route, asks the track network', async () => {
    answer = { status: 400, body: { code: 'NoRoute' } };
    const router = createWalkingRouter({ db: {} as Queryable, log: log(), directions: { urlTemplate: `${base}/{from}/{to}` } });
    router.network.route = vi.fn(async () => null);
    expect(await router.route(FROM, TO)).toBeNull();
    expect(router.network.route).toHaveBeenCalledOnce();
  });
});

describe('NetworkRouter', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openSeededTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads the stored network once, on first use, and routes over it', async () => {
    const logger = log();
    const router = new NetworkRouter(t.db, logger);
    expect(logger.info).not.toHaveBeenCalled();
    const { stats } = await router.load();
    expect(stats.junctions).toBeGreaterThan(5000);
    expect((await router.route(FROM, TO))?.source).toBe('network');
    expect(logger.info).toHaveBeenCalledOnce();
  });

  it('given a database without a network yet, finds no route and looks again next time', async () => {
    await t.db.query('DELETE FROM track_network');
    const router = new NetworkRouter(t.db, log());
    expect(await router.route(FROM, TO)).toBeNull();
    const network = buildTrackNetwork([[[FROM, TO]]]);
    await writeTrackNetwork(t.db, network.lines, network.stats);
    expect(await router.route(FROM, TO)).not.toBeNull();
  });
});
