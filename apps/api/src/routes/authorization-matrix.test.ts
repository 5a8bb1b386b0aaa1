/**
 * The authorization matrix over every route of the OpenAPI document (see
 * testing/route-access.ts for who may call what, and apps/api/README.md for adding a
 * route). A route missing from the table, declaring other security than its class, or
 * letting a guest or another user through fails here.
 */
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Text, findUnguardedStrings } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authenticator } from '../auth/authenticate.ts';
import { systemClock } from '../lib/clock.ts';
import { bearer, signUp } from '../testing/accounts.ts';
import { signUpAdmin } from '../testing/reviews.ts';
import { checkAuthorization, documentedRoutes } from '../testing/authorization-matrix.ts';
import {
  MATRIX_MAIL,
  ROUTE_ACCESS,
  UNDOCUMENTED_ROUTES,
  accountSnapshot,
  isApiRoute,
  adminOnly,
  guestOrUser,
  ownAccount,
  ownedResource,
  routeKey,
  uploadCall,
  type MatrixContext,
} from '../testing/route-access.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';

function context(s: TestServer): MatrixContext {
  return { app: s.app, db: s.t.db, newUser: (tag) => signUp(s.app, s.t.db, tag), newAdmin: (tag) => signUpAdmin(s.app, s.t.db, tag) };
}

describe('the authorization matrix', () => {
  let s: TestServer;
  const registered: Array<{ method: string; url: string; schema: RouteOptions['schema'] }> = [];
  beforeAll(async () => {
    s = await openTestServer({
      mail: MATRIX_MAIL,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url, schema: route.schema });
      },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('classifies every route of the OpenAPI document, and every class holds: guest, bad token, owner, another user', async () => {
    const findings = await checkAuthorization(context(s), ROUTE_ACCESS);
    expect(findings).toEqual([]);
    // The document really is the list: the routes of today are all in it.
    expect(documentedRoutes(s.app).length).toBe(Object.keys(ROUTE_ACCESS).length);
    // Four callers on each of some 80 routes, each case on fresh data: minutes on a busy machine.
  }, 240_000);

  it('finds every API route in the OpenAPI document, or listed as undocumented with a reason', () => {
    const documented = new Set(documentedRoutes(s.app).map((r) => r.key));
    const outside = registered
      .filter((r) => isApiRoute(r.method, r.url))
      .map((r) => routeKey(r.method, r.url))
      .filter((key) => !documented.has(key) && !(key in UNDOCUMENTED_ROUTES));
    expect(outside).toEqual([]);
    expect(registered.length).toBeGreaterThan(documented.size);
  });

  it('guards every string a request can carry (path, query, body) against control characters, on every API route', () => {
    const api = registered.filter((r) => isApiRoute(r.method, r.url));
    const unguarded = api.flatMap((r) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) =>
        findUnguardedStrings(r.schema?.[part]).map((where) => `${routeKey(r.method, r.url)} ${part}: ${where}`),
      ),
    );
    expect(unguarded).toEqual([]);
    // The walk does see the routes' strings: a slug, a query, form fields.
    const strings = api.flatMap((r) => JSON.stringify([r.schema?.params, r.schema?.querystring, r.schema?.body]).match(/"type":"string"/g) ?? []);
    expect(strings.length).toBeGreaterThan(20);
  });
});

/**
 * Routes that forget their check, registered on a real server beside the real ones: the
 * matrix must name each of them. This is how we know the matrix can fail.
 */
describe('the authorization matrix, given routes that forget their checks', () => {
  let s: TestServer;
  let findings: string[];

  const forgetful: FastifyPluginAsync = async (app: FastifyInstance) => {
    // Neither declares a bearer token nor asks who is calling: guests get in.
    app.get('/api/v1/forgetful/me', async () => ({ ok: true }));
    // Declares a bearer token but never asks who is calling: the declaration alone keeps guests out (authenticate-first.ts).
    app.get('/api/v1/forgetful/declared', { schema: { security: [{ bearerAuth: [] }] } }, async () => ({ ok: true }));
    // Checks that someone is signed in, but not that the file is theirs.
    app.get<{ Params: { id: string } }>(
      '/api/v1/forgetful/files/:id',
      { schema: { security: [{}, { bearerAuth: [] }], params: Type.Object({ id: Text({ maxLength: 64 }) }) } },
      async (request) => {
        const rows = await s.t.db.query('SELECT title FROM files WHERE id = $1::uuid', [request.params.id]);
        return rows[0] ?? {};
      },
    );
    // Takes a token when there is one, but neither declares it nor looks at it: a bad token goes unnoticed.
    app.post('/api/v1/forgetful/note', async () => ({ ok: true }));
    // Added to the app and to nothing else.
    app.get('/api/v1/forgetful/unlisted', async () => ({ ok: true }));
    // An admin route that checks for a session, but not that it is an administrator's.
    app.post<{ Params: { id: string } }>(
      '/api/v1/forgetful/admin/files/:id/hide',
      { schema: { security: [{ bearerAuth: [] }], params: Type.Object({ id: Text({ maxLength: 64 }) }) } },
      async (request) => {
        await new Authenticator(s.t.db, systemClock).required(request);
        await s.t.db.query('UPDATE files SET is_private = true WHERE id = $1::uuid', [request.params.id]);
        return { ok: true };
      },
    );
  };

  beforeAll(async () => {
    s = await openTestServer({
      mail: MATRIX_MAIL,
      beforeReady: async (app) => {
        await app.register(forgetful);
      },
    });
    findings = await checkAuthorization(context(s), {
      ...ROUTE_ACCESS,
      'GET /api/v1/forgetful/me': ownAccount(() => ({ method: 'GET', url: '/api/v1/forgetful/me' })),
      'GET /api/v1/forgetful/declared': ownAccount(() => ({ method: 'GET', url: '/api/v1/forgetful/declared' })),
      'POST /api/v1/forgetful/note': guestOrUser(() => ({ method: 'POST', url: '/api/v1/forgetful/note' })),
      'GET /api/v1/forgetful/files/{id}': ownedResource<{ id: string }>({
        security: 'optional',
        async create(ctx, owner) {
          const res = await ctx.app.inject({ ...uploadCall(true), headers: { ...uploadCall(true).headers, ...bearer(owner.token.access_token) } });
          return res.json<{ id: string }>();
        },
        call: (_ctx, { id }) => ({ method: 'GET', url: `/api/v1/forgetful/files/${id}` }),
        snapshot: (ctx, owner) => accountSnapshot(ctx, owner),
      }),
      'POST /api/v1/forgetful/admin/files/{id}/hide': adminOnly<{ id: string }>({
        async create(ctx) {
          const owner = await ctx.newUser('matrix-public-file');
          const res = await ctx.app.inject({ ...uploadCall(false), headers: { ...uploadCall(false).headers, ...bearer(owner.token.access_token) } });
          return res.json<{ id: string }>();
        },
        call: (_ctx, { id }) => ({ method: 'POST', url: `/api/v1/forgetful/admin/files/${id}/hide` }),
        snapshot: (ctx, { id }) => ctx.db.query('SELECT is_private FROM files WHERE id = $1::uuid', [id]),
      }),
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('fails a route that needs a session but neither declares a bearer token nor checks one: guests and bad tokens get in', () => {
    expect(findings).toEqual(
      expect.arrayContaining([
        'GET /api/v1/forgetful/me: the OpenAPI document declares public security, but it is own-account (expected required)',
        expect.stringMatching(/^GET \/api\/v1\/forgetful\/me: guest should get 401, got 200/),
        expect.stringMatching(/^GET \/api\/v1\/forgetful\/me: bad token should get 401, got 200/),
        expect.stringMatching(/^GET \/api\/v1\/forgetful\/me: guest with a query the guard refuses should get 401 before the input is judged, got 200/),
      ]),
    );
  });

  it('finds a route that declares a bearer token kept safe by the declaration, though its handler never asks', () => {
    expect(findings.filter((f) => f.startsWith('GET /api/v1/forgetful/declared'))).toEqual([]);
  });

  it('fails a route for guests and users alike that lets a bad token pass as a guest', () => {
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/api\/v1\/forgetful\/note: a bad token should get 401, got 200/),
        expect.stringMatching(/^POST \/api\/v1\/forgetful\/note: bad token with a body that is not JSON should get 401 before the input is judged, got 400/),
        expect.stringMatching(/^POST \/api\/v1\/forgetful\/note: bad token with a content type no route takes should get 401 before the input is judged, got 415/),
      ]),
    );
  });

  it("fails a route that answers another user with the owner's private resource", () => {
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/v1\/forgetful\/files\/\{id\}: a guest should get 401 or 403 or 404, got 200/),
        expect.stringMatching(/^GET \/api\/v1\/forgetful\/files\/\{id\}: another user should be refused \(404 or 403\), got 200/),
      ]),
    );
  });

  it('fails an admin route that lets an ordinary user in, and names what they changed', () => {
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/api\/v1\/forgetful\/admin\/files\/\{id\}\/hide: a user who is not an administrator should get 403, got 200/),
        "POST /api/v1/forgetful/admin/files/{id}/hide: a user who is not an administrator's call changed what only an administrator may change",
      ]),
    );
  });

  it('fails a route that nobody classified', () => {
    expect(findings).toContain(
      'GET /api/v1/forgetful/unlisted: not classified: add it to ROUTE_ACCESS (testing/route-access.ts) as public, guest-or-user, own-account, owned-resource or admin-only',
    );
  });

  it('finds nothing wrong with the real routes beside them', () => {
    expect(findings.filter((f) => !f.includes('/forgetful/'))).toEqual([]);
  });
});
