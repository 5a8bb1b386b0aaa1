import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('GET /sitemap.xml and /robots.txt', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer({ accounts: { publicUrl: 'https://planmywalk.example.nz/' } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('lists the public pages and every seeded place on the public address, and only those', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const urls = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const [row] = await s.t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM locations WHERE type IN ('Track', 'Hut', 'Campsite')`);
    expect(urls).toHaveLength((row?.count ?? 0) + 4);
    expect(row?.count).toBeGreaterThan(1000);
    expect(urls.slice(0, 4)).toEqual(['/home', '/tracks', '/help', '/privacy'].map((path) => `https://planmywalk.example.nz${path}`));
    expect(urls).toContain('https://planmywalk.example.nz/tracks/kepler-track');
    expect(urls).toContain('https://planmywalk.example.nz/huts/mueller-hut');
    expect(urls.some((url) => url?.includes('/campsites/'))).toBe(true);
    expect(urls.every((url) => url?.startsWith('https://planmywalk.example.nz/'))).toBe(true);
    expect(urls.some((url) => /\/(plan|account|custom-tracks)\b/.test(url ?? ''))).toBe(false);
  });

  it('keeps personal pages out of search engines and names the sitemap', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/account', '/plan', '/plan/', '/plan-complete', '/check-in', '/custom-tracks', '/admin', '/api']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /tracks');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://planmywalk.example.nz/sitemap.xml');
  });

  it('answers a signed-in walker the same (no one’s session shapes it)', async () => {
    const { token } = await signUp(s.app, s.t.db);
    const res = await s.app.inject({ method: 'GET', url: '/sitemap.xml', headers: bearer(token.access_token) });
    expect(res.statusCode).toBe(200);
    const guest = await s.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toBe(guest.body);
  });
});
