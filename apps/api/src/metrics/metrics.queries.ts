import type { Queryable } from '../db/database.ts';

export interface OutboxStates {
  counts: { queued: number; retrying: number; sending: number; sent: number; failed: number };
  oldestUnsentAt: Date | null;
}

/**
 * The outbox by state (email_outbox, migrations 002 and 014): sent and given up are final;
 * an unsent row is sending while a worker's claim holds it (`locked_until` ahead), else
 * retrying after a failed attempt, else queued.
 */
export async function outboxStates(db: Queryable, now: Date = new Date()): Promise<OutboxStates> {
  const [row] = await db.query<OutboxStates['counts'] & { oldest: Date | null }>(
    `SELECT
       count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL AND (locked_until IS NULL OR locked_until <= $1) AND attempts = 0)::int AS queued,
       count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL AND (locked_until IS NULL OR locked_until <= $1) AND attempts > 0)::int AS retrying,
       count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL AND locked_until > $1)::int AS sending,
       count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent,
       count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NOT NULL)::int AS failed,
       min(created_at) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL) AS oldest
     FROM email_outbox`,
    [now],
  );
  const { oldest = null, ...counts } = row ?? { queued: 0, retrying: 0, sending: 0, sent: 0, failed: 0 };
  return { counts, oldestUnsentAt: oldest };
}
