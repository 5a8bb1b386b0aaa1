import type { Queryable } from '../db/database.ts';
import { addSeconds } from '../lib/clock.ts';

const DAY = 24 * 3600;

/**
 * Deletes rows that can no longer matter: ended rate-limit windows, expired tokens,
 * long-expired codes and reset links, and sent emails after a month. Used refresh tokens
 * are kept until they expire, because reuse detection needs them.
 */
export async function pruneExpired(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE expires_at < $1', [now]);
  // Failures fade after a day (the throttle resets such a row on its next failure anyway).
  await db.query('DELETE FROM login_failures WHERE last_failure_at < $1 AND (locked_until IS NULL OR locked_until < $2)', [
    addSeconds(now, -DAY),
    now,
  ]);
  await db.query('DELETE FROM login_known_ips WHERE last_seen_at < $1', [addSeconds(now, -180 * DAY)]);
  await db.query('DELETE FROM access_tokens WHERE expires_at < $1', [now]);
  await db.query('DELETE FROM refresh_tokens WHERE expires_at < $1', [now]);
  // A family with no refresh token left can never be used again.
  await db.query(
    `DELETE FROM token_families f WHERE f.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = f.id)`,
    [addSeconds(now, -DAY)],
  );
  // Kept a week past expiry so an expired code is answered as expired, not unknown.
  await db.query('DELETE FROM activation_codes WHERE expires_at < $1', [addSeconds(now, -7 * DAY)]);
  await db.query('DELETE FROM password_resets WHERE expires_at < $1', [addSeconds(now, -7 * DAY)]);
  await db.query('DELETE FROM email_outbox WHERE sent_at < $1', [addSeconds(now, -30 * DAY)]);
}
