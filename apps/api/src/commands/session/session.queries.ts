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
  client_id: string;
  revoked_at: Date | null;
};

/** A refresh token with its family, both locked: one exchange at a time. */
export async function lockRefreshToken(tx: Queryable, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await tx.query<RefreshTokenRow>(
    `SELECT r.family_id, r.user_id, r.expires_at, r.used_at, f.client_id, f.revoked_at
     FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id
     WHERE r.token_hash = $1
     FOR UPDATE OF r, f`,
    [tokenHash],
  );
  return row ?? null;
}

export async function markRefreshTokenUsed(tx: Queryable, tokenHash: string, now: Date): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [tokenHash, now]);
}

export async function revokeFamily(tx: Queryable, familyId: number, now: Date, reason: string): Promise<void> {
  await tx.query('UPDATE token_families SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [familyId, now, reason]);
}
