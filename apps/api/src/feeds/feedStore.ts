/**
 * The feed copies in the database (feed_snapshots): claiming a due poll across
 * replicas, keeping a good copy, recording a failure without losing the copy, and
 * reading the copies the routes answer from.
 */
import type { AlertFeed } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import { addSeconds } from '../lib/clock.ts';
import type { FeedFetcher } from './fetcher.ts';

export type SnapshotRow = {
  feed: AlertFeed;
  source: FeedFetcher['kind'] | null;
  body: unknown;
  fetched_at: Date | null;
  etag: string | null;
  last_modified: string | null;
  checked_at: Date | null;
  last_error: string | null;
  failures: number;
};

const COLUMNS = 'feed, source, body, fetched_at, etag, last_modified, checked_at, last_error, failures';

/** A poll is held this long; a replica that dies mid-poll loses it then. */
const CLAIM_SECONDS = 120;

/** Claims the feed's poll if it is due and nobody holds it; null otherwise. */
export async function claimDuePoll(db: Queryable, feed: AlertFeed, now: Date, force = false): Promise<SnapshotRow | null> {
  await db.query('INSERT INTO feed_snapshots (feed) VALUES ($1) ON CONFLICT (feed) DO NOTHING', [feed]);
  const [row] = await db.query<SnapshotRow>(
    `UPDATE feed_snapshots SET locked_until = $2
     WHERE feed = $1 AND ($4 OR next_poll_at <= $3) AND (locked_until IS NULL OR locked_until <= $3)
     RETURNING ${COLUMNS}`,
    [feed, addSeconds(now, CLAIM_SECONDS), now, force],
  );
  return row ?? null;
}

export async function saveFetched(
  db: Queryable,
  feed: AlertFeed,
  copy: { source: FeedFetcher['kind']; body: unknown; etag: string | null; lastModified: string | null },
  now: Date,
  nextPollAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE feed_snapshots SET source = $2, body = $3, fetched_at = $4, etag = $5, last_modified = $6, checked_at = $4,
       last_error = NULL, failures = 0, next_poll_at = $7, locked_until = NULL
     WHERE feed = $1`,
    [feed, copy.source, JSON.stringify(copy.body), now, copy.etag, copy.lastModified, nextPollAt],
  );
}

/** 304: the copy held is still the provider's current one. */
export async function saveConfirmed(db: Queryable, feed: AlertFeed, now: Date, nextPollAt: Date): Promise<void> {
  await db.query(
    `UPDATE feed_snapshots SET fetched_at = $2, checked_at = $2, last_error = NULL, failures = 0, next_poll_at = $3, locked_until = NULL WHERE feed = $1`,
    [feed, now, nextPollAt],
  );
}

/** The copy stays; the failure is recorded and the next attempt waits. */
export async function saveFailure(db: Queryable, feed: AlertFeed, error: string, now: Date, nextPollAt: Date): Promise<void> {
  await db.query(
    `UPDATE feed_snapshots SET checked_at = $2, last_error = $3, failures = failures + 1, next_poll_at = $4, locked_until = NULL WHERE feed = $1`,
    [feed, now, error.slice(0, 500), nextPollAt],
  );
}

export async function readSnapshots(db: Queryable): Promise<SnapshotRow[]> {
  return db.query<SnapshotRow>(`SELECT ${COLUMNS} FROM feed_snapshots`);
}

export type FeedHealthRow = { feed: AlertFeed; source: FeedFetcher['kind'] | null; has_body: boolean; fetched_at: Date | null; failures: number };

/** What the metrics need of each copy, without its body (a scrape every few seconds should not read megabytes). */
export async function readFeedHealth(db: Queryable): Promise<FeedHealthRow[]> {
  return db.query<FeedHealthRow>('SELECT feed, source, body IS NOT NULL AS has_body, fetched_at, failures FROM feed_snapshots');
}
