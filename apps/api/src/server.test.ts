import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { ErrorResponse } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server.ts';
import { makeTempDir, openEmptyTestDatabase, type TestDatabase } from './testing/test-database.ts';
import { openTestServer, type TestServer } from './testing/test-server.ts';

describe('the server', () => {
  let s: TestServer;
  let web: { dir: string; remove(): Promise<void> };
  beforeAll(async () => {
    web = await makeTempDir();
    await writeFile(path.join(web.dir, 'index.html'), '<!doctype html><head><title>Plan My Walk</title></head><div id="root"></div>');
    // As the web build writes it (apps/web/build/routePreloads.ts).
    const routePreloads = [
      { path: '/tracks/:track', files: ['/assets/LocationPage-1.js', '/assets/placeViews-1.js'] },
      { path: '/account/my-gear-lists/:id?', files: ['/assets/MyGearListsPage-1.js'] },
    ];
    await writeFile(path.join(web.dir, 'route-preloads.json'), JSON.stringify(routePreloads));
    await mkdir(path.join(web.dir, 'assets'));
    await writeFile(path.join(web.dir, 'assets', 'app-1234.js'), 'console.log("app")');
    // As the web build writes them (apps/web/build/precompress.ts), each marked here so a
    // test tells the file sent as it is from the script compressed again on the fly.
    await writeFile(path.join(web.dir, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log("app") // br'));
    await writeFile(path.join(web.dir, 'assets', 'app-1234.js.gz'), gzipSync('console.log("app") // gz'));
    await writeFile(path.join(web.dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
    await writeFile(path.join(web.dir, 'manifest.webmanifest'), '{"name":"Plan My Walk"}');
    s = await openTestServer({ webRoot: web.dir });
  });
  afterAll(async () => {
    await s.close();
    await web.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

  it('answers the health check', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('publishes an OpenAPI document listing every api/v1 route', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/config',
        '/api/v1/tracks',
        '/api/v1/tracks/{slug}',
        '/api/v1/huts/{slug}',
        '/api/v1/campsites/{slug}',
        '/api/v1/search-tracks',
        '/api/v1/map/points',
        '/api/v1/map/lines',
        '/api/v1/map/basemap',
        '/api/health',
        '/api/v1/ready',
      ]),
    );
    // The map routes send finished JSON text; their shapes are still documented.
    const lines = JSON.stringify(doc.paths['/api/v1/map/lines']);
    expect(lines).toContain('bbox');
    expect(lines).toContain('MultiLineString');
    expect(JSON.stringify(doc.paths['/api/v1/map/points'])).toContain('is_closed');
    expect(JSON.stringify(doc.paths['/api/v1/map/basemap'])).toContain('MultiPolygon');
    expect(Object.keys(doc.paths['/api/v1/search-tracks'] ?? {})).toEqual(['post']);
    const search = JSON.stringify(doc.paths['/api/v1/search-tracks']);
    expect(search).toContain('multipart/form-data');
    expect(search).toContain('bound');
    // The static file route is not part of the API.
    expect(Object.keys(doc.paths).some((p) => !p.startsWith('/api/'))).toBe(false);
  });

  it('serves the browsable API docs', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('given a web route such as /tracks, serves index.html for the client router', async () => {
    for (const url of ['/tracks', '/tracks/routeburn-track', '/some/unknown/page', '/']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it("names a route's page chunks in index.html so the browser fetches them beside the entry script, and leaves other pages as built", async () => {
    const preloads = '<link rel="modulepreload" crossorigin href="/assets/LocationPage-1.js"><link rel="modulepreload" crossorigin href="/assets/placeViews-1.js"></head>';
    for (const url of ['/tracks/routeburn-track', '/Tracks/Routeburn-Track/', '/tracks/routeburn-track?from=search']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.body, url).toBe(`<!doctype html><head><title>Plan My Walk</title>${preloads}<div id="root"></div>`);
    }
    expect((await get('/account/my-gear-lists/7')).body).toContain('href="/assets/MyGearListsPage-1.js"');
    for (const url of ['/tracks', '/home', '/tracks/routeburn-track/map']) expect((await get(url)).body, url).not.toContain('modulepreload');
    const head = await s.app.inject({ method: 'HEAD', url: '/tracks/routeburn-track' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves built assets with long caching, and index.html without', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/tracks')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the web app manifest so the app installs and updates: never cached long, with their content types, under a policy that lets them run', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // A long-cached worker would keep an old app on the device after a release.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const csp = String((await get('/tracks')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('sends the compressed files the build wrote as they are to a browser that takes them, as the file they compress, and the file itself to one that does not', async () => {
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gz', gunzipSync],
    ] as const) {
      const res = await get('/assets/app-1234.js', { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'gz' ? 'gzip' : encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(`console.log("app") // ${encoding}`);
    }
    const plain = await get('/assets/app-1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('given a missing file, answers 404 rather than HTML posing as it', async () => {
    const res = await get('/assets/gone-9999.js');
    expect(res.statusCode).toBe(404);
  });

  it('given an unknown /api path, answers JSON 404, never the web app', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/unknown'],
      ['POST', '/api/v1/unknown'],
      ['GET', '/api/v2/tracks'],
    ] as const) {
      const res = await s.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.json<ErrorResponse>().error, url).toMatch(/Not found/);
    }
  });
});

describe('the server without a web build', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers unknown pages with JSON 404', async () => {
    const app = await buildServer({ db: t.db, webRoot: '/nonexistent/dist' });
    const res = await app.inject({ method: 'GET', url: '/tracks' });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorResponse>().error).toMatch(/Not found/);
    await app.close();
  });

  it('given a database failure, answers 500 with a generic text and no internals, and health says 503', async () => {
    // The tables do not exist in this empty database: every query fails inside Postgres.
    const app = await buildServer({ db: t.db });
    const res = await app.inject({ method: 'GET', url: '/api/v1/tracks' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Something went wrong, please try again.' });
    expect(res.body).not.toMatch(/relation|locations|stack|at /);
    await app.close();

    const closed = await openEmptyTestDatabase();
    await closed.db.close();
    const down = await buildServer({ db: closed.db });
    const health = await down.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ error: 'Database unavailable' });
    await down.close();
    await closed.close();
  });
});
