import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AccessToken, ErrorResponse, GRANT_TYPES, OAuthTokenForm, apiPaths, type OAuthClientCredentials } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import { issueTokens, sha256, startTokenFamily } from '../../auth/tokens.ts';
import { HttpError, badRequest } from '../../http/http-error.ts';
import { findCredentialsByEmail } from '../user/user.queries.ts';
import { normaliseEmail } from '../user/user.schema.ts';

export const INVALID_CREDENTIALS = 'invalid email or password';
export const INVALID_CLIENT = 'invalid client';
export const REFRESH_TOKEN_NOT_VALID = 'The refresh token is not valid. Please log in again.';

/** Compares secrets in constant time (digests first, so lengths may differ). */
const sameSecret = (a: string, b: string) => timingSafeEqual(Buffer.from(sha256(a), 'hex'), Buffer.from(sha256(b), 'hex'));

type RefreshOutcome = { kind: 'ok'; token: AccessToken } | { kind: 'invalid' } | { kind: 'reused'; familyId: number; userId: number };

export const oauthRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { db, clock, settings, limiter } = ctx;

  function client(form: OAuthTokenForm): OAuthClientCredentials {
    const found = settings.oauthClients.find((c) => c.id === form.client_id);
    // Unknown id and wrong secret read the same.
    if (!found || !sameSecret(found.secret, form.client_secret)) throw new HttpError(401, INVALID_CLIENT);
    return found;
  }

  async function passwordGrant(request: FastifyRequest, form: OAuthTokenForm, clientId: string): Promise<AccessToken> {
    if (form.username === undefined || form.password === undefined) {
      throw badRequest("Fields 'username' and 'password' are required for grant_type 'password'");
    }
    const limits = settings.rateLimits;
    await limiter.hit({ bucket: 'login-ip', key: request.ip, max: limits.perIpPerMinute, windowSeconds: 60 });
    const email = normaliseEmail(form.username);
    const failures = { bucket: 'login-failure', key: email, max: limits.accountFailures, windowSeconds: limits.accountWindowSeconds };
    // An account under attack waits out the window, even for the right password.
    await limiter.check(failures);
    const user = await findCredentialsByEmail(db, email);
    // An unknown email costs a hash too, so the answer's timing does not tell who is registered.
    const ok = user
      ? await verifyPassword(form.password, user.password_hash)
      : await verifyAgainstDummy(form.password, settings.passwordHashing);
    if (!user || !ok) {
      await limiter.hit(failures);
      throw badRequest(INVALID_CREDENTIALS);
    }
    await limiter.clear(failures);
    // Hashes made with older, cheaper parameters are upgraded while the password is at hand.
    const upgraded = needsRehash(user.password_hash, settings.passwordHashing)
      ? await hashPassword(form.password, settings.passwordHashing)
      : null;
    const now = clock.now();
    // Unverified users log in too: the client sends them on to activation.
    return db.transaction(async (tx) => {
      if (upgraded) await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, upgraded]);
      const familyId = await startTokenFamily(tx, user.id, clientId, now);
      return issueTokens(tx, { id: familyId, userId: user.id }, now, settings);
    });
  }

  async function refreshGrant(request: FastifyRequest, form: OAuthTokenForm, clientId: string): Promise<AccessToken> {
    if (form.refresh_token === undefined || form.refresh_token === '') {
      throw badRequest("Field 'refresh_token' is required for grant_type 'refresh_token'");
    }
    const presented = sha256(form.refresh_token);
    const now = clock.now();
    // The outcome is decided and committed first: revoking a family on reuse must stick
    // even though the answer is an error.
    const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
      const [row] = await tx.query<{
        family_id: number;
        user_id: number;
        expires_at: Date;
        used_at: Date | null;
        client_id: string;
        revoked_at: Date | null;
      }>(
        `SELECT r.family_id, r.user_id, r.expires_at, r.used_at, f.client_id, f.revoked_at
         FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id
         WHERE r.token_hash = $1
         FOR UPDATE OF r, f`,
        [presented],
      );
      if (!row || row.revoked_at !== null || row.client_id !== clientId) return { kind: 'invalid' };
      if (row.used_at !== null) {
        // A spent token came back: it was copied. Whoever holds the newer tokens (the
        // thief or the user) loses them too, and the user logs in again.
        await tx.query("UPDATE token_families SET revoked_at = $2, revoked_reason = 'refresh token reused' WHERE id = $1", [
          row.family_id,
          now,
        ]);
        return { kind: 'reused', familyId: row.family_id, userId: row.user_id };
      }
      if (row.expires_at.getTime() <= now.getTime()) return { kind: 'invalid' };
      await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [presented, now]);
      return { kind: 'ok', token: await issueTokens(tx, { id: row.family_id, userId: row.user_id }, now, settings) };
    });
    if (outcome.kind === 'reused') {
      request.log.warn({ userId: outcome.userId, familyId: outcome.familyId }, 'refresh token reused: session revoked');
    }
    if (outcome.kind !== 'ok') throw badRequest(REFRESH_TOKEN_NOT_VALID);
    return outcome.token;
  }

  app.post<{ Body: OAuthTokenForm }>(
    apiPaths.oauth,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in (password grant) or refresh a session (refresh_token grant)',
        description: [
          'OAuth 2 token endpoint. Multipart form as the spec sends it; urlencoded (the OAuth standard) and JSON are accepted too.',
          `Bad credentials: 400 '${INVALID_CREDENTIALS}' (the same for an unknown email). Unknown client: 401.`,
          'A refresh token works once: each refresh answers a new pair, and presenting a spent one revokes the whole session (400).',
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
      const { id: clientId } = client(form);
      // Tokens must never sit in a cache (RFC 6749 §5.1).
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return form.grant_type === 'password' ? passwordGrant(request, form, clientId) : refreshGrant(request, form, clientId);
    },
  );
};
