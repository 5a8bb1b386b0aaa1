import type { ContactCreatedResponse, ErrorResponse, User } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedUp } from '../testing/accounts.ts';
import { jsonCall } from '../testing/plans.ts';
import { JPEG, as, photoCall, placeId, postReview, trackReview } from '../testing/reviews.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { APP_ORIGINS } from './cors.ts';

const IOS = 'capacitor://localhost';
const ANDROID = 'https://localhost';

describe('cross-origin calls from the store apps', () => {
  let s: TestServer;
  let owner: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    s = await openTestServer();
    owner = await signUp(s.app, s.t.db, 'cors-owner');
    other = await signUp(s.app, s.t.db, 'cors-other');
  });
  afterAll(async () => {
    await s.close();
  });

  const fromApp = (origin: string, call: { method: string; url: string; headers?: Record<string, string>; payload?: string }) =>
    s.app.inject({ ...call, method: call.method as 'GET', headers: { ...call.headers, origin } });
  const contactCount = async () => (await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts'))[0]?.n;

  it('allows exactly the iOS and Android apps’ page origins', () => {
    expect(APP_ORIGINS).toEqual([IOS, ANDROID]);
  });

  describe.each([
    ['iOS', IOS],
    ['Android', ANDROID],
  ])('the %s app', (_platform, origin) => {
    it('reads public data, with its origin allowed and no credentials flag', async () => {
      const res = await fromApp(origin, { method: 'GET', url: '/api/v1/config' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers.vary)).toMatch(/Origin/);
      expect(res.headers['access-control-expose-headers']).toBe('Content-Disposition');
    });

    it('gets its preflight answered: the methods and the bearer token header, cached ten minutes, nothing run', async () => {
      const before = await contactCount();
      const res = await fromApp(origin, {
        method: 'OPTIONS',
        url: '/api/v1/user/contact',
        headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
      expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
      expect(res.headers['access-control-max-age']).toBe('600');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.body).toBe('');
      expect(await contactCount()).toBe(before);
    });

    it('given the owner’s token, reads and writes the owner’s data', async () => {
      const me = await fromApp(origin, { method: 'GET', url: '/api/v1/user', headers: bearer(owner.token.access_token) });
      expect(me.statusCode).toBe(200);
      expect(me.json<User>().email).toBe(owner.email);
      const added = await fromApp(origin, jsonCall('POST', '/api/v1/user/contact', { first_name: 'Aroha', last_name: 'App' }, owner.token.access_token));
      expect(added.statusCode, added.body).toBe(201);
      expect(added.headers['access-control-allow-origin']).toBe(origin);
    });

    it('given another user’s token, is refused the owner’s contact as before, and can read why', async () => {
      const { new_contact } = (
        await fromApp(origin, jsonCall('POST', '/api/v1/user/contact', { first_name: 'Only', last_name: 'Mine' }, owner.token.access_token))
      ).json<ContactCreatedResponse>();
      const res = await fromApp(origin, jsonCall('PUT', `/api/v1/user/contact/${new_contact.id}`, { first_name: 'Taken', last_name: 'Over' }, other.token.access_token));
      expect(res.statusCode).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.json<ErrorResponse>().error).toEqual(expect.any(String));
      const [row] = await s.t.db.query<{ first_name: string }>('SELECT first_name FROM contacts WHERE id = $1', [new_contact.id]);
      expect(row?.first_name).toBe('Only');
    });

    it('as a guest, gets a 401 it can read', async () => {
      const res = await fromApp(origin, { method: 'GET', url: '/api/v1/user' });
      expect(res.statusCode).toBe(401);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.json<ErrorResponse>().error).toEqual(expect.any(String));
    });

    it('given bad input, gets the 4xx and its { error }, and nothing is added', async () => {
      const before = await contactCount();
      const res = await fromApp(origin, {
        method: 'POST',
        url: '/api/v1/user/contact',
        headers: { 'content-type': 'application/json', ...bearer(owner.token.access_token) },
        payload: '{"first_name": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.json<ErrorResponse>().error).toEqual(expect.any(String));
      expect(await contactCount()).toBe(before);
    });
  });

  describe('any other origin', () => {
    it.each([
      'https://evil.example',
      'http://localhost',
      'https://localhost:8100',
      'http://localhost:5173',
      'capacitor://evil.example',
      'capacitor://localhost.evil.example',
      'ionic://localhost',
      'null',
      'https://planmywalk.nz',
    ])('%s gets no CORS headers, and no preflight', async (origin) => {
      const read = await fromApp(origin, { method: 'GET', url: '/api/v1/user', headers: bearer(owner.token.access_token) });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await fromApp(origin, {
        method: 'OPTIONS',
        url: '/api/v1/user/contact',
        headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.statusCode).not.toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    });

    it('a request with no origin (the web app itself, a server) is answered as before', async () => {
      const res = await s.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('images shown with <img> in the apps’ pages', () => {
    it('a review photo may be embedded cross-origin; JSON answers stay same-origin', async () => {
      const kepler = await placeId(s.t.db, 'Track');
      const reviewId = await postReview(s.app, owner, kepler, trackReview({ comment: 'With a photo', numImages: 1 }));
      const attached = await as(s.app, photoCall(reviewId, JPEG, { fields: { type: 'Track', id: String(kepler) } }), owner);
      expect(attached.statusCode, attached.body).toBe(201);
      const url = new URL(attached.json<{ photo: { url: string } }>().photo.url);
      const photo = await s.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const json = await s.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  });
});
