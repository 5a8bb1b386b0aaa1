import { APP_LINK_PATH_PREFIXES } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

const PRINT = `${'AB:'.repeat(31)}CD`;
const TEAM = 'ABCDE12345';

describe('GET /.well-known/assetlinks.json and /.well-known/apple-app-site-association', () => {
  let linked: TestServer;
  let unlinked: TestServer;
  beforeAll(async () => {
    linked = await openTestServer({ appLinks: { androidCertFingerprints: [PRINT], appleTeamId: TEAM } });
    unlinked = await openTestServer();
  });
  afterAll(async () => {
    await linked.close();
    await unlinked.close();
  });

  it("vouches for the Android app signed with the configured certificate, as JSON with no redirect", async () => {
    const res = await linked.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=3600/);
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'nz.planmywalk.app', sha256_cert_fingerprints: [PRINT] },
      },
    ]);
  });

  it('lets the iOS app of the configured team open plan and place links, as JSON under the exact name', async () => {
    const res = await linked.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as { applinks: { details: { appIDs: string[]; components: { '/': string }[] }[] }; webcredentials: { apps: string[] } };
    expect(body.applinks.details).toHaveLength(1);
    const [detail] = body.applinks.details;
    expect(detail?.appIDs).toEqual(['ABCDE12345.nz.planmywalk.app']);
    expect(body.webcredentials.apps).toEqual(['ABCDE12345.nz.planmywalk.app']);
    const patterns = detail?.components.map((component) => component['/']) ?? [];
    expect(patterns).toEqual(['/plan', '/plan/*', '/plan-*', '/tracks/*', '/huts/*', '/campsites/*']);
    // Every prefix the app opens is in the file; nothing personal beyond the plan is claimed.
    for (const prefix of APP_LINK_PATH_PREFIXES) expect(patterns.some((pattern) => pattern.startsWith(prefix))).toBe(true);
    expect(patterns.some((pattern) => pattern.startsWith('/account'))).toBe(false);
  });

  it('answers a signed-in walker exactly as a guest (no session shapes it)', async () => {
    const { token } = await signUp(linked.app, linked.t.db);
    for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      const guest = await linked.app.inject({ method: 'GET', url });
      const walker = await linked.app.inject({ method: 'GET', url, headers: bearer(token.access_token) });
      expect(walker.statusCode).toBe(200);
      expect(walker.body).toBe(guest.body);
    }
  });

  it('given no app settings, answers 404 saying which setting is missing, not the web app', async () => {
    const android = await unlinked.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(android.statusCode).toBe(404);
    expect(android.json()).toMatchObject({ message: expect.stringContaining('ANDROID_APP_CERT_SHA256') });
    const ios = await unlinked.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(ios.statusCode).toBe(404);
    expect(ios.json()).toMatchObject({ message: expect.stringContaining('APPLE_TEAM_ID') });
  });

  it('refuses a write and ignores a query string', async () => {
    const post = await linked.app.inject({ method: 'POST', url: '/.well-known/assetlinks.json', payload: {} });
    expect(post.statusCode).toBe(404);
    const query = await linked.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json?x=<script>' });
    expect(query.statusCode).toBe(200);
    expect(query.body).not.toContain('<script>');
  });
});
