import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../lib/clock.ts';
import { activationCode, emailsTo, newEmail, register } from '../testing/accounts.ts';
import { TestSmtp, freePort } from '../testing/smtp.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { systemClock } from '../lib/clock.ts';
import { EmailOutbox, enqueueEmail, outboxMessageId, withdrawQueued } from './outbox.ts';
import { smtpTransport, type MailMessage, type MailTransport } from './transport.ts';

describe('the email outbox over SMTP', () => {
  let s: TestServer;
  let smtp: TestSmtp;
  const clock = new ManualClock('2030-02-01T00:00:00Z');
  beforeAll(async () => {
    smtp = new TestSmtp(await freePort());
    s = await openTestServer({ clock, mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, accounts: { publicUrl: 'https://walk.example.nz' } });
  });
  afterEach(async () => {
    await smtp.stop();
  });
  afterAll(async () => {
    await s.close();
  });

  it("given an SMTP server, delivers a registration's activation email with its code and marks it sent", async () => {
    await smtp.start();
    const email = newEmail('smtp');
    expect((await register(s.app, email)).statusCode).toBe(201);
    const code = await activationCode(s.t.db, email);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const [message] = smtp.to(email);
    expect(message).toBeDefined();
    expect(smtp.received.at(-1)?.from).toBe('no-reply@planmywalk.nz');
    expect(message).toMatch(/^From: Plan My Walk <no-reply@planmywalk\.nz>/m);
    expect(message).toContain(`Your Plan My Walk activation code: ${code}`);
    expect(message).toContain(`https://walk.example.nz/activate?code=${code}`);
    expect(message).toMatch(/Content-Type: text\/html/);
    // Its row's own Message-ID, named after PUBLIC_URL's host (ADR 062).
    expect(message).toMatch(/^Message-ID: <outbox-\d+\.1-[0-9a-f]{16}@walk\.example\.nz>$/m);
    const [row] = await emailsTo(s.t.db, email);
    expect(row).toMatchObject({ attempts: 1, last_error: null, sent_at: clock.now() });
    // Sent once: nothing is due any more.
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('given SMTP down, keeps the message queued with attempts and the error, backs off, and delivers it once the server is back', async () => {
    const email = newEmail('queued');
    expect((await register(s.app, email)).statusCode).toBe(201);

    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    let [row] = await emailsTo(s.t.db, email);
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.next_attempt_at.getTime()).toBe(clock.now().getTime() + 30_000);

    // Not due yet: the worker leaves it alone.
    clock.advance(29_000);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(1_000);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    [row] = await emailsTo(s.t.db, email);
    expect(row?.attempts).toBe(2);
    expect(row?.next_attempt_at.getTime()).toBe(clock.now().getTime() + 60_000);

    await smtp.start();
    clock.advance(60_000);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    [row] = await emailsTo(s.t.db, email);
    expect(row).toMatchObject({ attempts: 3, last_error: null, sent_at: clock.now() });
    const code = await activationCode(s.t.db, email);
    expect(smtp.to(email).join('')).toContain(code);
  });

  it('given a recipient the server refuses permanently (550), gives up at once, keeps the row and marks the address (ADR 064)', async () => {
    await smtp.start();
    const email = newEmail('refused');
    smtp.refuse.add(email);
    expect((await register(s.app, email)).statusCode).toBe(201);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    clock.advance(3600_000);
    const [row] = await emailsTo(s.t.db, email);
    expect(row?.attempts).toBe(1);
    expect(await s.t.db.query('SELECT source FROM undeliverable_addresses WHERE email = $1', [email])).toEqual([{ source: 'smtp' }]);
    expect(row?.failed_at).not.toBeNull();
    expect(row?.last_error).toMatch(/550/);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('given two workers running at once, delivers each message exactly once', async () => {
    await smtp.start();
    const addresses = Array.from({ length: 8 }, () => newEmail('parallel'));
    const now = clock.now();
    for (const to of addresses) {
      await enqueueEmail(s.t.db, { to, subject: 'Hello', text: 'Kia ora', html: '<p>Kia ora</p>', kind: 'test', userId: null }, now);
    }
    const second = new EmailOutbox(s.t.db, smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Plan My Walk <no-reply@planmywalk.nz>'), clock, s.app.log, {
      batchSize: 3,
    });
    const [a, b] = await Promise.all([s.app.outbox.deliverDue(), second.deliverDue()]);
    second.close();
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(8);
    for (const to of addresses) expect(smtp.to(to)).toHaveLength(1);
  });

  it('delivers in queue order, so a newer message never overtakes an older one', async () => {
    await smtp.start();
    const to = newEmail('ordered');
    const now = clock.now();
    for (let i = 1; i <= 12; i++) {
      await enqueueEmail(s.t.db, { to, subject: `Message ${i}`, text: `Number ${i}`, html: `<p>${i}</p>`, kind: 'test', userId: null }, now);
    }
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 12, failed: 0 });
    const subjects = smtp.to(to).map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]);
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, i) => `Message ${i + 1}`));
  });

  it('retries after 30 s, then twice as long each time, at most an hour', () => {
    const delays = Array.from({ length: 10 }, (_, i) => s.app.outbox.retryDelaySeconds(i + 1));
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it('has no development mailbox when SMTP is configured', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});

describe('replacing a queued message (ADR 019)', () => {
  let s: TestServer;
  const clock = new ManualClock('2030-02-01T00:00:00Z');
  const sent: MailMessage[] = [];
  let hold: Promise<void> | null = null;
  /** Records what it is given; while `hold` is set, a send waits for it (a message on the wire). */
  const transport: MailTransport = {
    kind: 'smtp',
    async send(message) {
      if (hold) await hold;
      sent.push(message);
    },
    close: () => undefined,
  };
  beforeAll(async () => {
    s = await openTestServer({ clock, mailTransport: transport });
  });
  afterAll(async () => {
    await s.close();
  });
  const email = (to: string, subject: string, extra: { dedupeKey?: string; topic?: string } = {}) => ({
    to,
    subject,
    text: subject,
    html: `<p>${subject}</p>`,
    kind: 'test',
    userId: null,
    ...extra,
  });

  it('given the same dedupe key while the first is queued, replaces its content instead of adding a second message', async () => {
    const to = newEmail('dedupe');
    await enqueueEmail(s.t.db, email(to, 'First', { dedupeKey: `k:${to}` }), clock.now());
    await enqueueEmail(s.t.db, email(to, 'Second', { dedupeKey: `k:${to}` }), clock.now());
    expect((await emailsTo(s.t.db, to)).map((r) => r.subject)).toEqual(['Second']);
    await s.app.outbox.deliverDue();
    expect(sent.filter((m) => m.to === to).map((m) => m.subject)).toEqual(['Second']);
    // Once sent, the same key is a new message.
    await enqueueEmail(s.t.db, email(to, 'Third', { dedupeKey: `k:${to}` }), clock.now());
    await s.app.outbox.deliverDue();
    expect(sent.filter((m) => m.to === to).map((m) => m.subject)).toEqual(['Second', 'Third']);
  });

  it('given a replacement while the old content is on the wire, sends the new content too and marks the row sent only then', async () => {
    const to = newEmail('on-the-wire');
    await enqueueEmail(s.t.db, email(to, 'Old', { dedupeKey: `k:${to}` }), clock.now());
    let release = () => undefined as void;
    hold = new Promise<void>((resolve) => (release = resolve));
    const delivering = s.app.outbox.deliverDue();
    // The worker has claimed the row and is sending it.
    while ((await s.t.db.query('SELECT 1 FROM email_outbox WHERE to_address = $1 AND locked_until IS NOT NULL', [to])).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await enqueueEmail(s.t.db, email(to, 'New', { dedupeKey: `k:${to}` }), clock.now());
    hold = null;
    release();
    await delivering;
    const [row] = await emailsTo(s.t.db, to);
    expect(row).toMatchObject({ subject: 'New', sent_at: null });
    await s.app.outbox.deliverDue();
    expect(sent.filter((m) => m.to === to).map((m) => m.subject)).toEqual(['Old', 'New']);
    expect((await emailsTo(s.t.db, to))[0]?.sent_at).not.toBeNull();
    // New content, a new Message-ID: no mail client drops the newer plan as a repeat of the older.
    const [oldId, newId] = sent.filter((m) => m.to === to).map((m) => m.messageId);
    expect(oldId).toMatch(/^<outbox-\d+\.1-/);
    expect(newId).toMatch(/^<outbox-\d+\.2-/);
  });

  it('withdraws the queued messages of a topic, except those it is told to keep; sent ones stay', async () => {
    const [a, b, c] = [newEmail('topic-a'), newEmail('topic-b'), newEmail('topic-c')];
    await enqueueEmail(s.t.db, email(c, 'Sent before', { dedupeKey: `t:${c}`, topic: 'topic:1' }), clock.now());
    await s.app.outbox.deliverDue();
    await enqueueEmail(s.t.db, email(a, 'Keep', { dedupeKey: `t:${a}`, topic: 'topic:1' }), clock.now());
    await enqueueEmail(s.t.db, email(b, 'Drop', { dedupeKey: `t:${b}`, topic: 'topic:1' }), clock.now());
    expect(await withdrawQueued(s.t.db, 'topic:1', [`t:${a}`])).toBe(1);
    expect(await emailsTo(s.t.db, b)).toEqual([]);
    expect(await emailsTo(s.t.db, a)).toHaveLength(1);
    expect(await emailsTo(s.t.db, c)).toHaveLength(1);
  });
});

describe('the background worker', () => {
  let s: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = new TestSmtp(await freePort());
    await smtp.start();
    // A long interval: only the wake-up after the registration can deliver within the test.
    s = await openTestServer({ mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, pollIntervalMs: 600_000 } });
  });
  afterAll(async () => {
    await s.close();
    await smtp.stop();
  });

  it('once started, delivers a registration email right after the transaction commits, and stops when the server closes', async () => {
    s.app.worker.start();
    expect(s.app.worker.started).toBe(true);
    const email = newEmail('woken');
    expect((await register(s.app, email)).statusCode).toBe(201);
    // The SMTP server has the message a moment before the outbox records it as sent.
    await vi.waitFor(
      async () => {
        expect(smtp.to(email)).toHaveLength(1);
        expect((await emailsTo(s.t.db, email))[0]?.sent_at).not.toBeNull();
      },
      { timeout: 10_000, interval: 20 },
    );
    await s.app.close();
    expect(s.app.worker.started).toBe(false);
  });
});

describe('each email sent by one process (ADR 062)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer({ mailTransport: { kind: 'smtp', send: async () => undefined, close: () => undefined } });
  });
  afterAll(async () => {
    await s.close();
  });

  const email = (to: string, subject = 'Kia ora') => ({ to, subject, text: subject, html: `<p>${subject}</p>`, kind: 'test', userId: null });
  /** A transport that records every message it is handed (who sent it, and its Message-ID); `gate` holds each send. */
  const recorder = (name: string, log: { by: string; to: string; messageId: string | undefined }[], gate?: () => Promise<void>): MailTransport => ({
    kind: 'smtp',
    async send(message) {
      log.push({ by: name, to: message.to, messageId: message.messageId });
      await gate?.();
    },
    close: () => undefined,
  });

  it('given two attempts of one row (the first failed), sends the same Message-ID both times', async () => {
    const clock = new ManualClock('2031-01-01T00:00:00Z');
    const to = newEmail('twice');
    await enqueueEmail(s.t.db, email(to), clock.now());
    const ids: (string | undefined)[] = [];
    let calls = 0;
    const flaky: MailTransport = {
      kind: 'smtp',
      async send(message) {
        ids.push(message.messageId);
        if (++calls === 1) throw new Error('connection reset after DATA');
      },
      close: () => undefined,
    };
    const outbox = new EmailOutbox(s.t.db, flaky, clock, s.app.log, { messageIdDomain: 'walk.example.nz' });
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    clock.advance(30_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    const [row] = await s.t.db.query<{ id: number; version: number; created_at: Date }>('SELECT id, version, created_at FROM email_outbox WHERE to_address = $1', [to]);
    expect(ids[0]).toBe(outboxMessageId(row ?? { id: 0, version: 0, created_at: new Date(0) }, 'walk.example.nz'));
  });

  it('given a claim that ran out while its worker was held up, the worker does not send what another worker has taken since', async () => {
    // The fault probe's run, in small: A claims a batch and is slow; its claim runs out, B takes the rest.
    const clock = new ManualClock('2031-02-01T00:00:00Z');
    const addresses = Array.from({ length: 4 }, () => newEmail('ran-out'));
    for (const to of addresses) await enqueueEmail(s.t.db, email(to), clock.now());
    const log: { by: string; to: string; messageId: string | undefined }[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const a = new EmailOutbox(s.t.db, recorder('A', log, async () => {
      if (first) {
        first = false;
        await held;
      }
    }), clock, s.app.log, { batchSize: 4 });
    const b = new EmailOutbox(s.t.db, recorder('B', log), clock, s.app.log, { batchSize: 4 });
    const delivering = a.deliverDue();
    await vi.waitFor(() => expect(log).toHaveLength(1));
    // A's heartbeat did not come (its process was paused): the claim runs out and B takes the rows.
    clock.advance(31_000);
    expect(await b.deliverDue()).toEqual({ sent: 4, failed: 0 });
    release();
    await delivering;
    // A finished the one it had on the wire and sent nothing else: the other three went once, by B.
    const byAddress = addresses.map((to) => log.filter((l) => l.to === to).map((l) => l.by));
    expect(byAddress.slice(1)).toEqual([['B'], ['B'], ['B']]);
    // The one both had: the same Message-ID, so the duplicate is recognisable.
    expect(byAddress[0]).toEqual(['A', 'B']);
    const pair = log.filter((l) => l.to === addresses[0]);
    expect(pair[0]?.messageId).toBe(pair[1]?.messageId);
    const rows = await s.t.db.query<{ sent_at: Date | null; claimed_by: string | null }>(
      'SELECT sent_at, claimed_by FROM email_outbox WHERE to_address = ANY($1::text[])',
      [addresses],
    );
    expect(rows.every((r) => r.sent_at !== null)).toBe(true);
  });

  it('given a mail server slower than the claim, renews the claim while sending, so a second worker never sends the same email', async () => {
    const addresses = Array.from({ length: 6 }, () => newEmail('slow'));
    for (const to of addresses) await enqueueEmail(s.t.db, email(to), systemClock.now());
    const log: { by: string; to: string; messageId: string | undefined }[] = [];
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 700));
    // A 1.5 s claim against 0.7 s a message: a batch of 3 takes 2.1 s, longer than the claim.
    const options = { batchSize: 3, claimSeconds: 1.5, heartbeatSeconds: 0.5 };
    const a = new EmailOutbox(s.t.db, recorder('A', log, slow), systemClock, s.app.log, options);
    const b = new EmailOutbox(s.t.db, recorder('B', log, slow), systemClock, s.app.log, options);
    const runs = [a.deliverDue()];
    // B keeps looking while A works, as a replica's worker polls.
    const polling = (async () => {
      const deadline = Date.now() + 6_000;
      while (Date.now() < deadline && log.length < addresses.length) {
        await b.deliverDue();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await Promise.all([...runs, polling]);
    for (const to of addresses) expect(log.filter((l) => l.to === to)).toHaveLength(1);
  });

  it('given a stop while a batch is being sent, finishes the message in hand and gives the rest back at once', async () => {
    const clock = new ManualClock('2031-03-01T00:00:00Z');
    const addresses = Array.from({ length: 3 }, () => newEmail('stopped'));
    for (const to of addresses) await enqueueEmail(s.t.db, email(to), clock.now());
    const log: { by: string; to: string; messageId: string | undefined }[] = [];
    let outbox: EmailOutbox | null = null;
    outbox = new EmailOutbox(s.t.db, recorder('A', log, async () => outbox?.stop()), clock, s.app.log, { batchSize: 3 });
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const rows = await s.t.db.query<{ sent_at: Date | null; locked_until: Date | null; claimed_by: string | null }>(
      'SELECT sent_at, locked_until, claimed_by FROM email_outbox WHERE to_address = ANY($1::text[]) ORDER BY id',
      [addresses],
    );
    expect(rows.map((r) => r.sent_at !== null)).toEqual([true, false, false]);
    expect(rows.slice(1).every((r) => r.locked_until === null && r.claimed_by === null)).toBe(true);
  });
});
