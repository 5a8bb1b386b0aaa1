/**
 * What an operator alerts on (ADR 063, docs/operations.md): the life-safety path (email
 * waiting, trip jobs due and not done, the overdue email's lateness), the feeds, the
 * background worker's parts, HTTP answers and the process. One Registry per app, never
 * prom-client's global one, so tests that build several servers do not collide.
 *
 * Facts that live in the database (the outbox, the trip jobs, the feeds' copies) are
 * read at scrape time, from the shared database: every replica reports the same
 * numbers for them, whether or not it runs that part of the work, so an alert fires
 * even when the one process that should do the work is gone.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { JOBS_OF_PART, WORK_PARTS } from '../config/operations-env.ts';
import type { Database } from '../db/database.ts';
import type { Feeds } from '../feeds/feeds.ts';
import type { BackgroundWorker } from '../jobs/worker.ts';
import type { Clock } from '../lib/clock.ts';
import { openTripJobs } from '../notifications/notifications.queries.ts';
import { outboxStates } from './metrics.queries.ts';

export interface MetricsSources {
  db: Database;
  clock: Clock;
  /** The app's worker, built after the metrics (installAccounts). */
  worker: () => BackgroundWorker;
  feeds: Feeds;
  /** OVERDUE_GRACE_MINUTES in seconds: when an overdue job falls due. */
  graceSeconds: number;
}

/** The outbox's states, each counted (zero included, so a rule never sees a missing series). */
export const EMAIL_STATES = ['queued', 'retrying', 'sending', 'sent', 'failed'] as const;
export const TRIP_JOB_KINDS = ['reminder-48h', 'reminder-24h', 'check-in-request', 'overdue', 'alerts-changed', 'forecast-available'] as const;

const seconds = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 1000);

/** Every job a worker may run, known or added by a test or feature, in a stable order. */
function jobNames(worker: Pick<BackgroundWorker, 'jobsRunning'>): string[] {
  return [...new Set([...WORK_PARTS.flatMap((part) => JOBS_OF_PART[part]), ...worker.jobsRunning()])];
}

export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'method' | 'status_class'>;
  private readonly errors: Counter<'route' | 'method' | 'status_class'>;
  private readonly duration: Histogram<'route' | 'method' | 'status_class'>;
  private readonly overdueLateness: Gauge;

  constructor(sources: MetricsSources) {
    const { db, clock, feeds } = sources;
    const worker = { jobsRunning: () => sources.worker().jobsRunning(), lastSucceededAt: (job: string) => sources.worker().lastSucceededAt(job), stalledForMs: () => sources.worker().stalledForMs() };
    const registers = [this.registry];
    // Event-loop lag (nodejs_eventloop_lag_*), memory, CPU, handles: prom-client's own.
    collectDefaultMetrics({ register: this.registry });

    new Gauge({
      name: 'planmywalk_email_oldest_unsent_age_seconds',
      help: 'Age of the oldest email neither sent nor given up (0: none waiting). Activation codes, reset links and the overdue email wait here.',
      registers,
      async collect() {
        const states = await outboxStates(db, clock.now());
        this.set(states.oldestUnsentAt ? seconds(states.oldestUnsentAt, clock.now()) : 0);
      },
    });
    new Gauge({
      name: 'planmywalk_email_outbox',
      help: 'Emails in the outbox by state: queued (never tried), retrying (a failed attempt, waiting), sending (claimed by a worker), sent, failed (given up).',
      labelNames: ['state'],
      registers,
      async collect() {
        const states = await outboxStates(db, clock.now());
        for (const state of EMAIL_STATES) this.set({ state }, states.counts[state]);
      },
    });

    new Gauge({
      name: 'planmywalk_trip_jobs_due_not_done',
      help: 'Trip notification jobs (reminders, check-in requests, overdue emails, alert changes) due and not done, including those due that no worker has created yet.',
      labelNames: ['kind'],
      registers,
      async collect() {
        const open = await openTripJobs(db, clock.now(), sources.graceSeconds);
        for (const kind of TRIP_JOB_KINDS) this.set({ kind }, open.find((row) => row.kind === kind)?.open ?? 0);
      },
    });
    new Gauge({
      name: 'planmywalk_trip_job_oldest_due_seconds',
      help: 'Seconds since the oldest trip job of each kind not done fell due (0: none). An overdue one late is an emergency contact not told.',
      labelNames: ['kind'],
      registers,
      async collect() {
        const now = clock.now();
        const open = await openTripJobs(db, now, sources.graceSeconds);
        for (const kind of TRIP_JOB_KINDS) {
          const row = open.find((r) => r.kind === kind);
          this.set({ kind }, row ? seconds(row.oldest_due_at, now) : 0);
        }
      },
    });
    this.overdueLateness = new Gauge({
      name: 'planmywalk_overdue_email_lateness_seconds',
      help: 'How long after its due time (planned end + OVERDUE_GRACE_MINUTES) the last overdue email was queued by this process.',
      registers,
    });

    new Gauge({
      name: 'planmywalk_feed_last_good_age_seconds',
      help: 'Age of each enabled feed’s last good copy (+Inf: none yet).',
      labelNames: ['feed'],
      registers,
      async collect() {
        const now = clock.now();
        for (const feed of await feeds.health()) this.set({ feed: feed.feed }, feed.lastGoodAt ? seconds(feed.lastGoodAt, now) : Infinity);
      },
    });
    new Gauge({
      name: 'planmywalk_feed_stale_after_seconds',
      help: 'Age past which each enabled feed’s copy is answered as stale (three polls).',
      labelNames: ['feed'],
      registers,
      async collect() {
        for (const feed of await feeds.health()) this.set({ feed: feed.feed }, feed.staleAfterSeconds);
      },
    });
    new Gauge({
      name: 'planmywalk_feed_consecutive_failures',
      help: 'Failed polls of each enabled feed since its last good one.',
      labelNames: ['feed'],
      registers,
      async collect() {
        for (const feed of await feeds.health()) this.set({ feed: feed.feed }, feed.failures);
      },
    });

    new Gauge({
      name: 'planmywalk_worker_job_running',
      help: 'The background jobs this process runs (1) or leaves to another process (0): BACKGROUND_WORK.',
      labelNames: ['job'],
      registers,
      collect() {
        const running = new Set(worker.jobsRunning());
        for (const job of jobNames(worker)) this.set({ job }, running.has(job) ? 1 : 0);
      },
    });
    new Gauge({
      name: 'planmywalk_worker_job_last_success_timestamp_seconds',
      help: 'When each background job this process runs last finished without an error (Unix seconds; 0: not yet).',
      labelNames: ['job'],
      registers,
      collect() {
        for (const job of worker.jobsRunning()) this.set({ job }, (worker.lastSucceededAt(job)?.getTime() ?? 0) / 1000);
      },
    });
    new Gauge({
      name: 'planmywalk_worker_stalled',
      help: 'Whether this process’s background loop has shown no life past its limit (readiness answers 503 then).',
      registers,
      collect() {
        this.set(worker.stalledForMs() === null ? 0 : 1);
      },
    });

    const labelNames = ['route', 'method', 'status_class'] as const;
    this.requests = new Counter({ name: 'planmywalk_http_requests_total', help: 'HTTP requests answered, by route pattern and status class.', labelNames, registers });
    this.errors = new Counter({ name: 'planmywalk_http_errors_total', help: 'HTTP requests answered 4xx or 5xx, by route pattern and status class.', labelNames, registers });
    this.duration = new Histogram({
      name: 'planmywalk_http_request_duration_seconds',
      help: 'Time to answer, by route pattern and status class.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });

    // PostgreSQL: the pg Pool's connections; the embedded database: its thread's queue. Both
    // always declared, so a rule's metric exists: the pool's has samples only with PostgreSQL,
    // the thread's reads 0 elsewhere (PGlite in-process, in tests and tools, has no queue to tell).
    const stats = () => db.stats?.() ?? null;
    new Gauge({
      name: 'planmywalk_db_pool_connections',
      help: 'PostgreSQL pool connections, by state: total (open), idle; and waiting (queries waiting for a connection).',
      labelNames: ['state'],
      registers,
      collect() {
        const now = stats();
        if (now?.kind !== 'pool') return;
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
    new Gauge({
      name: 'planmywalk_db_thread_pending_requests',
      help: 'The embedded database thread’s requests sent and not yet answered (ADR 044).',
      registers,
      collect() {
        const now = stats();
        if (now?.kind === 'thread') this.set(now.pending);
      },
    });
  }

  /** An overdue email was queued `latenessSeconds` after it fell due. */
  overdueQueued(latenessSeconds: number): void {
    this.overdueLateness.set(latenessSeconds);
  }

  /**
   * Counts every answer by its route pattern (`/api/v1/plan/:id`), never the URL, which
   * carries ids, share keys and tokens; unmatched paths count under one name.
   */
  install(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      this.requests.inc(labels);
      if (reply.statusCode >= 400) this.errors.inc(labels);
      this.duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  }
}
