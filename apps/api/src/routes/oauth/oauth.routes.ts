import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  AccessToken,
  ErrorResponse,
  GRANT_TYPES,
  OAuthTokenForm,
  RevokeTokenForm,
  SuccessResponse,
  TOKEN_TYPE_HINTS,
  apiPaths,
  normaliseEmail,
  type OAuthClientCredentials,
  type TokenTypeHint,
} from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { sha256 } from '../../auth/tokens.ts';
import { INVALID_CREDENTIALS, logIn } from '../../commands/session/logIn.ts';
import { refreshSession } from '../../commands/session/refreshSession.ts';
import { revokeToken } from '../../commands/session/revokeToken.ts';
import type { AccountSettings } from '../../config/accounts-env.ts';
import { HttpError, badRequest } from '../../http/http-error.ts';

export const INVALID_CLIENT = 'invalid client';

/** Compares secrets in constant time (digests first, so lengths may differ). */
const sameSecret = (a: string, b: string) => timingSafeEqual(Buffer.from(sha256(a), 'hex'), Buffer.from(sha256(b), 'hex'));

/** The calling OAuth client; an unknown id and a wrong secret read the same (401). */
export function authenticateClient(settings: AccountSettings, form: { client_id: string; client_secret: string }): OAuthClientCredentials {
  const found = settings.oauthClients.find((c) => c.id === form.client_id);
  if (!found || !sameSecret(found.secret, form.client_secret)) throw new HttpError(401, INVALID_CLIENT);
  return found;
}

export const oauthRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { settings, limiter } = ctx;

  app.post<{ Body: OAuthTokenForm }>(
    apiPaths.oauth,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in (password grant) or refresh a session (refresh_token grant)',
        description: [
          'OAuth 2 token endpoint. Multipart form as the spec sends it; urlencoded (the OAuth standard) and JSON are accepted too.',
          `Bad credentials: 400 '${INVALID_CREDENTIALS}' (the same for an unknown email). Unknown client: 401.`,
          'A refresh token works once: each refresh answers a new pair, and presenting a spent one revokes the whole session (400),',
          'except that the client that rotated it (same OAuth client, address and User-Agent) presenting it again within REFRESH_GRACE_SECONDS (10 s), before using the new refresh token, gets the same new pair (it lost the answer); from anywhere else it is reuse.',
          'Rate-limited per IP and per account (429 with Retry-After).',
        ].join(' '),
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: OAuthTokenForm,
        response: { 200: AccessToken, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const form = request.body;
      if (!(GRANT_TYPES as readonly string[]).includes(form.grant_type)) {
        throw badRequest(`Field 'grant_type' must be one of ${GRANT_TYPES.map((g) => `'${g}'`).join(', ')}`);
      }
      const { id: clientId } = authenticateClient(settings, form);
      // Tokens must never sit in a cache (RFC 6749 §5.1).
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      if (form.grant_type === 'password') {
        if (form.username === undefined || form.password === undefined) {
          throw badRequest("Fields 'username' and 'password' are required for grant_type 'password'");
        }
        await limiter.hit({ bucket: 'login-ip', key: request.ip, max: settings.rateLimits.perIpPerMinute, windowSeconds: 60 });
        return logIn(ctx, { email: normaliseEmail(form.username), password: form.password, clientId, ip: request.ip });
      }
      if (form.refresh_token === undefined || form.refresh_token === '') {
        throw badRequest("Field 'refresh_token' is required for grant_type 'refresh_token'");
      }
      return refreshSession(ctx, { refreshToken: form.refresh_token, clientId, client: { ip: request.ip, userAgent: request.headers['user-agent'] } });
    },
  );

  app.post<{ Body: RevokeTokenForm }>(
    apiPaths.revoke,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log out on the server: revoke a token and the login it belongs to (RFC 7009)',
        description: [
          'Form (multipart or urlencoded) or JSON: `token` (the refresh token, or an access token), optional `token_type_hint`, and the client credentials.',
          "The token's whole login (token family) ends: neither its refresh token nor its access tokens work again.",
          "Always 200 for a known client, whether the token was valid, unknown, already revoked or another client's (RFC 7009 §2.2); 401 for an unknown client.",
        ].join(' '),
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: RevokeTokenForm,
        response: { 200: SuccessResponse, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id: clientId } = authenticateClient(settings, request.body);
      const hint = request.body.token_type_hint;
      // An unknown hint is ignored (RFC 7009 §2.1: it only says where to look first).
      const known = (TOKEN_TYPE_HINTS as readonly string[]).includes(hint ?? '') ? (hint as TokenTypeHint) : undefined;
      await revokeToken(ctx, { token: request.body.token, hint: known, clientId });
      reply.header('cache-control', 'no-store');
      return { success: true as const };
    },
  );
};
