/**
 * Who is calling is decided before anything about the request is checked: a route that
 * declares a bearer token in its schema (`security`, as the OpenAPI document shows it)
 * answers a guest 401 whatever the body, query or content type, and a route that takes
 * one optionally answers a bad token 401 the same way. Validation ran first before, so
 * a guest with a bad body learnt 400 or 415 (issue 29, finding 7a): the route said
 * what it would accept to someone it would never serve.
 *
 * An onRequest hook, so it runs before the body is read or its type is judged (the
 * input edge's 415 is a preParsing hook) and before validation. The session it resolves
 * is kept for the request (Authenticator), so the handler's own `auth.required` does
 * not ask the database again.
 */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from './authenticate.ts';

export type DeclaredAuth = 'none' | 'optional' | 'required';

/** What a route's schema `security` says: none, `[{}, { bearerAuth }]` (optional) or `[{ bearerAuth }]`. */
export function declaredAuth(schema: unknown): DeclaredAuth {
  const security = (schema as { security?: ReadonlyArray<Record<string, unknown>> } | undefined)?.security;
  if (!security || security.length === 0) return 'none';
  return security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'required';
}

/** Installs the hook at the root, before any route plugin is registered (hooks are copied into plugins as they register). */
export function installAuthenticationFirst(app: FastifyInstance, auth: Authenticator): void {
  app.addHook('onRequest', async (request) => {
    const declared = declaredAuth(request.routeOptions.schema);
    if (declared === 'required') await auth.required(request);
    // A guest may call it; a token that is sent must be good.
    else if (declared === 'optional') await auth.optional(request);
  });
}
