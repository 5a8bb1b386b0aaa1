import { request as httpRequest } from 'node:http';
import type { DevMailboxMessage } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../email/outbox.ts';
import { ManualClock } from '../../lib/clock.ts';
import { activationCode, newEmail, register } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('the development mailbox (no SMTP_URL)', () => {
  let s: TestServer;
  const clock = new ManualClock('2030-04-01T00:00:00Z');
  beforeAll(async () => {
    s = await openTestServer({ clock });
  });
  afterAll(async () => {
    await s.close();
  });

  const mailbox = async (query = '') => {
    const res = await s.app.inject({ method: 'GET', url: `/dev/mailbox${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DevMailboxMessage[]>();
  };

  it('given a registration delivered by the worker, shows the activation email with its code as JSON', async () => {
    const email = newEmail('newcomer');
    expect((await register(s.app, email)).statusCode).toBe(201);
    // Queued, not yet delivered: the mailbox is what the worker hands mail to.
    expect(await mailbox(`?to=${encodeURIComponent(email)}`)).toEqual([]);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const code = await activationCode(s.t.db, email);
    const [message, ...rest] = await mailbox(`?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(rest).toEqual([]);
    expect(message).toEqual({
      id: expect.any(Number),
      to: email,
      subject: `Your Plan My Walk activation code: ${code}`,
      text: expect.stringContaining(`/activate?code=${code}`),
      html: expect.stringContaining(code),
      created_at: clock.now().toISOString(),
    });
  });

  it('lists the newest first and filters by recipient', async () => {
    const first = newEmail('first');
    const second = newEmail('second');
    await register(s.app, first);
    await s.app.outbox.deliverDue();
    clock.advance(1000);
    await register(s.app, second);
    await s.app.outbox.deliverDue();
    const all = await mailbox();
    expect(all.findIndex((m) => m.to === second)).toBeLessThan(all.findIndex((m) => m.to === first));
    expect((await mailbox(`?to=${encodeURIComponent(first)}`)).map((m) => m.to)).toEqual([first]);
  });

  it('serves an HTML page listing the messages as escaped text, never their markup', async () => {
    const to = newEmail('markup');
    await enqueueEmail(
      s.t.db,
      { to, subject: '<script>alert("subject")</script>', text: 'Code <b>XYZ234</b>', html: '<img src=x onerror=alert(1)>', kind: 'test', userId: null },
      clock.now(),
    );
    await s.app.outbox.deliverDue();
    const res = await s.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(res.body).toContain('Code &lt;b&gt;XYZ234&lt;/b&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('onerror');
    expect(res.body).toContain(to);
  });

  describe('only for the person running it on this machine (issue 7, finding 1)', () => {
    const remote = '203.0.113.9';

    it('given an attacker on another machine asking for a reset of the victim, shows them no mailbox: the link stays in the victim’s hands', async () => {
      const victim = newEmail('victim');
      expect((await register(s.app, victim)).statusCode).toBe(201);
      const forgot = await s.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: victim }, remoteAddress: remote });
      expect(forgot.statusCode).toBe(200);
      await s.app.outbox.deliverDue();
      for (const url of [`/dev/mailbox?to=${encodeURIComponent(victim)}`, '/dev/mailbox', '/dev/mail']) {
        const res = await s.app.inject({ method: 'GET', url, remoteAddress: remote });
        expect(res.statusCode, url).toBe(404);
        // Answered exactly as a path that does not exist.
        const unknown = await s.app.inject({ method: 'GET', url: url.replace('/dev/', '/nothing/'), remoteAddress: remote });
        expect(res.json<{ error: string }>().error.replace('/dev/', '/nothing/')).toBe(unknown.json<{ error: string }>().error);
        expect(res.body).not.toContain(victim);
      }
      // The person at the machine still reads it.
      expect((await mailbox(`?to=${encodeURIComponent(victim)}`)).map((m) => m.subject)).toContain('Reset your Plan My Walk password');
    });

    it('given a request relayed by a proxy on this machine (forwarding headers), refuses it although the socket is loopback', async () => {
      for (const headers of [{ 'x-forwarded-for': '198.51.100.1' }, { forwarded: 'for=198.51.100.1' }, { 'x-real-ip': '198.51.100.1' }]) {
        expect((await s.app.inject({ method: 'GET', url: '/dev/mailbox', headers })).statusCode).toBe(404);
      }
    });
  });
});

describe('the development mailbox asked by another name (DNS rebinding, issue 29, finding 7e)', () => {
  let s: TestServer;
  let port = 0;
  beforeAll(async () => {
    s = await openTestServer({ accounts: { publicUrl: 'http://walks.test:5173' } });
    // A real socket, so the server knows the port it was reached on (the ports this project's tests may use).
    for (let candidate = 8300; candidate <= 8399 && port === 0; candidate++) {
      try {
        await s.app.listen({ port: candidate, host: '127.0.0.1' });
        port = candidate;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      }
    }
    if (port === 0) throw new Error('no free port in 8300-8399');
  });
  afterAll(async () => {
    await s.close();
  });

  /** GET /dev/mailbox over the socket from this machine, with the Host a browser would send. */
  const ask = (host: string) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/dev/mailbox', headers: { host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it('answers the person at this machine who asks for it by its own name and port, or by PUBLIC_URL', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`, 'walks.test:5173']) {
      expect(await ask(host), host).toBe(200);
    }
  });

  it('given a page of another site whose name points at 127.0.0.1, answers it as an unknown path', async () => {
    for (const host of [`evil.example:${port}`, 'evil.example', `localhost.evil.example:${port}`, `127.0.0.2:${port}`, `localhost:${port + 1}`, 'localhost', 'walks.test:8080', 'walks.test']) {
      expect(await ask(host), host).toBe(404);
    }
  });

  it('given an in-process request (no port to hold it to), still goes by the name', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { host: 'evil.example' } })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { host: 'localhost:8080' } })).statusCode).toBe(200);
  });
});

describe('the development mailbox behind TRUST_PROXY', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer({ trustProxy: 1 });
  });
  afterAll(async () => {
    await s.close();
  });

  it('given a remote caller claiming to be 127.0.0.1 in X-Forwarded-For, goes by the socket and refuses', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('the development mailbox made public on purpose (DEV_MAILBOX_PUBLIC)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer({ mail: { devMailboxPublic: true } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('answers any caller', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
  });
});
