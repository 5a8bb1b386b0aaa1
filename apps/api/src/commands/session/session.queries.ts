/** The SQL of the session commands (log in, refresh, revoke). Tokens are stored as digests. */
import type { Queryable } from '../../db/database.ts';

export type Credentials = { id: number; email: string; password_hash: string };

export async function findCredentialsByEmail(db: Queryable, email: string): Promise<Credentials | null> {
  const [row] = await db.query<Credentials>('SELECT id, email, password_hash FROM users WHERE email = $1', [email]);
  return row ?? null;
}

export async function upgradePasswordHash(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export type RefreshTokenRow = {
  family_id: number;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  /** The refresh token issued in exchange for this one, and that pair sealed for a retry. */
  successor_hash: string | null;
  retry_sealed: string | null;
  client_id: string;
  revoked_at: Date | null;
};

/** A refresh token with its family, both locked: one exchange at a time. */
export async function lockRefreshToken(tx: Queryable, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await tx.query<RefreshTokenRow>(
    `SELECT r.family_id, r.user_id, r.expires_at, r.used_at, r.successor_hash, r.retry_sealed, f.client_id, f.revoked_at
     FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id
     WHERE r.token_hash = $1
     FOR UPDATE OF r, f`,
    [tokenHash],
  );
  return row ?? null;
}

/** Spends a refresh token, recording what it was exchanged for (sealed for an honest retry). */
export async function markRefreshTokenUsed(tx: Queryable, tokenHash: string, exchange: { now: Date; successorHash: string; retrySealed: string | null }): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET used_at = $2, successor_hash = $3, retry_sealed = $4 WHERE token_hash = $1', [
    tokenHash,
    exchange.now,
    exchange.successorHash,
    exchange.retrySealed,
  ]);
}

/** Whether a refresh token exists and has not been exchanged yet. */
export async function isRefreshTokenUnused(tx: Queryable, tokenHash: string): Promise<boolean> {
  const [row] = await tx.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NULL', [tokenHash]);
  return row !== undefined;
}

/** Once a successor is exchanged in turn, its predecessor's sealed pair can never be needed. */
export async function forgetRetryOf(tx: Queryable, successorHash: string): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET retry_sealed = NULL WHERE successor_hash = $1 AND retry_sealed IS NOT NULL', [successorHash]);
}

export type TokenFamilyRef = { family_id: number; client_id: string };

/** The login a refresh or access token belongs to (revoked or not). */
export async function findFamilyOfToken(db: Queryable, tokenHash: string, kind: 'refresh' | 'access'): Promise<TokenFamilyRef | null> {
  const table = kind === 'refresh' ? 'refresh_tokens' : 'access_tokens';
  const [row] = await db.query<TokenFamilyRef>(
    `SELECT t.family_id, f.client_id FROM ${table} t JOIN token_families f ON f.id = t.family_id WHERE t.token_hash = $1`,
    [tokenHash],
  );
  return row ?? null;
}

export async function revokeFamily(tx: Queryable, familyId: number, now: Date, reason: string): Promise<void> {
  await tx.query('UPDATE token_families SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [familyId, now, reason]);
}
