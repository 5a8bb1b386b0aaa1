/**
 * The SQL of the daily cap on the people one account's plans email (recipientCap.ts).
 * Each address an account's plan emailed is a row of `rate_limits` (bucket
 * `plan-recipients:{userId}`, key: the address's digest, so no address outlives its
 * 24 hours there) that expires a day after that first email; housekeeping deletes the
 * rows that expired. No new table: the rows are counters of a limit like the others.
 */
import type { Queryable } from '../../db/database.ts';

const bucketOf = (userId: number) => `plan-recipients:${userId}`;

/** A lock class for pg_advisory_xact_lock: the user's publishes are counted one at a time. */
const RECIPIENTS_LOCK = 29_007;

/**
 * Holds the user's count until the transaction ends, so two publishes at once cannot
 * both squeeze under the cap. An advisory lock rather than the user's row: the save
 * has already locked its plan, and other writes lock the user before its plans.
 */
export async function lockRecipientsOf(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [RECIPIENTS_LOCK, userId]);
}

/** The addresses (digests) the user's plans emailed in the last 24 hours, and when each one's day ends. */
export async function recentRecipients(tx: Queryable, userId: number, now: Date): Promise<Map<string, Date>> {
  const rows = await tx.query<{ key: string; expires_at: Date }>(
    'SELECT key, max(expires_at) AS expires_at FROM rate_limits WHERE bucket = $1 AND expires_at > $2 GROUP BY key',
    [bucketOf(userId), now],
  );
  return new Map(rows.map((row) => [row.key, row.expires_at]));
}

export async function recordRecipients(tx: Queryable, userId: number, keys: readonly string[], now: Date, expiresAt: Date): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    `INSERT INTO rate_limits (bucket, key, window_start, hits, expires_at)
     SELECT $1, key, $3, 1, $4 FROM unnest($2::text[]) AS key
     ON CONFLICT (bucket, key, window_start) DO NOTHING`,
    [bucketOf(userId), [...keys], now, expiresAt],
  );
}
