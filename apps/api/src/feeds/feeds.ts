/**
 * The feeds as the API uses them: the fetcher (real providers, or the sample fixtures),
 * the poller of the alert feeds, the forecast cache, and the reads the routes and the
 * notification worker make. Built once per server; nothing here is per-process state
 * but the configuration, so replicas agree.
 */
import type { AlertFeed, AlertsResponse, ForecastGroup, LocationAlerts } from '@planmywalk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedSettings } from '../config/feeds-env.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { FeedPoller } from './feedPoller.ts';
import { readFeedHealth, readSnapshots } from './feedStore.ts';
import { DEFAULT_HTTP_OPTIONS, httpFetcher, type FeedFetcher } from './fetcher.ts';
import { ForecastCache, type ForecastPlace } from './forecastCache.ts';
import { heldFeeds, locationAlerts, placeAlerts, staleAfterSeconds, type AlertPlace, type HeldFeeds } from './placeAlerts.ts';
import { polledFeeds, type PolledFeed } from './polledFeeds.ts';
import { sampleFetcher } from './sampleFetcher.ts';

export interface FeedHealth {
  feed: AlertFeed;
  lastGoodAt: Date | null;
  failures: number;
  staleAfterSeconds: number;
}

export interface FeedsOptions {
  settings: FeedSettings;
  /** Tests pass one aimed at a local server; by default the mode decides. */
  fetcher?: FeedFetcher;
}

export class Feeds {
  readonly settings: FeedSettings;
  readonly fetcher: FeedFetcher;
  readonly poller: FeedPoller;
  readonly forecasts: ForecastCache;
  private readonly feeds: PolledFeed[];

  constructor(
    private readonly db: Database,
    options: FeedsOptions,
    private readonly clock: Clock,
    log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {
    this.settings = options.settings;
    this.fetcher =
      options.fetcher ??
      (options.settings.mode === 'sample'
        ? sampleFetcher(clock)
        : httpFetcher({ ...DEFAULT_HTTP_OPTIONS, userAgent: options.settings.userAgent, timeoutMs: options.settings.timeoutMs }));
    const all = polledFeeds(options.settings);
    // FEEDS=off: nothing is polled or fetched; the pages show their empty states.
    this.feeds = [all.metservice, all.nzaa, all.doc].map((feed) => (options.settings.mode === 'off' ? { ...feed, enabled: false } : feed));
    this.poller = new FeedPoller(db, this.fetcher, this.feeds, clock, log);
    this.forecasts = new ForecastCache(db, this.fetcher, options.settings, clock, log);
  }

  get sample(): boolean {
    return this.fetcher.kind === 'sample';
  }

  /**
   * For the metrics: each enabled feed's last good copy this process may answer from
   * (null: none yet), its consecutive failed polls, and when its copy counts as stale.
   */
  async health(): Promise<FeedHealth[]> {
    const rows = await readFeedHealth(this.db);
    return this.feeds
      .filter((feed) => feed.enabled)
      .map((feed) => {
        const row = rows.find((r) => r.feed === feed.name);
        const lastGoodAt = row && row.source === this.fetcher.kind && row.has_body ? row.fetched_at : null;
        return { feed: feed.name, lastGoodAt, failures: row?.failures ?? 0, staleAfterSeconds: staleAfterSeconds(feed) };
      });
  }

  /** The feed copies this process may answer from. */
  async held(): Promise<HeldFeeds> {
    return heldFeeds(await readSnapshots(this.db), this.feeds, this.fetcher.kind, this.clock.now());
  }

  async alertsFor(place: AlertPlace): Promise<AlertsResponse> {
    return placeAlerts(await this.held(), place, this.clock.now());
  }

  async locationAlerts(place: AlertPlace): Promise<LocationAlerts> {
    return locationAlerts(await this.held(), place, this.clock.now());
  }

  async forecastsFor(place: ForecastPlace): Promise<ForecastGroup[]> {
    if (this.settings.mode === 'off') return [];
    return this.forecasts.forecastsFor(place);
  }
}
