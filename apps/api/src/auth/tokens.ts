/**
 * Opaque tokens: 32 random bytes (base64url) handed to the client once and stored only as
 * a SHA-256 digest. A digest is enough (no salt, no slow hash): the tokens are random
 * with 256 bits, so nothing can be guessed from the digest, and lookups stay an index hit.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { AccessToken } from '@planmywalk/contracts';
import type { AccountSettings } from '../config/accounts-env.ts';
import type { Queryable } from '../db/database.ts';
import { addSeconds } from '../lib/clock.ts';

export const newSecret = (): string => randomBytes(32).toString('base64url');
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A new login on a device: the family its tokens will belong to. */
export async function startTokenFamily(tx: Queryable, userId: number, clientId: string, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO token_families (user_id, client_id, created_at) VALUES ($1, $2, $3) RETURNING id',
    [userId, clientId, now],
  );
  if (!row) throw new Error('token family was not created');
  return row.id;
}

/** A new access + refresh token pair in a family. */
export async function issueTokens(
  tx: Queryable,
  family: { id: number; userId: number },
  now: Date,
  settings: Pick<AccountSettings, 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>,
): Promise<AccessToken> {
  const access = newSecret();
  const refresh = newSecret();
  await tx.query('INSERT INTO access_tokens (token_hash, family_id, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
    sha256(access),
    family.id,
    family.userId,
    addSeconds(now, settings.accessTokenTtlSeconds),
    now,
  ]);
  await tx.query('INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
    sha256(refresh),
    family.id,
    family.userId,
    addSeconds(now, settings.refreshTokenTtlSeconds),
    now,
  ]);
  return { access_token: access, refresh_token: refresh, expires_in: settings.accessTokenTtlSeconds, token_type: 'Bearer' };
}

/** Ends sessions: every family of the user, or all but the one making the request. */
export async function revokeSessions(tx: Queryable, userId: number, now: Date, reason: string, exceptFamilyId?: number): Promise<void> {
  await tx.query(
    `UPDATE token_families SET revoked_at = $2, revoked_reason = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND ($4::bigint IS NULL OR id <> $4::bigint)`,
    [userId, now, reason, exceptFamilyId ?? null],
  );
}

/** A key only the holder of `secret` (a 256-bit token) can derive. */
const keyFrom = (secret: string) => Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), 'planmywalk sealed by token', 32));

/**
 * Encrypts `plaintext` (AES-256-GCM) under a key derived from `secret`. The database
 * stores only the secret's digest, so what it holds sealed stays unreadable to anyone
 * with a copy of it; whoever presents the secret again can open it.
 */
export function sealWith(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plaintext sealed with `secret`, or null when it was sealed with another or altered. */
export function openWith(secret: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
