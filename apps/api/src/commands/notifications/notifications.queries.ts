import type { Queryable } from '../../db/database.ts';

/** Marks the user's own notifications read: these ids (others' are ignored), or all. */
export async function markRead(db: Queryable, userId: number, ids: readonly number[] | null, now: Date): Promise<void> {
  if (ids === null) {
    await db.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [userId, now]);
    return;
  }
  await db.query('UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL', [userId, [...ids], now]);
}
