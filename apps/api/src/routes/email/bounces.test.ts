/**
 * POST /api/v1/email/bounces (ADR 064): the provider's bounce reports, behind a shared
 * secret. Each accepted shape marks a hard-bounced address and tells the walker; soft
 * bounces, a wrong or missing secret, and bad input change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@planmywalk/contracts';
import { bearer, emailsTo, newEmail, signUp, type SignedUp } from '../../testing/accounts.ts';
import { publishedInput, savePlan } from '../../testing/plans.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

const SECRET = 'a-webhook-secret-of-some-length-0123';
const URL = '/api/v1/email/bounces';

describe('the bounce webhook', () => {
  let s: TestServer;
  let walker: SignedUp;
  beforeAll(async () => {
    s = await openTestServer({ mail: { webhookSecret: SECRET } });
    walker = await signUp(s.app, s.t.db, 'webhook-walker');
  });
  afterAll(async () => {
    await s.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = { 'x-webhook-secret': SECRET }, type = 'application/json') =>
    s.app.inject({ method: 'POST', url: URL, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': type, ...headers } });
  const marked = async (email: string) => (await s.t.db.query('SELECT 1 FROM undeliverable_addresses WHERE email = $1', [email.toLowerCase()])).length > 0;
  const allMarks = async () => (await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM undeliverable_addresses'))[0]!.n;
  const publishWith = async (email: string): Promise<Plan> =>
    savePlan(s.app, walker.token.access_token, await publishedInput(s.t.db, { emergency_contact: { first_name: 'Hine', last_name: 'Moana', email, phone: '027 555 0199', relationship: 'Sister' } }));

  it('given a generic DSN as JSON with the secret as a bearer token, marks the address, tells the walker once, and shows it on the plan', async () => {
    const hine = newEmail('hine');
    const plan = await publishWith(hine);
    const res = await post({ recipient: hine, action: 'failed', status: '5.1.1', diagnostic: 'smtp; 550 5.1.1 User unknown' }, { authorization: `Bearer ${SECRET}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ marked: 1, ignored: 0 });
    expect(await marked(hine)).toBe(true);
    const told = await emailsTo(s.t.db, walker.email, 'contact-undeliverable');
    expect(told.filter((m) => m.text_body.includes(hine))).toHaveLength(1);

    const read = await s.app.inject({ method: 'GET', url: `/api/v1/plan/${plan.id}/readonly`, headers: bearer(walker.token.access_token) });
    expect(read.json<Plan>().undeliverable).toEqual([{ role: 'emergency', name: 'Hine Moana', email: hine, reason: '5.1.1 — smtp; 550 5.1.1 User unknown', overdue_alert_failed: false }]);

    // Reported again: still one email to the walker for this plan and address.
    expect((await post({ recipient: hine, action: 'failed', status: '5.1.1' })).statusCode).toBe(200);
    expect((await emailsTo(s.t.db, walker.email, 'contact-undeliverable')).filter((m) => m.text_body.includes(hine))).toHaveLength(1);
  });

  it('given the RFC 3464 delivery status text, marks the failed recipient only', async () => {
    const hine = newEmail('hine');
    const mere = newEmail('mere');
    const text = `Reporting-MTA: dns; mx.example.net\n\nFinal-Recipient: rfc822; ${hine}\nAction: failed\nStatus: 5.1.1\n\nFinal-Recipient: rfc822; ${mere}\nAction: delayed\nStatus: 4.4.7\n`;
    for (const type of ['message/delivery-status', 'text/plain']) {
      const res = await post(text, { 'x-webhook-secret': SECRET }, type);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ marked: 1, ignored: 1 });
    }
    expect(await marked(hine)).toBe(true);
    expect(await marked(mere)).toBe(false);
  });

  it("given Postmark's bounce webhook, marks a HardBounce and leaves a SoftBounce", async () => {
    const hard = newEmail('hard');
    const soft = newEmail('soft');
    const res = await post([
      { RecordType: 'Bounce', ID: 4323372036, Type: 'HardBounce', TypeCode: 1, Email: hard, Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).', Details: 'smtp;550 5.1.1 unknown', Inactive: true },
      { RecordType: 'Bounce', Type: 'SoftBounce', TypeCode: 4096, Email: soft, Description: 'Mailbox full' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ marked: 1, ignored: 1 });
    expect(await marked(hard)).toBe(true);
    expect(await marked(soft)).toBe(false);
  });

  it('given a soft bounce (4.x.x), marks nothing and tells nobody', async () => {
    const hine = newEmail('hine');
    await publishWith(hine);
    const res = await post({ recipient: hine, action: 'failed', status: '4.2.2' });
    expect(res.json()).toEqual({ marked: 0, ignored: 1 });
    expect(await marked(hine)).toBe(false);
    expect((await emailsTo(s.t.db, walker.email, 'contact-undeliverable')).filter((m) => m.text_body.includes(hine))).toHaveLength(0);
  });

  it.each([
    ['no secret', {}],
    ['a wrong secret header', { 'x-webhook-secret': `${SECRET}x` }],
    ['a wrong bearer', { authorization: 'Bearer not-the-secret' }],
    ["a user's own session token", { authorization: 'Bearer unknownunknownunknownunknownunknown0' }],
  ])('given %s, answers 401 and changes nothing, before reading the body', async (_name, headers) => {
    const before = await allMarks();
    const hine = newEmail('hine');
    const res = await post({ recipient: hine, action: 'failed', status: '5.1.1' }, headers as Record<string, string>);
    expect(res.statusCode).toBe(401);
    // A body that is not even JSON is refused for who is calling first.
    expect((await post('{not json', headers as Record<string, string>)).statusCode).toBe(401);
    expect(await allMarks()).toBe(before);
  });

  it("given a signed-in walker's token rather than the secret, answers 401", async () => {
    const res = await post({ recipient: newEmail('hine'), action: 'failed', status: '5.1.1' }, bearer(walker.token.access_token));
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['not JSON', '{not json', 'application/json'],
    ['neither shape', { email: 'hine@example.org' }, 'application/json'],
    ['a malformed address', { recipient: 'hine', action: 'failed', status: '5.1.1' }, 'application/json'],
    ['a list with one good and one bad report', [{ recipient: 'good@example.org', action: 'failed', status: '5.1.1' }, { recipient: 'bad', action: 'failed', status: '5.1.1' }], 'application/json'],
    ['text that is no delivery status', 'Hello there', 'text/plain'],
  ])('given %s, answers 400 and changes nothing', async (_name, payload, type) => {
    const before = await allMarks();
    const res = await post(payload, { 'x-webhook-secret': SECRET }, type);
    expect(res.statusCode, res.body).toBe(400);
    expect(await allMarks()).toBe(before);
    expect(await marked('good@example.org')).toBe(false);
  });

  it('given another content type, answers 415', async () => {
    expect((await post('x', { 'x-webhook-secret': SECRET }, 'application/xml')).statusCode).toBe(415);
  });
});

describe('without EMAIL_WEBHOOK_SECRET', () => {
  it('the webhook does not exist', async () => {
    const s = await openTestServer();
    try {
      const res = await s.app.inject({ method: 'POST', url: URL, payload: { recipient: 'hine@example.org', action: 'failed', status: '5.1.1' }, headers: { 'x-webhook-secret': SECRET } });
      expect(res.statusCode).toBe(404);
      expect(Object.keys((s.app.swagger() as { paths: Record<string, unknown> }).paths)).not.toContain(URL);
    } finally {
      await s.close();
    }
  });
});
