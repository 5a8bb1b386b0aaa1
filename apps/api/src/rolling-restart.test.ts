/**
 * A rolling restart (issue 30): two API replicas on one PostgreSQL behind nginx, restarted
 * one at a time (SIGTERM, wait for it to exit, start it again, wait until it answers)
 * while several clients save and publish plans through the proxy. What must hold:
 * - no request fails that a client could not retry: a 502/503 while a replica stops is
 *   retried by the client and counted; a PUT the proxy or the client sent twice meets the
 *   revision check (409) and the client finds its own save on a re-read;
 * - every email of a published plan is sent exactly once (by outbox row and version: the
 *   Message-ID, ADR 062), and the last save's emails arrive;
 * - the overdue email of a trip that falls due during the restarts is sent exactly once.
 *
 * The replicas share a clock offset from a file (testing/replica-server.ts): set before
 * they start so a trip can be published a little before its planned end, then moved past
 * end + grace, while the outbox is idle, so the overdue check falls due during the
 * restarts. Needs TEST_DATABASE_URL (`scripts/with-postgres.sh`) and nginx (installed when
 * missing; skipped with the reason when it cannot be).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OAUTH_CLIENT, type AccessToken, type Plan, type PlanInput } from '@planmywalk/contracts';
import { activationCode, newEmail, PASSWORD } from './testing/accounts.ts';
import { ensureNginx, startNginx, type Nginx } from './testing/nginx.ts';
import { draftInput, publishedInput } from './testing/plans.ts';
import { startReplica, stopReplica, terminateReplica, until, type Replica } from './testing/replicas.ts';
import { freePort, TestSmtp } from './testing/smtp.ts';
import { openSeededTestDatabase, type TestDatabase } from './testing/test-database.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL?.trim());
const nginxReady = postgres ? ensureNginx() : { ok: false as const, reason: 'no TEST_DATABASE_URL' };
const skipReason = nginxReady.ok ? '' : ` (skipped: ${nginxReady.reason})`;
if (postgres && !nginxReady.ok) console.warn(`rolling-restart.test.ts skipped: ${nginxReady.reason}`);

const CLIENTS = 4;
/** Publishes per client: under RATE_LIMIT_PLAN_PUBLISHES (20 an hour per account) with the first. */
const PUBLISHES_PER_CLIENT = 14;
const GRACE_MINUTES = 5;
const QUARTER_HOUR_MS = 15 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type PlanTime = NonNullable<NonNullable<PlanInput['date']>['end_time']>;

/** A plan's time of day in New Zealand as the 12-hour pickers send it (`at` on a quarter hour). */
function nzDateTime(at: Date): { date: string; time: PlanTime } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const hour = Number(parts.hour);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: {
      hour: String(hour % 12 || 12).padStart(2, '0') as PlanTime['hour'],
      minute: (parts.minute ?? '00') as PlanTime['minute'],
      meridiem: hour < 12 ? 'AM' : 'PM',
    },
  };
}

interface Figures {
  requests: number;
  retried: Record<string, number>;
  replayed409: number;
  failed: string[];
}

describe.skipIf(!postgres || !nginxReady.ok)(`a rolling restart of two replicas behind nginx${skipReason}`, () => {
  let t: TestDatabase;
  let smtp: TestSmtp;
  let proxy: Nginx;
  let clockDir: string;
  const replicas: Replica[] = [];
  const ports: number[] = [];
  let env: Record<string, string>;

  // The trip that falls due: its planned end is a quarter hour (the pickers' step) ahead.
  const tripEnd = new Date(Math.ceil((Date.now() + 4 * 60_000) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
  const clockFile = () => path.join(clockDir, 'offset-ms');
  /** Moves every replica's clock so that it reads `serverNow` now (forward only). */
  const setServerNow = (serverNow: number) => writeFile(clockFile(), String(Math.round(serverNow - Date.now())));

  beforeAll(async () => {
    t = await openSeededTestDatabase();
    if (!('databaseUrl' in t.location)) throw new Error('expected a PostgreSQL test database');
    clockDir = await mkdtemp(path.join(os.tmpdir(), 'pmw-clock-'));
    // Two and a half minutes before the trip's end: time to set up and publish it.
    await setServerNow(tripEnd.getTime() - 150_000);
    smtp = new TestSmtp(await freePort());
    await smtp.start();
    env = {
      REPLICA_DATABASE_URL: t.location.databaseUrl,
      REPLICA_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      REPLICA_CLOCK_FILE: clockFile(),
      REPLICA_GRACE_MINUTES: String(GRACE_MINUTES),
      REPLICA_TRIP_WATCH_TICK_MS: '1000',
      REPLICA_FEEDS: 'off',
    };
    // Each replica keeps its port across its restart (nginx names them); freePort checks only that one is free now.
    while (ports.length < 2) {
      const port = await freePort();
      if (!ports.includes(port) && port !== smtp.port) ports.push(port);
    }
    replicas.push(...(await Promise.all(ports.map((port) => startReplica({ ...env, REPLICA_PORT: String(port) })))));
    let proxyPort = await freePort();
    while ([smtp.port, ...ports].includes(proxyPort)) proxyPort = await freePort();
    proxy = await startNginx(
      proxyPort,
      ports.map((port) => `127.0.0.1:${port}`),
    );
  }, 120_000);
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(replicas.map(stopReplica));
    await smtp?.stop();
    await t?.close();
    if (clockDir) await rm(clockDir, { recursive: true, force: true });
  });

  const figures: Figures = { requests: 0, retried: {}, replayed409: 0, failed: [] };

  /** One request through the proxy as a careful client sends it: a 502/503/504 or a dropped connection is retried. */
  async function send(method: string, url: string, body?: unknown, token?: string, type = 'application/json'): Promise<Response> {
    figures.requests += 1;
    for (let attempt = 1; ; attempt++) {
      let why: string;
      try {
        const response = await fetch(`${proxy.url}${url}`, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': type }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(body === undefined ? {} : { body: type === 'application/json' ? JSON.stringify(body) : (body as string) }),
        });
        if (![502, 503, 504].includes(response.status)) return response;
        why = String(response.status);
        await response.arrayBuffer();
      } catch {
        why = 'connection';
      }
      figures.retried[why] = (figures.retried[why] ?? 0) + 1;
      if (attempt >= 30) throw new Error(`${method} ${url}: still ${why} after ${attempt} attempts`);
      await sleep(Math.min(1_000, 100 * attempt));
    }
  }

  async function walker(name: string): Promise<string> {
    const email = newEmail(name);
    expect((await send('POST', '/api/v1/user', { email, password: PASSWORD, agreed_to_terms: true })).status).toBe(201);
    const code = await until('the activation email', () => activationCode(t.db, email).catch(() => ''), Boolean);
    expect((await send('POST', '/api/v1/activate', { code })).status).toBe(200);
    const grant = new URLSearchParams({ grant_type: 'password', client_id: DEFAULT_OAUTH_CLIENT.id, client_secret: DEFAULT_OAUTH_CLIENT.secret, scope: '', username: email, password: PASSWORD });
    const login = await send('POST', '/api/v1/auth/oauth', grant.toString(), undefined, 'application/x-www-form-urlencoded');
    expect(login.status).toBe(200);
    const token = ((await login.json()) as AccessToken).access_token;
    expect((await send('PUT', '/api/v1/user', { firstname: 'Aroha', lastname: name, gender: 'Female', level: 'Advanced', phone: '021 555 0100' }, token)).status).toBe(200);
    return token;
  }

  async function create(token: string, input: PlanInput): Promise<Plan> {
    const response = await send('POST', '/api/v1/plan', input, token);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Plan;
  }

  /**
   * Saves over `revision`; a 409 after a retry (by the proxy or by us) is our own earlier
   * attempt having landed: the re-read must show this save's note.
   */
  async function save(token: string, id: string, input: PlanInput, revision: number): Promise<number | null> {
    const response = await send('PUT', `/api/v1/plan/${id}`, { ...input, revision }, token);
    if (response.status === 200) return ((await response.json()) as Plan).revision;
    const text = await response.text();
    if (response.status === 409) {
      const read = await send('GET', `/api/v1/plan/${id}/readonly`, undefined, token);
      const plan = (await read.json()) as Plan;
      if (plan.note === input.note) {
        figures.replayed409 += 1;
        return plan.revision;
      }
    }
    figures.failed.push(`PUT plan ${response.status} ${text.slice(0, 200)}`);
    return null;
  }

  it('given saves and publishes from several clients, loses no request, sends each email once and the overdue email once', async () => {
    const started = Date.now();
    // The overdue walker's trip: published now, ending at tripEnd (New Zealand time).
    const overdueToken = await walker('overdue');
    const end = nzDateTime(tripEnd);
    const begin = nzDateTime(new Date(tripEnd.getTime() - 3 * 3_600_000));
    const overdueContact = 'overdue-contact@example.org';
    const overdueInput = await publishedInput(t.db, {
      date: { start: begin.date, end: end.date, start_time: begin.time, end_time: end.time },
      contacts: [],
      emergency_contact: { first_name: 'Hemi', last_name: 'Walker', email: overdueContact, phone: '027 555 0199', relationship: 'Brother' },
      daily_plans: [],
    });
    await create(overdueToken, overdueInput);

    // The clients: each a walker with a published plan (a member and a contact of its own) and a draft.
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        const token = await walker(`rolling${c}`);
        const input = await publishedInput(t.db, {
          contacts: [{ first_name: 'Mere', last_name: `Tane${c}`, email: `member-${c}@example.org`, phone: '021 555 0101', relationship: 'Friend' }],
          emergency_contact: { first_name: 'Hemi', last_name: `Walker${c}`, email: `contact-${c}@example.org`, phone: '027 555 0199', relationship: 'Brother' },
          note: `publish ${c}.0`,
        });
        const published = await create(token, input);
        const draftBase = await draftInput(t.db, { note: `draft ${c}.0` });
        const draft = await create(token, draftBase);
        return { c, token, input, published, draftBase, draft, drafts: [draft.id] };
      }),
    );
    const recipients = [overdueContact, ...clients.flatMap(({ c }) => [`member-${c}@example.org`, `contact-${c}@example.org`])];

    // Every email so far delivered before the clock moves, so no claim is in hand when it does.
    const idle = async () =>
      until(
        'an idle outbox',
        async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox WHERE sent_at IS NULL AND failed_at IS NULL'))[0]?.n ?? -1,
        (n) => n === 0,
        30_000,
      );
    await idle();
    // The trip's end + grace falls due 8 s from now: during the first restart.
    await setServerNow(tripEnd.getTime() + GRACE_MINUTES * 60_000 - 8_000);

    // The load: until the restarts are done, each client creates drafts, saves its draft and re-publishes its plan.
    let restarting = true;
    const load = clients.map(async (client) => {
      let draftRevision = client.draft.revision;
      let publishedRevision = client.published.revision;
      let publishes = 1;
      for (let i = 1; restarting; i++) {
        const step = i % 3;
        if (step === 0) {
          const response = await send('POST', '/api/v1/plan', { ...client.draftBase, note: `new draft ${client.c}.${i}` }, client.token);
          if (response.status === 201) client.drafts.push(((await response.json()) as Plan).id);
          else figures.failed.push(`POST plan ${response.status} ${(await response.text()).slice(0, 200)}`);
        } else if (step === 2 && publishes < PUBLISHES_PER_CLIENT) {
          const note = `publish ${client.c}.${i}`;
          const revision = await save(client.token, client.published.id, { ...client.input, note }, publishedRevision);
          if (revision !== null) {
            publishedRevision = revision;
            client.input = { ...client.input, note };
            publishes += 1;
          }
        } else {
          const revision = await save(client.token, client.draft.id, { ...client.draftBase, note: `draft ${client.c}.${i}` }, draftRevision);
          if (revision !== null) draftRevision = revision;
        }
        await sleep(150);
      }
      return publishes;
    });

    // One replica at a time: SIGTERM, wait for it to exit, start it again on its port, wait until it answers.
    const restartMs: number[] = [];
    await sleep(2_000);
    for (let r = 0; r < replicas.length; r++) {
      const began = Date.now();
      await terminateReplica(replicas[r]!);
      replicas[r] = await startReplica({ ...env, REPLICA_PORT: String(ports[r]) });
      restartMs.push(Date.now() - began);
      await sleep(3_000);
    }
    restarting = false;
    const publishes = await Promise.all(load);

    // Quiet again: everything queued is sent, the overdue email included.
    await until(
      'the overdue email',
      () => smtp.received.filter((m) => m.to.includes(overdueContact) && /^Subject: Overdue:/m.test(m.raw)),
      (mails) => mails.length > 0,
      30_000,
    );
    await idle();
    await sleep(2_000);

    // Each sent outbox row (id.version) to these people, against what the mail server got. A
    // re-publish after the email went out queues the row again at the next version (a new
    // Message-ID), so earlier versions are known only from what arrived: expected is every
    // version that arrived or that the rows hold now, each to arrive exactly once.
    const rows = await t.db.query<{ id: string; version: number; to_address: string }>(
      'SELECT id::text, version, to_address FROM email_outbox WHERE sent_at IS NOT NULL AND to_address = ANY($1)',
      [recipients],
    );
    const expected = new Set(rows.map((r) => `${r.id}.${r.version}`));
    const received = smtp.received.filter((m) => m.to.some((to) => recipients.includes(to)));
    const ids = received.map((m) => /^Message-ID: <outbox-(\d+\.\d+)-/im.exec(m.raw)?.[1] ?? '?');
    const duplicated = ids.length - new Set(ids).size;
    const missing = [...expected].filter((id) => !ids.includes(id));
    for (const id of ids) expected.add(id);
    const overdue = received.filter((m) => m.to.includes(overdueContact) && /^Subject: Overdue:/m.test(m.raw));
    // The last publish of each plan reached both of its people.
    for (const client of clients) {
      for (const to of [`member-${client.c}@example.org`, `contact-${client.c}@example.org`]) {
        expect(smtp.to(to).at(-1), to).toContain(client.input.note);
      }
    }
    // A create is never repeated by the proxy: the drafts each client holds are the ones it was told of.
    const [drafts] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM plans WHERE id = ANY($1::uuid[]) OR (note LIKE 'new draft %' AND NOT id = ANY($1::uuid[]))",
      [clients.flatMap((c) => c.drafts)],
    );
    const log = await proxy.accessLog();
    const passedOn = log.filter((line) => /upstreams=\S+, /.test(line)).length;

    const report = {
      seconds: Math.round((Date.now() - started) / 1000),
      restartSeconds: restartMs.map((ms) => Math.round(ms / 100) / 10),
      requests: figures.requests,
      retriedByClient: figures.retried,
      passedToTheOtherReplicaByNginx: passedOn,
      replayedPutsFoundSaved409: figures.replayed409,
      failed: figures.failed.length,
      publishes: publishes.reduce((a, b) => a + b, 0),
      draftsCreated: clients.reduce((n, c) => n + c.drafts.length, 0),
      draftsInDatabase: drafts?.n,
      emails: { expected: expected.size, sentRowsNow: rows.length, sent: received.length, duplicated, missing: missing.length },
      overdueEmails: { expected: 1, sent: overdue.length },
    };
    process.stdout.write(`rolling restart: ${JSON.stringify(report)}\n`);

    expect(figures.failed).toEqual([]);
    expect(ids).not.toContain('?');
    expect(duplicated).toBe(0);
    expect(missing).toEqual([]);
    expect(received.length).toBe(expected.size);
    expect(overdue).toHaveLength(1);
    expect(drafts?.n).toBe(report.draftsCreated);
  }, 150_000);
});
