/**
 * Issue 7's findings 3, 4 and 8, repeated as the report wrote them (a fresh server,
 * default settings, no login unless said): each now answers a clear 4xx, carries the
 * security headers, or is cut off in seconds.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { ErrorResponse } from '@planmywalk/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, bearer, signUp, type SignedUp } from '../testing/accounts.ts';
import { multipart } from '../testing/http.ts';
import { makeTempDir } from '../testing/test-database.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { EDGE_LIMITS } from './input-edge.ts';

const error = (res: LightMyRequestResponse) => res.json<ErrorResponse>().error;

describe('finding 3: malformed multipart', () => {
  let s: TestServer;
  let walker: SignedUp;
  beforeAll(async () => {
    s = await openTestServer();
    walker = await signUp(s.app, s.t.db, 'multipart');
  });
  afterAll(async () => {
    await s.close();
  });

  // curl -XPOST …/api/v1/search-tracks -H 'content-type: multipart/form-data' --data-binary x
  const asReported = (url: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url, payload: 'x', headers: { 'content-type': 'multipart/form-data', ...headers } });

  it.each(['/api/v1/search-tracks', '/api/v1/auth/oauth'])('given the reported request to %s without logging in, answers 400 naming the malformed body', async (url) => {
    const res = await asReported(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(error(res)).toMatch(/multipart\/form-data body is malformed/);
  });

  // Who is calling comes first (issue 29, finding 7a): a guest learns nothing about the body a session route takes.
  it.each(['/api/v1/update-password', '/api/v1/toggle-alert'])(
    'given the reported request to %s, answers 401 to a guest and 400 naming the malformed body to a signed-in user',
    async (url) => {
      expect((await asReported(url)).statusCode).toBe(401);
      const res = await asReported(url, bearer(walker.token.access_token));
      expect(res.statusCode, res.body).toBe(400);
      expect(error(res)).toMatch(/multipart\/form-data body is malformed/);
    },
  );

  it('given the reported request to POST /api/v1/user (JSON only), answers 415 naming what it takes', async () => {
    const res = await asReported('/api/v1/user');
    expect(res.statusCode).toBe(415);
    expect(error(res)).toBe("Unsupported content type 'multipart/form-data': this call takes application/json");
  });

  it('given the reported request to upload, answers 401 to a guest and 400 to a signed-in user', async () => {
    expect((await asReported('/api/v1/upload')).statusCode).toBe(401);
    const res = await asReported('/api/v1/upload', bearer(walker.token.access_token));
    expect(res.statusCode).toBe(400);
    expect(error(res)).toMatch(/malformed/);
  });

  it('given a truncated form, another boundary, a file in a text form, too many fields or a field too long, answers 4xx saying which', async () => {
    const form = multipart({ term: 'hut' });
    const boundary = String(form.headers['content-type']).split('boundary=')[1] ?? '';
    const cases: Array<[string, string, number, RegExp]> = [
      ['truncated', form.payload.slice(0, -12), 400, /malformed|ended before/],
      ['another boundary', form.payload.replace(/----pmw[0-9a-f]+/g, '----other'), 400, /malformed/],
      ['file part', multipart({}, { term: { name: 'a.txt', content: 'x' } }).payload.replace(/----pmw[0-9a-f]+/g, boundary), 413, /takes no files/],
      ['21 fields', multipart(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x']))).payload.replace(/----pmw[0-9a-f]+/g, boundary), 413, /more than 20/],
      ['long field', multipart({ term: 'x'.repeat(10_001) }).payload.replace(/----pmw[0-9a-f]+/g, boundary), 413, /'term' is longer than 10000 bytes/],
    ];
    for (const [name, payload, status, words] of cases) {
      const res = await s.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload, headers: form.headers });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(error(res), name).toMatch(words);
    }
  });

  it('given a form field sent twice, answers 400 rather than letting one value win', async () => {
    const body = `a=1&term=hut&term=kea`;
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v1/search-tracks',
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toBe("Field 'term' is sent more than once");
  });
});

describe('finding 4: NUL and other control characters, and deep JSON', () => {
  let s: TestServer;
  let walker: SignedUp;
  beforeAll(async () => {
    s = await openTestServer();
    walker = await signUp(s.app, s.t.db, 'nul');
  });
  afterAll(async () => {
    await s.close();
  });

  it.each(['/api/v1/tracks/%00', '/api/v1/huts/crow%00hut', '/api/v1/campsites/a%1Bb', '/api/v1/files/%00'])(
    'given the slug or id in %s, answers 400 naming the path parameter',
    async (url) => {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(400);
      expect(error(res)).toMatch(/^Path parameter '(slug|id)' must not contain control characters$/);
    },
  );

  it('given a NUL in the login username, answers 400 naming the field', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth',
      payload: `grant_type=password&client_id=planmywalk-web&client_secret=planmywalk-web-public&username=a%00%40b.nz&password=${PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toBe("Field 'username' must not contain control characters");
  });

  it('given a NUL in an email (register, forgot password), answers 400 naming the field', async () => {
    const register = await s.app.inject({ method: 'POST', url: '/api/v1/user', payload: { email: 'kea\u0000@example.org', password: PASSWORD, agreed_to_terms: true } });
    const forgot = await s.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: 'kea\u0000@example.org' } });
    for (const res of [register, forgot]) {
      expect(res.statusCode).toBe(400);
      expect(error(res)).toMatch(/'email' must not contain control characters/);
    }
  });

  it('given a NUL in a name, answers 400 naming the field and changes nothing', async () => {
    const res = await s.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      payload: { firstname: 'Ar\u0000oha', lastname: 'Ngata', gender: 'Female', level: 'Expert' },
      headers: bearer(walker.token.access_token),
    });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toBe("Field 'firstname' must not contain control characters");
    const me = await s.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(walker.token.access_token) });
    expect(me.json()).toEqual(walker.user);
  });

  it('given a NUL in the development mailbox filter, answers 400 naming the query parameter', async () => {
    for (const url of ['/dev/mailbox?to=%00', '/dev/mail?to=a%00b']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(error(res)).toBe("Query parameter 'to' must not contain control characters");
    }
  });

  it('given tabs, newlines and macrons, still accepts the text', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload: { term: 'Ōtāne\thut\r\n' } });
    expect(res.statusCode).toBe(200);
  });

  it('given JSON nested 5,000 deep, answers 400 saying how deep it may be', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const payload of [deep, `{"term":${deep}}`]) {
      const res = await s.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(error(res)).toBe('The JSON body is nested more than 32 levels deep');
    }
  });

  it('given JSON that sets __proto__, answers 400 (prototype poisoning)', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v1/search-tracks',
      payload: '{"term":"hut","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toMatch(/__proto__/);
  });
});

describe('finding 8: security headers, no-store, and bodies that never finish', () => {
  let s: TestServer;
  let web: { dir: string; remove(): Promise<void> };
  let walker: SignedUp;
  beforeAll(async () => {
    web = await makeTempDir();
    await writeFile(path.join(web.dir, 'index.html'), '<!doctype html><title>Plan My Walk</title><div id="root"></div>');
    await mkdir(path.join(web.dir, 'assets'));
    await writeFile(path.join(web.dir, 'assets', 'app-1234.js'), 'console.log("app")');
    s = await openTestServer({
      webRoot: web.dir,
      settings: {
        imagePublishingEnabled: false,
        appStoreUrl: null,
        googlePlayUrl: null,
        topoTiles: { tiles: ['https://basemaps.linz.govt.nz/v1/tiles/topo-raster/WebMercatorQuad/{z}/{x}/{y}.webp?api=k'], attribution: 'LINZ' },
        satelliteTiles: { tiles: ['http://tiles.local:8081/{z}/{x}/{y}.png'], attribution: 'local' },
        directionsUrl: null,
      },
    });
    walker = await signUp(s.app, s.t.db, 'headers');
  });
  afterAll(async () => {
    await s.close();
    await web.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

  it('given a web page, answers with a CSP that forbids framing and inline script and allows the configured tile hosts', async () => {
    const res = await get('/tracks', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' https://basemaps.linz.govt.nz http://tiles.local:8081");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Served over plain HTTP with an http PUBLIC_URL: no HSTS (browsers ignore it there anyway).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('given API answers, success or error, sends the headers too, with a CSP that loads nothing', async () => {
    for (const url of ['/api/v1/config', '/api/v1/tracks/nowhere', '/api/v1/unknown']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('given GET /user with a token, answers no-store; so is every answer to a request with a bearer token', async () => {
    const me = await get('/api/v1/user', bearer(walker.token.access_token));
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    // A publicly cached route too, when asked with a token: the answer might be personal.
    const points = await get('/api/v1/map/points', bearer(walker.token.access_token));
    expect(points.headers['cache-control']).toBe('no-store');
    expect(points.headers.etag).toBeUndefined();
  });

  it('keeps caching where a route opts in, and keeps the stricter CSP of uploaded files and the mailbox page', async () => {
    expect((await get('/api/v1/map/basemap')).headers['cache-control']).toMatch(/^public, max-age=/);
    expect((await get('/assets/app-1234.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/api/v1/tracks')).headers['cache-control']).toBe('no-store');
    expect((await get('/dev/mail')).headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('given a request that came over HTTPS through a trusted proxy, sends HSTS', async () => {
    const behindProxy = await openTestServer({ trustProxy: 1 });
    try {
      const res = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('given an https PUBLIC_URL, sends HSTS on every answer', async () => {
    const public_ = await openTestServer({ accounts: { publicUrl: 'https://walk.example.nz' } });
    try {
      expect((await public_.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await public_.close();
    }
  });
});

describe('finding 8: a request that never finishes, over a real socket', () => {
  // The idle limit is twenty trickle intervals: on a busy CI machine this process can stall
  // for a few hundred milliseconds, which must not pass for a stalled body.
  const limits = { bodyIdleMs: 1000, headersTimeoutMs: 1000, requestTimeoutMs: 2500 };
  let s: TestServer;
  let port: number;
  beforeAll(async () => {
    s = await openTestServer({ edge: limits });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await s.close();
  });

  /** Writes `chunks` (with `every` ms between them), then waits for the server to close; answers what it sent and when. */
  function send(first: string, { trickle = 0 } = {}): Promise<{ reply: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let reply = '';
      let timer: NodeJS.Timeout | undefined;
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (reply += chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ reply, ms: Date.now() - started });
      });
      socket.write(first, (err) => {
        if (err) reject(err);
        if (trickle > 0) timer = setInterval(() => socket.writable && socket.write('a'), trickle);
      });
    });
  }

  const post = (length: number) =>
    `POST /api/v1/search-tracks HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"te`;

  it('given a body that stops arriving, closes the connection after the idle time, not minutes later', async () => {
    const { reply, ms } = await send(post(100));
    expect(reply).toBe('');
    expect(ms).toBeGreaterThanOrEqual(limits.bodyIdleMs - 50);
    expect(ms).toBeLessThan(limits.requestTimeoutMs);
  });

  it('given a body trickled a byte at a time (never idle), cuts it off at the request timeout with 408', async () => {
    const { reply, ms } = await send(post(100_000), { trickle: 50 });
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 50);
    expect(ms).toBeLessThan(limits.requestTimeoutMs + 2000);
  });

  it('given headers that never finish, answers 408 and closes at the headers timeout', async () => {
    const { reply, ms } = await send('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(limits.requestTimeoutMs + 2000);
  });

  it('given a slow handler after the whole body arrived, does not cut it off (the idle limit is for the body only)', async () => {
    const body = JSON.stringify({ term: 'hut' });
    const { reply } = await send(
      `POST /api/v1/search-tracks HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
  });

  it('by default, allows seconds, not minutes', () => {
    expect(EDGE_LIMITS.bodyIdleMs).toBeLessThanOrEqual(10_000);
    expect(EDGE_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(10_000);
    expect(EDGE_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(60_000);
  });
});
