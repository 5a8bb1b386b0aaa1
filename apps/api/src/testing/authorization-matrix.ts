/**
 * The authorization matrix: every route of the OpenAPI document, called as a guest, with
 * a bad token, as the owner and as another user, against what ROUTE_ACCESS says. Answers
 * findings (one line each) rather than failing at the first, so a test can also show that
 * a deliberately unguarded route is caught.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import type { SignedUp } from './accounts.ts';
import type { AdminOnlyRoute, Call, GuestOrUserRoute, MatrixContext, OwnAccountRoute, OwnedResourceRoute, PublicRoute, RouteAccess } from './route-access.ts';
import { accountSnapshot } from './route-access.ts';

export type DeclaredSecurity = 'public' | 'optional' | 'required';

export interface DocumentedRoute {
  /** 'GET /api/v1/files/{id}' */
  key: string;
  method: string;
  /** OpenAPI path, with {params}. */
  path: string;
  security: DeclaredSecurity;
  operation: OpenApiOperation;
}

export interface OpenApiOperation {
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** `security` as the document declares it: none, `[{}, { bearerAuth }]` (optional) or `[{ bearerAuth }]`. */
export function declaredSecurity(operation: OpenApiOperation): DeclaredSecurity {
  const requirements = operation.security ?? [];
  if (requirements.length === 0) return 'public';
  return requirements.some((r) => Object.keys(r).length === 0) ? 'optional' : 'required';
}

/** Every operation of the app's OpenAPI document, as the matrix and the fuzz test walk them. */
export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      security: declaredSecurity(operation),
      operation,
    })),
  );
}

const EXPECTED_SECURITY: Record<RouteAccess['kind'], (access: RouteAccess) => DeclaredSecurity> = {
  public: () => 'public',
  'guest-or-user': () => 'optional',
  'own-account': () => 'required',
  'owned-resource': (access) => (access as OwnedResourceRoute).security,
  'admin-only': () => 'required',
};

/** A well-formed bearer token that belongs to no session. */
const UNKNOWN_TOKEN = 'Bearer unknownunknownunknownunknownunknown0';

type Caller = { as: 'guest' } | { as: 'bad token' } | { as: 'not bearer' } | { as: 'user'; user: SignedUp };

function send(app: FastifyInstance, call: Call, caller: Caller): Promise<LightMyRequestResponse> {
  const authorization =
    caller.as === 'user' ? `Bearer ${caller.user.token.access_token}` : caller.as === 'bad token' ? UNKNOWN_TOKEN : caller.as === 'not bearer' ? 'Basic dXNlcjpwYXNz' : undefined;
  const options: InjectOptions = { ...call, headers: { ...call.headers, ...(authorization ? { authorization } : {}) } } as InjectOptions;
  return app.inject(options);
}

/**
 * The call made invalid in ways a route refuses before its handler: a query whose text
 * the guard refuses, a body that is not JSON, and a content type no route takes. Who is
 * calling is decided first, so a guest or a bad token still gets 401 (issue 29, finding 7a).
 */
export function badInputCalls(call: Call): Array<{ what: string; call: Call }> {
  const query = `${call.url}${call.url.includes('?') ? '&' : '?'}page=%00&to=%00&from=%00&bbox=%00&type=%00&key=%00`;
  const calls = [{ what: 'a query the guard refuses', call: { ...call, url: query } }];
  if (call.method === 'GET' || call.method === 'HEAD') return calls;
  return [
    ...calls,
    { what: 'a body that is not JSON', call: { ...call, payload: '{"unterminated', headers: { ...call.headers, 'content-type': 'application/json' } } },
    { what: 'a content type no route takes', call: { ...call, payload: 'plain words', headers: { ...call.headers, 'content-type': 'text/plain' } } },
  ];
}

/** 401 for `caller` with each bad input of the call; answers the findings. */
async function unauthorizedBeforeValidation(ctx: MatrixContext, key: string, call: Call, caller: Caller): Promise<string[]> {
  const findings: string[] = [];
  for (const bad of badInputCalls(call)) {
    const res = await send(ctx.app, bad.call, caller);
    if (res.statusCode !== 401) findings.push(`${key}: ${caller.as} with ${bad.what} should get 401 before the input is judged, got ${brief(res)}`);
  }
  return findings;
}

const is2xx = (status: number) => status >= 200 && status < 300;
function brief(res: LightMyRequestResponse): string {
  const type = String(res.headers['content-type'] ?? '');
  const body = /json|text/.test(type) ? res.body.slice(0, 120) : `<${type || 'no type'}, ${res.rawPayload.length} bytes>`;
  return `${res.statusCode} ${body}`;
}

async function checkPublic(ctx: MatrixContext, key: string, access: PublicRoute): Promise<string[]> {
  const res = await send(ctx.app, await access.call(ctx), { as: 'guest' });
  return is2xx(res.statusCode) ? [] : [`${key}: a guest's valid call should succeed, got ${brief(res)}`];
}

async function checkGuestOrUser(ctx: MatrixContext, key: string, access: GuestOrUserRoute): Promise<string[]> {
  const findings: string[] = [];
  const guest = await send(ctx.app, await access.call(ctx), { as: 'guest' });
  if (!is2xx(guest.statusCode)) findings.push(`${key}: a guest's valid call should succeed, got ${brief(guest)}`);
  const bad = await send(ctx.app, await access.call(ctx), { as: 'bad token' });
  if (bad.statusCode !== 401) findings.push(`${key}: a bad token should get 401, got ${brief(bad)}`);
  findings.push(...(await unauthorizedBeforeValidation(ctx, key, await access.call(ctx), { as: 'bad token' })));
  const user = await ctx.newUser('matrix-guest-or-user');
  const byUser = await send(ctx.app, await access.call(ctx), { as: 'user', user });
  if (!is2xx(byUser.statusCode)) findings.push(`${key}: a user's valid call should succeed, got ${brief(byUser)}`);
  return findings;
}

async function checkOwnAccount(ctx: MatrixContext, key: string, access: OwnAccountRoute): Promise<string[]> {
  const findings: string[] = [];
  const owner = await ctx.newUser('matrix-owner');
  const other = await ctx.newUser('matrix-other');
  for (const caller of [{ as: 'guest' }, { as: 'bad token' }, { as: 'not bearer' }] as const) {
    const res = await send(ctx.app, await access.call(ctx, owner), caller);
    if (res.statusCode !== 401) findings.push(`${key}: ${caller.as} should get 401, got ${brief(res)}`);
    findings.push(...(await unauthorizedBeforeValidation(ctx, key, await access.call(ctx, owner), caller)));
  }
  const before = await accountSnapshot(ctx, owner);
  const byOther = await send(ctx.app, await access.call(ctx, other), { as: 'user', user: other });
  if (!is2xx(byOther.statusCode)) findings.push(`${key}: a user's valid call on their own account should succeed, got ${brief(byOther)}`);
  if (byOther.body.includes(owner.email)) findings.push(`${key}: another user's answer shows the owner's email`);
  if (!isDeepStrictEqual(await accountSnapshot(ctx, owner), before)) findings.push(`${key}: another user's call changed the owner's account`);
  const byOwner = await send(ctx.app, await access.call(ctx, owner), { as: 'user', user: owner });
  if (!is2xx(byOwner.statusCode)) findings.push(`${key}: the owner's valid call should succeed, got ${brief(byOwner)}`);
  return findings;
}

async function checkOwnedResource(ctx: MatrixContext, key: string, access: OwnedResourceRoute): Promise<string[]> {
  const findings: string[] = [];
  const newOwner = () => (access.newOwner ? access.newOwner(ctx) : ctx.newUser('matrix-owner'));
  const owner = await newOwner();
  const other = await ctx.newUser('matrix-other');
  const resource = await access.create(ctx, owner);
  const before = await access.snapshot(ctx, owner, resource);
  const unchanged = async (who: string) => {
    if (!isDeepStrictEqual(await access.snapshot(ctx, owner, resource), before)) findings.push(`${key}: ${who}'s call changed the owner's resource`);
  };

  if (!access.guestMaySucceed) {
    const res = await send(ctx.app, await access.call(ctx, resource), { as: 'guest' });
    const refused = access.security === 'required' ? [401] : [401, 403, 404];
    if (!refused.includes(res.statusCode)) findings.push(`${key}: a guest should get ${refused.join(' or ')}, got ${brief(res)}`);
    if (access.security === 'required') findings.push(...(await unauthorizedBeforeValidation(ctx, key, await access.call(ctx, resource), { as: 'guest' })));
    await unchanged('a guest');
  }
  const bad = await send(ctx.app, await access.call(ctx, resource), { as: 'bad token' });
  if (bad.statusCode !== 401) findings.push(`${key}: a bad token should get 401, got ${brief(bad)}`);
  findings.push(...(await unauthorizedBeforeValidation(ctx, key, await access.call(ctx, resource), { as: 'bad token' })));
  const byOther = await send(ctx.app, await access.call(ctx, resource), { as: 'user', user: other });
  if (is2xx(byOther.statusCode) || byOther.statusCode >= 500) findings.push(`${key}: another user should be refused (404 or 403), got ${brief(byOther)}`);
  await unchanged('another user');
  // An administrator is another user too, unless the route lets them in.
  const admin = await ctx.newAdmin('matrix-admin');
  const byAdmin = await send(ctx.app, await access.call(ctx, resource), { as: 'user', user: admin });
  if (access.adminMay) {
    if (!is2xx(byAdmin.statusCode)) findings.push(`${key}: an administrator should succeed, got ${brief(byAdmin)}`);
  } else {
    if (is2xx(byAdmin.statusCode) || byAdmin.statusCode >= 500) findings.push(`${key}: an administrator who is not the owner should be refused (404 or 403), got ${brief(byAdmin)}`);
    await unchanged('an administrator');
  }
  const byOwner = await send(ctx.app, await access.call(ctx, resource), { as: 'user', user: owner });
  if (!is2xx(byOwner.statusCode)) findings.push(`${key}: the owner should succeed, got ${brief(byOwner)}`);

  if (access.guestMaySucceed) {
    const second = await newOwner();
    const res = await send(ctx.app, await access.call(ctx, await access.create(ctx, second)), { as: 'guest' });
    if (!is2xx(res.statusCode)) findings.push(`${key}: a guest holding the resource's secret should succeed, got ${brief(res)}`);
  }
  return findings;
}

async function checkAdminOnly(ctx: MatrixContext, key: string, access: AdminOnlyRoute): Promise<string[]> {
  const findings: string[] = [];
  const resource = await access.create(ctx);
  const before = await access.snapshot(ctx, resource);
  const unchanged = async (who: string) => {
    if (!isDeepStrictEqual(await access.snapshot(ctx, resource), before)) findings.push(`${key}: ${who}'s call changed what only an administrator may change`);
  };
  for (const caller of [{ as: 'guest' }, { as: 'bad token' }, { as: 'not bearer' }] as const) {
    const res = await send(ctx.app, await access.call(ctx, resource), caller);
    if (res.statusCode !== 401) findings.push(`${key}: ${caller.as} should get 401, got ${brief(res)}`);
    findings.push(...(await unauthorizedBeforeValidation(ctx, key, await access.call(ctx, resource), caller)));
    await unchanged(`a ${caller.as}`);
  }
  const user = await ctx.newUser('matrix-not-admin');
  const byUser = await send(ctx.app, await access.call(ctx, resource), { as: 'user', user });
  if (byUser.statusCode !== 403) findings.push(`${key}: a user who is not an administrator should get 403, got ${brief(byUser)}`);
  await unchanged('a user who is not an administrator');
  const admin = await ctx.newAdmin('matrix-admin');
  const byAdmin = await send(ctx.app, await access.call(ctx, resource), { as: 'user', user: admin });
  if (!is2xx(byAdmin.statusCode)) findings.push(`${key}: an administrator should succeed, got ${brief(byAdmin)}`);
  return findings;
}

/** Every route of the document against the table; an empty list means the matrix holds. */
export async function checkAuthorization(ctx: MatrixContext, table: Record<string, RouteAccess>): Promise<string[]> {
  const routes = documentedRoutes(ctx.app);
  const findings: string[] = [];
  const documented = new Set(routes.map((r) => r.key));
  for (const key of Object.keys(table)) {
    if (!documented.has(key)) findings.push(`${key}: in ROUTE_ACCESS but not in the OpenAPI document`);
  }
  for (const route of routes) {
    const access = table[route.key];
    if (!access) {
      findings.push(`${route.key}: not classified: add it to ROUTE_ACCESS (testing/route-access.ts) as public, guest-or-user, own-account, owned-resource or admin-only`);
      continue;
    }
    const expected = EXPECTED_SECURITY[access.kind](access);
    if (route.security !== expected) {
      findings.push(`${route.key}: the OpenAPI document declares ${route.security} security, but it is ${access.kind} (expected ${expected})`);
    }
    try {
      if (access.kind === 'public') findings.push(...(await checkPublic(ctx, route.key, access)));
      else if (access.kind === 'guest-or-user') findings.push(...(await checkGuestOrUser(ctx, route.key, access)));
      else if (access.kind === 'own-account') findings.push(...(await checkOwnAccount(ctx, route.key, access)));
      else if (access.kind === 'admin-only') findings.push(...(await checkAdminOnly(ctx, route.key, access as AdminOnlyRoute)));
      else findings.push(...(await checkOwnedResource(ctx, route.key, access as OwnedResourceRoute)));
    } catch (error) {
      findings.push(`${route.key}: the check could not run: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return findings;
}
