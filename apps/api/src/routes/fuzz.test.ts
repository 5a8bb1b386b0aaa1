/**
 * Fuzzing every route of the OpenAPI document (and the undocumented development routes)
 * with hostile requests, as a guest, with a valid token and with bad ones: no answer may
 * be a 5xx, every 4xx says what was wrong in `{ error }`, and no request may hang.
 *
 * Fixed seed and run count, so CI runs the same requests each time:
 * FUZZ_RUNS (per route, default 150) and FUZZ_SEED change them for a longer or another run.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyIp, bearer, signUp, type SignedUp } from '../testing/accounts.ts';
import { documentedRoutes, type DocumentedRoute } from '../testing/authorization-matrix.ts';
import { hostileRequests, leafMutations, type AuthMode, type FuzzRequest, type MutatedRequest, type SeedCall } from '../testing/fuzz-requests.ts';
import { publishedInput } from '../testing/plans.ts';
import { signUpAdmin } from '../testing/reviews.ts';
import { ROUTE_ACCESS, UNDOCUMENTED_ROUTES, type Call, type MatrixContext, type OwnedResourceRoute, type RouteAccess } from '../testing/route-access.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Longer than any honest answer here takes, shorter than a hang. */
const HANG_MS = 10_000;

const figures = { requests: 0, routes: 0, byStatus: new Map<number, number>(), failures: 0, slowestMs: 0 };

describe('fuzzing every route', () => {
  let s: TestServer;
  let walker: SignedUp;
  const routes: DocumentedRoute[] = [];

  beforeAll(async () => {
    // The per-account limits are not what is fuzzed: hundreds of publishes and uploads by
    // one account must reach the code behind the limits, not stop at a 429.
    const many = 1_000_000;
    s = await openTestServer({
      accounts: { rateLimits: { planPublishesPerHour: many, uploadsPerHour: many, reviewsPerHour: many, accountEmailsPerHour: many, resetEmailsPerHour: many } },
    });
    walker = await signUp(s.app, s.t.db, 'fuzz');
    routes.push(...documentedRoutes(s.app));
    for (const [key] of Object.entries(UNDOCUMENTED_ROUTES)) {
      const [method = 'GET', path = '/'] = key.split(' ');
      routes.push({ key, method, path, security: 'public', operation: { parameters: [{ in: 'query', name: 'to' }] } });
    }
  });
  afterAll(async () => {
    await s?.close();
    const statuses = [...figures.byStatus.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
    process.stdout.write(
      `fuzz: ${figures.requests} requests over ${figures.routes} routes (seed ${SEED}, ${RUNS} runs a route), ${figures.failures} failures; statuses ${statuses}; slowest ${figures.slowestMs} ms\n`,
    );
  });

  const authorization: Record<AuthMode, () => string | undefined> = {
    guest: () => undefined,
    'valid token': () => `Bearer ${walker.token.access_token}`,
    'bad token': () => 'Bearer unknownunknownunknownunknownunknown0',
    'garbage header': () => `Bearer ${'x'.repeat(300)}`,
  };

  async function send(request: FuzzRequest): Promise<{ res: LightMyRequestResponse; ms: number }> {
    const auth = authorization[request.auth]();
    const options = {
      method: request.method,
      url: request.url,
      payload: request.payload,
      headers: { ...request.headers, ...(auth ? { authorization: auth } : {}) },
      // A new address each time, so the per-IP limits let requests reach the code behind them.
      remoteAddress: anyIp(),
    } as InjectOptions;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms: ${request.method} ${request.url.slice(0, 200)}`)), HANG_MS);
    });
    try {
      const res = await Promise.race([s.app.inject(options), hang]);
      return { res, ms: Math.round(performance.now() - started) };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A valid call for the route, as the authorization matrix makes it, and whom to send it
   * as: a fresh caller each time, so a mutation that deletes an account or fills one's
   * upload space does not stop the next route.
   */
  async function seed(access: RouteAccess): Promise<{ call: Call; caller: SignedUp | null }> {
    const ctx: MatrixContext = { app: s.app, db: s.t.db, newUser: (tag) => signUp(s.app, s.t.db, tag), newAdmin: (tag) => signUpAdmin(s.app, s.t.db, tag) };
    switch (access.kind) {
      case 'public':
        return { call: await access.call(ctx), caller: null };
      case 'guest-or-user':
        return { call: await access.call(ctx), caller: await ctx.newUser('fuzz-seed') };
      case 'own-account': {
        const caller = await ctx.newUser('fuzz-seed');
        return { call: await access.call(ctx, caller), caller };
      }
      case 'admin-only': {
        const admin = await ctx.newAdmin('fuzz-seed-admin');
        return { call: await access.call(ctx, await access.create(ctx)), caller: admin };
      }
      default: {
        const owned = access as OwnedResourceRoute;
        const owner = owned.newOwner ? await owned.newOwner(ctx) : await ctx.newUser('fuzz-seed');
        return { call: await owned.call(ctx, await owned.create(ctx, owner)), caller: owner };
      }
    }
  }

  /** Richer bodies than the matrix's: a published plan with dates, daily plans and a gear list reaches every part of the save. */
  async function extraSeeds(): Promise<Array<{ key: string; call: SeedCall; caller: SignedUp }>> {
    const caller = await signUp(s.app, s.t.db, 'fuzz-planner');
    const gearList = {
      list: { title: 'Overnight', categories: [{ title: 'Shelter', items: [{ packed: true, title: 'Tent', notes: 'The light one' }] }] },
      list_type: 'default' as const,
      list_preset_id: null,
      list_custom_id: null,
    };
    const plan = await publishedInput(s.t.db, { gearList });
    return [{ key: 'POST /api/v1/plan (published, with gear)', call: { method: 'POST', url: '/api/v1/plan', payload: JSON.stringify(plan), headers: { 'content-type': 'application/json' } }, caller }];
  }

  async function sendMutated(request: MutatedRequest, caller: SignedUp | null): Promise<LightMyRequestResponse> {
    return s.app.inject({
      method: request.method,
      url: request.url,
      payload: request.payload,
      headers: { ...request.headers, ...(caller ? bearer(caller.token.access_token) : {}) },
      remoteAddress: anyIp(),
    } as InjectOptions);
  }

  it('given each valid call with one value at a time replaced by one that has broken servers, answers no 5xx and says what was wrong', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const seeds: Array<{ key: string; call: SeedCall; caller: SignedUp | null }> = [];
    for (const route of routes) {
      const access = ROUTE_ACCESS[route.key];
      if (access) seeds.push({ key: route.key, ...(await seed(access)) });
    }
    seeds.push(...(await extraSeeds()));
    let sent = 0;
    for (const { key, call, caller } of seeds) {
      for (const request of leafMutations(call)) {
        const res = await sendMutated(request, caller);
        sent++;
        figures.byStatus.set(res.statusCode, (figures.byStatus.get(res.statusCode) ?? 0) + 1);
        const where = `${key}: ${request.mutation}`;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} for ${where}`);
        else if (res.statusCode >= 400 && typeof res.json<{ error?: unknown }>().error !== 'string') failures.push(`a ${res.statusCode} without an error text for ${where}`);
      }
    }
    figures.requests += sent;
    figures.failures += failures.length;
    expect(failures).toEqual([]);
    // The mutations reach into nested bodies: a published plan alone gives hundreds.
    expect(sent).toBeGreaterThan(1000);
  });

  it('lists the routes it fuzzes from the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(24);
  });

  // One test per route, so a failure names it; the list is read from the document at run time.
  it('answers every hostile request to every route without a 5xx or a hang, and says what was wrong', { timeout: 600_000 }, async () => {
    for (const route of routes) {
      figures.routes++;
      await fc.assert(
        fc.asyncProperty(hostileRequests(route), async (request) => {
          const { res, ms } = await send(request);
          figures.requests++;
          figures.slowestMs = Math.max(figures.slowestMs, ms);
          figures.byStatus.set(res.statusCode, (figures.byStatus.get(res.statusCode) ?? 0) + 1);
          // A successful account deletion ends the walker's session: carry on with a new walker.
          if (request.auth === 'valid token' && route.key === 'DELETE /api/v1/user' && res.statusCode === 200) {
            walker = await signUp(s.app, s.t.db, 'fuzz');
          }
          const where = `${route.key} ← ${request.auth}, ${request.body} body: ${request.method} ${request.url.slice(0, 120)}`;
          if (res.statusCode >= 500) {
            figures.failures++;
            throw new Error(`${res.statusCode} ${res.body.slice(0, 200)} for ${where}`);
          }
          if (res.statusCode >= 400) {
            const body = res.json<{ error?: unknown }>();
            if (typeof body.error !== 'string' || body.error === '') {
              figures.failures++;
              throw new Error(`a ${res.statusCode} without an error text for ${where}`);
            }
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
  });
});
