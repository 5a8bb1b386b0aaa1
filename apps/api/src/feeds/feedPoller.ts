/**
 * Polls the alert feeds on their schedules, from the background worker of any number of
 * API processes: each poll is claimed in the database, so one runs at a time. A failed
 * poll keeps the last good copy and tries again after a growing wait (never sooner than
 * the feed's interval), so a provider that is down is not hammered.
 */
import type { AlertFeed } from '@planmywalk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { addSeconds, type Clock } from '../lib/clock.ts';
import { claimDuePoll, saveConfirmed, saveFailure, saveFetched } from './feedStore.ts';
import type { FeedFetcher } from './fetcher.ts';
import type { FeedBodies, PolledFeed } from './polledFeeds.ts';

/** The longest wait between attempts while a provider keeps failing. */
const MAX_BACKOFF_SECONDS = 6 * 3600;

export interface PollReport {
  feed: AlertFeed;
  outcome: 'fetched' | 'not-modified' | 'failed' | 'skipped';
  error?: string;
}

export class FeedPoller {
  constructor(
    private readonly db: Database,
    private readonly fetcher: FeedFetcher,
    private readonly feeds: ReadonlyArray<PolledFeed>,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  /** Polls every enabled feed that is due; `force` polls them now whatever the schedule. */
  async pollDue(force = false): Promise<PollReport[]> {
    const reports: PollReport[] = [];
    for (const feed of this.feeds) reports.push(feed.enabled ? await this.pollOne(feed, force) : { feed: feed.name, outcome: 'skipped' });
    return reports;
  }

  private async pollOne(feed: PolledFeed, force: boolean): Promise<PollReport> {
    const claimed = await claimDuePoll(this.db, feed.name, this.clock.now(), force);
    if (!claimed) return { feed: feed.name, outcome: 'skipped' };
    // A copy from the other kind of fetcher (sample vs real) is not ours to update.
    const held = claimed.source === this.fetcher.kind ? claimed : null;
    try {
      const result = await feed.poll(this.fetcher, {
        body: (held?.body ?? null) as FeedBodies[typeof feed.name] | null,
        etag: held?.etag ?? null,
        lastModified: held?.last_modified ?? null,
      });
      const now = this.clock.now();
      const next = addSeconds(now, feed.intervalSeconds);
      if (result.status === 'not-modified') {
        await saveConfirmed(this.db, feed.name, now, next);
        return { feed: feed.name, outcome: 'not-modified' };
      }
      await saveFetched(this.db, feed.name, { source: this.fetcher.kind, body: result.body, etag: result.etag, lastModified: result.lastModified }, now, next);
      this.log.info({ feed: feed.name, source: this.fetcher.kind }, 'feed fetched');
      return { feed: feed.name, outcome: 'fetched' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = this.clock.now();
      const wait = Math.min(MAX_BACKOFF_SECONDS, feed.intervalSeconds * 2 ** Math.min(claimed.failures, 6));
      await saveFailure(this.db, feed.name, message, now, addSeconds(now, Math.max(wait, feed.intervalSeconds)));
      this.log.warn({ feed: feed.name, err: message, failures: claimed.failures + 1 }, 'feed poll failed; the copy held, if any, is kept and answered as stale');
      return { feed: feed.name, outcome: 'failed', error: message };
    }
  }
}
