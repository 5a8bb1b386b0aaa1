import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock.ts';
import { activationCode, emailsTo, newEmail, register } from '../testing/accounts.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { EmailOutbox, enqueueEmail } from './outbox.ts';
import { smtpTransport } from './transport.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port, recording what it is given. */
class TestSmtp {
  readonly received: Received[] = [];
  private server: SMTPServer | null = null;
  /** Recipients it refuses with 550 (a permanent failure). */
  refuse = new Set<string>();

  constructor(readonly port: number) {}

  start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate to trust in tests.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refuse.has(address.address)) {
          const error = Object.assign(new Error('No such user here'), { responseCode: 550 });
          return callback(error);
        }
        return callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** The messages to an address, with quoted-printable encoding (soft breaks, =3D) undone. */
  to(address: string): string[] {
    return this.received
      .filter((r) => r.to.includes(address))
      .map((r) => r.raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  }
}

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

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

  it('given a recipient the server refuses permanently (550), gives up after 3 attempts and keeps the row', async () => {
    await smtp.start();
    const email = newEmail('refused');
    smtp.refuse.add(email);
    expect((await register(s.app, email)).statusCode).toBe(201);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
      clock.advance(3600_000);
    }
    const [row] = await emailsTo(s.t.db, email);
    expect(row?.attempts).toBe(3);
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
    const deadline = Date.now() + 10_000;
    while (smtp.to(email).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(smtp.to(email)).toHaveLength(1);
    expect((await emailsTo(s.t.db, email))[0]?.sent_at).not.toBeNull();
    await s.app.close();
    expect(s.app.worker.started).toBe(false);
  });
});
