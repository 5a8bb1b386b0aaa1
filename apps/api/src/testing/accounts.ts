/**
 * Helpers for tests of accounts and session: they drive the real routes through
 * app.inject and read what a user would read in their inbox from the outbox table.
 */
import { randomBytes } from 'node:crypto';
import type { AccessToken, User } from '@planmywalk/contracts';
import { DEFAULT_OAUTH_CLIENT } from '@planmywalk/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../db/database.ts';

export const PASSWORD = 'kea-in-the-snow-42';

/**
 * A different loopback-range address per call, so the per-IP limits (counted in the
 * database) do not trip in tests about something else; rate-limit tests pass their own.
 */
export function anyIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `127.${a}.${b}.${(c % 254) + 1}`;
}

let counter = 0;
/** A fresh address; the tag keeps a failing test's rows readable. */
export const newEmail = (tag = 'walker') => `${tag}.${Date.now().toString(36)}${(counter++).toString(36)}@example.org`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function register(app: FastifyInstance, email: string, password = PASSWORD, ip = anyIp()): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/user', payload: { email, password, agreed_to_terms: true }, remoteAddress: ip });
}

export function passwordGrant(app: FastifyInstance, email: string, password = PASSWORD, ip = anyIp()): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth',
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: DEFAULT_OAUTH_CLIENT.id,
      client_secret: DEFAULT_OAUTH_CLIENT.secret,
      scope: '',
      username: email,
      password,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });
}

export function refreshGrant(app: FastifyInstance, refreshToken: string, client = DEFAULT_OAUTH_CLIENT): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth',
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: client.id,
      client_secret: client.secret,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<AccessToken> {
  const res = await passwordGrant(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AccessToken>();
}

export type QueuedEmail = {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
};

/** The emails queued for an address (newest last), sent or not. */
export function emailsTo(db: Queryable, to: string, kind?: string): Promise<QueuedEmail[]> {
  return db.query<QueuedEmail>(
    `SELECT id, kind, to_address, subject, text_body, html_body, attempts, last_error, next_attempt_at, sent_at, failed_at
     FROM email_outbox WHERE to_address = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id`,
    [to, kind ?? null],
  );
}

/** The code of the newest activation email to the address. */
export async function activationCode(db: Queryable, to: string): Promise<string> {
  const mails = await emailsTo(db, to, 'activation');
  const text = mails.at(-1)?.text_body ?? '';
  const code = /activate\?code=([A-Z0-9]{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no activation email to ${to}`);
  return code;
}

/** The recovery token of the newest reset email to the address. */
export async function resetToken(db: Queryable, to: string): Promise<string> {
  const mails = await emailsTo(db, to, 'password-reset');
  const token = /recovery_token=([A-Za-z0-9_%-]+)/.exec(mails.at(-1)?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no reset email to ${to}`);
  return decodeURIComponent(token);
}

export interface SignedUp {
  email: string;
  token: AccessToken;
  user: User;
}

/** The phone every test walker's profile has. */
export const WALKER_PHONE = '021 555 0100';

/** Registers, activates with the emailed code and logs in: a verified user with a session. */
export async function signUp(app: FastifyInstance, db: Queryable, tag = 'walker'): Promise<SignedUp> {
  const email = newEmail(tag);
  const reg = await register(app, email);
  expect(reg.statusCode, reg.body).toBe(201);
  const code = await activationCode(db, email);
  const act = await app.inject({ method: 'POST', url: '/api/v1/activate', payload: { code }, remoteAddress: anyIp() });
  expect(act.statusCode, act.body).toBe(200);
  // A walker's phone, as their profile gives it: publishing a plan needs one (ADR 057).
  await db.query('UPDATE users SET phone = $2 WHERE email = $1', [email, WALKER_PHONE]);
  const token = await login(app, email);
  const me = await app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token.access_token) });
  expect(me.statusCode, me.body).toBe(200);
  return { email, token, user: me.json<User>() };
}

/** The token of the newest email-change link of `kind` to the address (confirm: to the new one; undo: to the old one). */
export async function emailChangeToken(db: Queryable, to: string, kind: 'confirm' | 'undo'): Promise<string> {
  const mails = await emailsTo(db, to, kind === 'confirm' ? 'email-change-confirm' : 'email-change-notice');
  const pattern = kind === 'confirm' ? /confirm-email\?token=([A-Za-z0-9_-]+)/ : /undo-email-change\?token=([A-Za-z0-9_-]+)/;
  const token = pattern.exec(mails.at(-1)?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} link to ${to}`);
  return token;
}
