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
});
