import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import type { Clock } from '../lib/clock.ts';
import { sha256 } from './tokens.ts';

/** Who is calling: the user and the login (token family) the bearer token belongs to. */
export interface Session {
  userId: number;
  familyId: number;
}

export const LOGIN_REQUIRED = 'Please log in to continue.';
export const SESSION_INVALID = 'Your session is not valid. Please log in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

// RFC 6750 §3: a 401 names the scheme, and says when the token itself was the problem.
const noSession = (message: string) => new HttpError(401, message, { headers: { 'www-authenticate': 'Bearer realm="api"' } });
const badToken = (message: string) =>
  new HttpError(401, message, { headers: { 'www-authenticate': 'Bearer realm="api", error="invalid_token"' } });

/**
 * The session already resolved for a request, by its Authorization header: the
 * authentication-first hook resolves it before validation, and the handler asks again.
 * Weak, so it goes with the request.
 */
const resolved = new WeakMap<FastifyRequest, { header: string | undefined; session: Promise<Session | null> }>();

/**
 * Resolves `Authorization: Bearer <token>` to a session. Missing, unknown, expired or
 * revoked tokens are 401 `{ error }`, which the client answers by going to sign-in.
 */
export class Authenticator {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /** The session, or null when no Authorization header was sent. A bad token is still a 401. */
  optional(request: FastifyRequest): Promise<Session | null> {
    const header = request.headers.authorization;
    const known = resolved.get(request);
    if (known && known.header === header) return known.session;
    const session = this.resolve(header);
    resolved.set(request, { header, session });
    return session;
  }

  private async resolve(header: string | undefined): Promise<Session | null> {
    if (header === undefined || header.trim() === '') return null;
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
    if (!match?.[1]) throw badToken(SESSION_INVALID);
    const [row] = await this.db.query<{ user_id: number; family_id: number; expires_at: Date }>(
      `SELECT a.user_id, a.family_id, a.expires_at
       FROM access_tokens a JOIN token_families f ON f.id = a.family_id
       WHERE a.token_hash = $1 AND f.revoked_at IS NULL`,
      [sha256(match[1])],
    );
    if (!row) throw badToken(SESSION_INVALID);
    if (row.expires_at.getTime() <= this.clock.now().getTime()) throw badToken(SESSION_EXPIRED);
    return { userId: row.user_id, familyId: row.family_id };
  }

  async required(request: FastifyRequest): Promise<Session> {
    const session = await this.optional(request);
    if (!session) throw noSession(LOGIN_REQUIRED);
    return session;
  }
}
