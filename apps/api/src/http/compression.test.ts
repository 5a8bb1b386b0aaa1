import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/test-database.ts';

describe('response compression', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openSeededTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('given a client that accepts gzip, compresses the map points to a fraction of their size', async () => {
    const app = await buildServer({ db: t.db });
    const plain = await app.inject({ method: 'GET', url: '/api/v1/map/points' });
    const zipped = await app.inject({ method: 'GET', url: '/api/v1/map/points', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    await app.close();
  });

  it('given a client that accepts nothing, answers plain JSON', async () => {
    const app = await buildServer({ db: t.db });
    const res = await app.inject({ method: 'GET', url: '/api/v1/tracks', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('pinned');
    await app.close();
  });
});
