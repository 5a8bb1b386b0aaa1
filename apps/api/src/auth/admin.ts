import type { FastifyRequest } from 'fastify';
import { ADMIN_ONLY } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import type { Authenticator, Session } from './authenticate.ts';

/** Whether the user is an administrator now (read on every call: a revoked role takes effect at once). */
export async function isAdmin(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1', [userId]);
  return row?.is_admin ?? false;
}

/**
 * The session of an administrator: 401 without a valid session, 403 for anyone else.
 * Every admin route starts with it; the authorization matrix calls each admin route as
 * an ordinary user and fails it unless it answers 403 and changes nothing.
 */
export async function requireAdmin(auth: Authenticator, db: Queryable, request: FastifyRequest): Promise<Session> {
  const session = await auth.required(request);
  if (!(await isAdmin(db, session.userId))) throw new HttpError(403, ADMIN_ONLY);
  return session;
}
