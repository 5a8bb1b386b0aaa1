/**
 * docs/operations/alerts.yml against the real thing: it parses as Prometheus rule groups,
 * has the alerts docs/operations.md promises, and every metric its expressions use is
 * declared by a real test server's GET /metrics (a renamed metric would silence an alert).
 * promtool checks PromQL itself; this checks the names, which promtool cannot.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../config/env.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** The metric names a PromQL expression reads: not functions, keywords, label names, strings or durations. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const names = [...bare.matchAll(/(?<![\w.:])([a-zA-Z_:][\w:]*)(?![\w:]|\s*\()/g)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => !KEYWORDS.has(name.toLowerCase())))];
}

/** Names a scrape declares (# TYPE), with a histogram's and a summary's series names. */
function declared(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/^# TYPE (\S+) (\w+)$/gm)) {
    const [, name = '', type] = match;
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

describe('the alerting rules (docs/operations/alerts.yml)', () => {
  let s: TestServer;
  let rules: Rule[];
  beforeAll(async () => {
    s = await openTestServer();
    const file = parse(await readFile(path.join(REPO_ROOT, 'docs/operations/alerts.yml'), 'utf8')) as { groups: { name: string; rules: Rule[] }[] };
    rules = file.groups.flatMap((group) => group.rules);
  });
  afterAll(async () => {
    await s.close();
  });

  it('reads metric names out of PromQL, leaving functions, labels and keywords', () => {
    expect(metricNames('sum by (job) (rate(a_total{job=~"x|y"}[5m])) / clamp_min(b, 1e-9) > 0.02 and on (instance) c == 1')).toEqual(['a_total', 'b', 'c']);
    expect(metricNames('histogram_quantile(0.95, sum by (le) (rate(d_bucket[5m]))) > 2')).toEqual(['d_bucket']);
  });

  it('is a list of rule groups, each alert with an expression, a severity and a summary', () => {
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(rule.expr.trim(), rule.alert).not.toBe('');
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      if (rule.for !== undefined) expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
    }
    expect(new Set(rules.map((r) => r.alert)).size).toBe(rules.length);
  });

  it('has the alerts that matter: email waiting, an overdue alert not sent, a stale feed, a stopped or stalled worker, 5xx, event-loop lag', () => {
    const byName = new Map(rules.map((r) => [r.alert, r.expr]));
    expect(byName.get('EmailWaiting')).toMatch(/planmywalk_email_oldest_unsent_age_seconds\) > 300/);
    expect(byName.get('OverdueAlertNotSent')).toMatch(/planmywalk_trip_job_oldest_due_seconds\{kind="overdue"\}\) > 120/);
    expect(byName.get('FeedStale')).toMatch(/planmywalk_feed_last_good_age_seconds.*>.*planmywalk_feed_stale_after_seconds/);
    expect(byName.get('BackgroundPartNotRunning')).toContain('planmywalk_worker_job_running');
    expect(byName.get('BackgroundWorkerStalled')).toContain('planmywalk_worker_stalled');
    expect(byName.get('ServerErrors')).toContain('status_class="5xx"');
    expect(byName.get('EventLoopLag')).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('uses only metrics that a real server’s /metrics declares', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    const known = declared(res.body);
    const used = rules.flatMap((rule) => metricNames(rule.expr).map((name) => ({ alert: rule.alert, name })));
    expect(used.length).toBeGreaterThan(rules.length);
    expect(used.filter(({ name }) => !known.has(name))).toEqual([]);
  });
});
