/**
 * GET /metrics (ADR 063): who may read it, and that each number an operator alerts on
 * moves when the thing it watches goes wrong, on a real database with a clock the tests move.
 */
import type { Plan } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderServer, type ProviderServer } from '../feeds/providerServer.ts';
import { ManualClock } from '../lib/clock.ts';
import { login, newEmail, register, signUp } from '../testing/accounts.ts';
import { parseMetrics, scrape, valueOf } from '../testing/metrics.ts';
import { publishedInput, savePlan } from '../testing/plans.ts';
import { freePort } from '../testing/smtp.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const REMOTE = '203.0.113.9';

describe('who may read /metrics', () => {
  let local: TestServer;
  let withToken: TestServer;
  beforeAll(async () => {
    local = await openTestServer();
    withToken = await openTestServer({ metricsToken: TOKEN });
  });
  afterAll(async () => {
    await local.close();
    await withToken.close();
  });

  it('given a program on this machine, answers Prometheus text, not cached', async () => {
    const res = await local.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE planmywalk_email_oldest_unsent_age_seconds gauge');
  });

  it('given no METRICS_TOKEN, another machine, or a proxy on this one, gets the not-found answer of any unknown path', async () => {
    for (const request of [{ remoteAddress: REMOTE }, { headers: { 'x-forwarded-for': '198.51.100.1' } }, { headers: { authorization: `Bearer ${TOKEN}` }, remoteAddress: REMOTE }]) {
      const res = await local.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(res.statusCode, JSON.stringify(request)).toBe(404);
      expect(res.body).not.toContain('planmywalk_');
    }
  });

  it('given METRICS_TOKEN, another machine without the token is refused (404), a wrong token is refused (403), the right one is answered', async () => {
    expect((await withToken.app.inject({ method: 'GET', url: '/metrics', remoteAddress: REMOTE })).statusCode).toBe(404);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', TOKEN, `Basic ${TOKEN}`]) {
      const res = await withToken.app.inject({ method: 'GET', url: '/metrics', remoteAddress: REMOTE, headers: { authorization } });
      expect(res.statusCode, authorization).toBe(403);
      expect(res.body).not.toContain('planmywalk_');
    }
    // A wrong token is wrong from this machine too.
    expect((await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(403);
    const res = await withToken.app.inject({ method: 'GET', url: '/metrics', remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('planmywalk_http_requests_total');
    // This machine still may without it.
    expect((await withToken.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });

  it('keeps each app’s numbers in its own registry', async () => {
    await local.app.inject({ method: 'GET', url: '/api/v1/tracks/no-such-track' });
    const here = valueOf(await scrape(local.app), 'planmywalk_http_errors_total', { route: '/api/v1/tracks/:slug', status_class: '4xx' });
    const there = valueOf(await scrape(withToken.app), 'planmywalk_http_errors_total', { route: '/api/v1/tracks/:slug', status_class: '4xx' });
    expect(here).toBeGreaterThanOrEqual(1);
    expect(there).toBeUndefined();
  });
});

describe('the life-safety path, watched', () => {
  let s: TestServer;
  const clock = new ManualClock('2030-12-10T00:00:00Z');
  beforeAll(async () => {
    // A mail server that is not there: every email is held in the outbox.
    s = await openTestServer({
      clock,
      mail: { smtpUrl: `smtp://127.0.0.1:${await freePort()}` },
      tripWatch: { graceMinutes: 60 },
      beforeReady: async (app) => {
        app.get('/test/boom/:key', async () => {
          throw new Error('boom');
        });
      },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('given an email held by an unreachable SMTP server, the oldest unsent email ages with the clock and is counted retrying', async () => {
    const before = await scrape(s.app);
    expect(valueOf(before, 'planmywalk_email_oldest_unsent_age_seconds')).toBe(0);
    expect((await register(s.app, newEmail('held'))).statusCode).toBe(201);
    expect(valueOf(await scrape(s.app), 'planmywalk_email_outbox', { state: 'queued' })).toBe(1);
    expect((await s.app.outbox.deliverDue()).failed).toBe(1);
    clock.advance(6 * 60_000);
    const after = await scrape(s.app);
    expect(valueOf(after, 'planmywalk_email_oldest_unsent_age_seconds')).toBe(360);
    expect(valueOf(after, 'planmywalk_email_outbox', { state: 'retrying' })).toBe(1);
    expect(valueOf(after, 'planmywalk_email_outbox', { state: 'queued' })).toBe(0);
    expect(valueOf(after, 'planmywalk_email_outbox', { state: 'sent' })).toBe(0);
  });

  it('given a trip past its overdue time and no trip watch run, counts the overdue job due and not done; once run, none, and the lateness is told', async () => {
    const walker = await signUp(s.app, s.t.db, 'overdue');
    const plan: Plan = await savePlan(s.app, (await login(s.app, walker.email)).access_token, await publishedInput(s.t.db));
    expect(plan.is_published).toBe(true);
    // The trip of testing/plans.ts ends 15 December 2030 03:00 UTC; the grace is an hour.
    clock.set(new Date('2030-12-15T04:03:00Z'));
    const due = await scrape(s.app);
    expect(valueOf(due, 'planmywalk_trip_jobs_due_not_done', { kind: 'overdue' })).toBe(1);
    expect(valueOf(due, 'planmywalk_trip_jobs_due_not_done', { kind: 'check-in-request' })).toBe(1);
    expect(valueOf(due, 'planmywalk_trip_job_oldest_due_seconds', { kind: 'overdue' })).toBe(180);
    expect(valueOf(due, 'planmywalk_overdue_email_lateness_seconds')).toBe(0);

    await s.app.tripWatch.run();
    const done = await scrape(s.app);
    expect(valueOf(done, 'planmywalk_trip_jobs_due_not_done', { kind: 'overdue' })).toBe(0);
    expect(valueOf(done, 'planmywalk_trip_job_oldest_due_seconds', { kind: 'overdue' })).toBe(0);
    expect(valueOf(done, 'planmywalk_overdue_email_lateness_seconds')).toBe(180);
  });

  it('given a 404 and a 500, counts them as errors under the route pattern, never the URL with its secret', async () => {
    await scrape(s.app);
    expect((await s.app.inject({ method: 'GET', url: '/test/boom/a-secret-token' })).statusCode).toBe(500);
    expect((await s.app.inject({ method: 'GET', url: '/nothing/here/secret-2' })).statusCode).toBe(404);
    const res = await s.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).not.toContain('a-secret-token');
    expect(res.body).not.toContain('secret-2');
    const samples = parseMetrics(res.body);
    expect(valueOf(samples, 'planmywalk_http_errors_total', { route: '/test/boom/:key', status_class: '5xx' })).toBe(1);
    expect(valueOf(samples, 'planmywalk_http_errors_total', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(valueOf(samples, 'planmywalk_http_requests_total', { route: '/test/boom/:key', method: 'GET', status_class: '5xx' })).toBe(1);
    expect(valueOf(samples, 'planmywalk_http_request_duration_seconds_count', { route: '/test/boom/:key', status_class: '5xx' })).toBe(1);
    // A success is a request, not an error.
    expect(valueOf(samples, 'planmywalk_http_requests_total', { route: '/metrics', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'planmywalk_http_errors_total', { route: '/metrics', status_class: '2xx' })).toBeUndefined();
  });

  it('reports the event loop’s lag and, for the embedded database’s thread or PostgreSQL’s pool, how busy it is', async () => {
    const samples = await scrape(s.app);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (s.t.db.kind === 'postgres') {
      const total = valueOf(samples, 'planmywalk_db_pool_connections', { state: 'total' }) ?? 0;
      expect(total).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'planmywalk_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
      // The scrape's own collectors query at once through the test pool, so some may be waiting as it is read.
      expect(Number.isInteger(valueOf(samples, 'planmywalk_db_pool_connections', { state: 'waiting' }))).toBe(true);
    }
  });
});

describe('the background worker’s parts', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer({ mail: { pollIntervalMs: 20 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('given a process running only email, says which jobs it runs and when each last succeeded', async () => {
    const idle = await scrape(s.app);
    expect(valueOf(idle, 'planmywalk_worker_job_running', { job: 'email-outbox' })).toBe(0);
    expect(valueOf(idle, 'planmywalk_worker_job_running', { job: 'trip-notifications' })).toBe(0);
    const startedAt = Date.now() / 1000;
    s.app.worker.start(['email-outbox']);
    await expect.poll(async () => valueOf(await scrape(s.app), 'planmywalk_worker_job_last_success_timestamp_seconds', { job: 'email-outbox' })).toBeGreaterThanOrEqual(Math.floor(startedAt));
    const running = await scrape(s.app);
    expect(valueOf(running, 'planmywalk_worker_job_running', { job: 'email-outbox' })).toBe(1);
    for (const job of ['trip-notifications', 'feeds', 'housekeeping']) expect(valueOf(running, 'planmywalk_worker_job_running', { job })).toBe(0);
    expect(valueOf(running, 'planmywalk_worker_job_last_success_timestamp_seconds', { job: 'trip-notifications' })).toBeUndefined();
    expect(valueOf(running, 'planmywalk_worker_stalled')).toBe(0);
  });
});

describe('a feed that fails', () => {
  let providers: ProviderServer;
  let s: TestServer;
  const clock = new ManualClock('2026-08-08T00:00:00Z');
  beforeAll(async () => {
    providers = await startProviderServer();
    s = await openTestServer({ clock, feeds: providers.settings() });
  });
  afterAll(async () => {
    await s.close();
    await providers.close();
  });

  it('counts its consecutive failures and its last good copy ages; a good poll sets both back', async () => {
    const none = await scrape(s.app);
    expect(valueOf(none, 'planmywalk_feed_last_good_age_seconds', { feed: 'metservice' })).toBe(Infinity);
    expect(valueOf(none, 'planmywalk_feed_stale_after_seconds', { feed: 'metservice' })).toBe(900);
    await s.app.feeds.poller.pollDue(true);
    clock.advance(60_000);
    const good = await scrape(s.app);
    expect(valueOf(good, 'planmywalk_feed_last_good_age_seconds', { feed: 'metservice' })).toBe(60);
    expect(valueOf(good, 'planmywalk_feed_consecutive_failures', { feed: 'metservice' })).toBe(0);

    providers.failWith = 503;
    await s.app.feeds.poller.pollDue(true);
    clock.advance(20 * 60_000);
    await s.app.feeds.poller.pollDue(true);
    const failing = await scrape(s.app);
    expect(valueOf(failing, 'planmywalk_feed_consecutive_failures', { feed: 'metservice' })).toBe(2);
    expect(valueOf(failing, 'planmywalk_feed_consecutive_failures', { feed: 'nzaa' })).toBe(2);
    // Past its limit: the alert's condition (docs/operations/alerts.yml).
    expect(valueOf(failing, 'planmywalk_feed_last_good_age_seconds', { feed: 'metservice' })).toBe(21 * 60);

    providers.failWith = null;
    await s.app.feeds.poller.pollDue(true);
    expect(valueOf(await scrape(s.app), 'planmywalk_feed_consecutive_failures', { feed: 'metservice' })).toBe(0);
  });
});
