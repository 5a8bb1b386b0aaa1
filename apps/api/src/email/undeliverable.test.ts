/**
 * Bounced addresses over real SMTP (ADR 064): a server that refuses a plan's emergency
 * contact with 550 marks the address, gives the message up at once and tells the walker
 * once; the plan shows it to its owner only; a corrected address clears the plan's notice,
 * an accepted delivery clears the mark; a refused overdue email is told to the walker.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Plan, PlansPage } from '@planmywalk/contracts';
import { ManualClock } from '../lib/clock.ts';
import { bearer, emailsTo, login, newEmail, signUp, type SignedUp } from '../testing/accounts.ts';
import { jsonCall, publishedInput, savePlan } from '../testing/plans.ts';
import { TestSmtp, freePort } from '../testing/smtp.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { enqueueEmail } from './outbox.ts';

const HOUR = 3600_000;
// testing/plans.ts's trip ends 15 December 2030 4:00 pm NZ summer time.
const END = new Date('2030-12-15T03:00:00Z');

describe('bounced addresses over SMTP', () => {
  let s: TestServer;
  let smtp: TestSmtp;
  let walker: SignedUp;
  const clock = new ManualClock('2030-12-01T00:00:00Z');

  beforeAll(async () => {
    smtp = new TestSmtp(await freePort());
    await smtp.start();
    s = await openTestServer({ clock, mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, accounts: { publicUrl: 'https://walk.example.nz' }, tripWatch: { graceMinutes: 60 } });
  });
  beforeEach(async () => {
    clock.set(new Date('2030-12-01T00:00:00Z'));
    walker = await signUp(s.app, s.t.db, 'bounce-walker');
    await s.app.outbox.deliverDue();
  });
  afterAll(async () => {
    await s.close();
    await smtp.stop();
  });

  const token = async (user = walker) => (await login(s.app, user.email)).access_token;
  const publishWith = async (contactEmail: string): Promise<Plan> =>
    savePlan(s.app, await token(), await publishedInput(s.t.db, { emergency_contact: { first_name: 'Hine', last_name: 'Moana', email: contactEmail, phone: '027 555 0199', relationship: 'Sister' } }));
  const getPlan = async (id: string, auth?: string) => s.app.inject({ method: 'GET', url: `/api/v1/plan/${id}/readonly`, headers: auth ? bearer(auth) : {} });
  const marks = (email: string) => s.t.db.query<{ source: string; reason: string }>('SELECT source, reason FROM undeliverable_addresses WHERE email = $1', [email.toLowerCase()]);

  it('given a contact the server refuses with 550, marks the address, gives the message up at once, and tells the walker once', async () => {
    const hine = newEmail('hine');
    smtp.refuse.add(hine);
    const plan = await publishWith(hine);
    await s.app.outbox.deliverDue();

    const [refused] = await emailsTo(s.t.db, hine, 'plan-emergency');
    expect(refused).toMatchObject({ attempts: 1 });
    expect(refused?.failed_at).not.toBeNull();
    expect(await marks(hine)).toEqual([{ source: 'smtp', reason: expect.stringMatching(/550/) }]);

    const told = await emailsTo(s.t.db, walker.email, 'contact-undeliverable');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('We could not deliver your trip plan to Hine');
    expect(told[0]!.text_body).toContain(
      `We could not deliver your trip plan (Summer crossing) to Hine at ${hine}. Check the address and publish the plan again, or your emergency contact will not be told if you are overdue.`,
    );
    expect(told[0]!.text_body).toContain(`https://walk.example.nz/plan/${plan.id}`);
    // The walker's note itself goes out on the next round.
    await s.app.outbox.deliverDue();
    expect(smtp.to(walker.email).some((m) => m.includes('We could not deliver your trip plan'))).toBe(true);

    // Publishing again to the same address fails again, and tells nobody twice.
    const again = await s.app.inject(jsonCall('PUT', `/api/v1/plan/${plan.id}`, { ...(await publishedInput(s.t.db, { emergency_contact: { first_name: 'Hine', last_name: 'Moana', email: hine, phone: '027 555 0199', relationship: 'Sister' } })), revision: plan.revision }, await token()));
    expect(again.statusCode, again.body).toBe(200);
    await s.app.outbox.deliverDue();
    expect(await emailsTo(s.t.db, walker.email, 'contact-undeliverable')).toHaveLength(1);
  });

  it('shows the undeliverable contact on the plan and on My Walks to the owner only; a corrected address clears it', async () => {
    const hine = newEmail('hine');
    smtp.refuse.add(hine);
    const plan = await publishWith(hine);
    await s.app.outbox.deliverDue();

    const own = (await getPlan(plan.id, await token())).json<Plan>();
    expect(own.undeliverable).toEqual([{ role: 'emergency', name: 'Hine Moana', email: hine, reason: expect.stringMatching(/550/), overdue_alert_failed: false }]);
    const walks = (await s.app.inject({ method: 'GET', url: '/api/v1/plan?page=0', headers: bearer(await token()) })).json<PlansPage>();
    expect(walks.upcoming.find((p) => p.id === plan.id)?.undeliverable).toEqual(own.undeliverable);

    // Another user holding the link, and a guest, read the published plan without it.
    const other = await signUp(s.app, s.t.db, 'bounce-other');
    const byOther = await getPlan(own.share_key!, other.token.access_token);
    expect(byOther.statusCode).toBe(200);
    expect(byOther.json<Plan>().undeliverable).toEqual([]);
    const byLink = await getPlan(own.share_key!);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json<Plan>().undeliverable).toEqual([]);
    expect(byLink.body).not.toContain(hine);

    // The walker corrects the address and publishes again: the notice goes.
    const fixed = newEmail('hine-fixed');
    const input = await publishedInput(s.t.db, { emergency_contact: { first_name: 'Hine', last_name: 'Moana', email: fixed, phone: '027 555 0199', relationship: 'Sister' } });
    const res = await s.app.inject(jsonCall('PUT', `/api/v1/plan/${plan.id}`, { ...input, revision: own.revision }, await token()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Plan>().undeliverable).toEqual([]);
    await s.app.outbox.deliverDue();
    expect((await getPlan(plan.id, await token())).json<Plan>().undeliverable).toEqual([]);
  });

  it('given a later delivery the server accepts, clears the mark', async () => {
    const hine = newEmail('hine');
    smtp.refuse.add(hine);
    await publishWith(hine);
    await s.app.outbox.deliverDue();
    expect(await marks(hine)).toHaveLength(1);

    smtp.refuse.delete(hine);
    clock.advance(60_000);
    await enqueueEmail(s.t.db, { to: hine, subject: 'Hello', text: 'Kia ora', html: '<p>Kia ora</p>', kind: 'test', userId: null }, clock.now());
    await s.app.outbox.deliverDue();
    expect(await marks(hine)).toEqual([]);
  });

  it('given a refusal of the message rather than the address (554 after the data), does not mark the address', async () => {
    const hine = newEmail('hine');
    smtp.refuseData.add(hine);
    await publishWith(hine);
    await s.app.outbox.deliverDue();
    expect(await marks(hine)).toEqual([]);
    expect(await emailsTo(s.t.db, walker.email, 'contact-undeliverable')).toHaveLength(0);
    // Still given up after the usual three attempts, not retried forever.
    for (let i = 0; i < 3; i++) {
      clock.advance(HOUR);
      await s.app.outbox.deliverDue();
    }
    const [row] = await emailsTo(s.t.db, hine, 'plan-emergency');
    expect(row?.attempts).toBe(3);
    expect(row?.failed_at).not.toBeNull();
  });

  it('given the overdue email refused, records it on the plan, and tells the walker by email and in the app', async () => {
    const hine = newEmail('hine');
    const plan = await publishWith(hine);
    await s.app.outbox.deliverDue();
    expect(await marks(hine)).toEqual([]);

    // The mailbox is gone by the time the walker is overdue.
    smtp.refuse.add(hine);
    clock.set(END);
    await s.app.tripWatch.run();
    clock.set(new Date(END.getTime() + HOUR + 60_000));
    await s.app.tripWatch.run();
    await s.app.outbox.deliverDue();

    expect((await emailsTo(s.t.db, hine, 'trip-overdue'))[0]?.failed_at).not.toBeNull();
    const told = await emailsTo(s.t.db, walker.email, 'overdue-undelivered');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('We could not tell Hine you are overdue');
    expect(told[0]!.text_body).toContain(`our email telling Hine you are overdue could not be delivered to ${hine}`);
    // Not also the "fix the address" note: the trip is over.
    expect(await emailsTo(s.t.db, walker.email, 'contact-undeliverable')).toHaveLength(0);

    const own = (await getPlan(plan.id, await token())).json<Plan>();
    expect(own.status.state).toBe('overdue');
    expect(own.undeliverable).toEqual([expect.objectContaining({ role: 'emergency', email: hine, overdue_alert_failed: true })]);
    const list = (await s.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(await token()) })).body;
    expect(list).toContain('We could not tell Hine you are overdue');
  });
});
