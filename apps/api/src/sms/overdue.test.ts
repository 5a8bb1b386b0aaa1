/**
 * The overdue alert's second channel, end to end on a real database with the trip watch,
 * the email outbox and the SMS outbox, and Twilio played by an HTTPS double with its own
 * certificate (ADR 065): one email and one text, each once, through a second run and a
 * second worker; a 500 retried, a 400 recorded and not retried; an unusable number never
 * sent; and with SMS off, no text and the plan saying email only.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tripStatusWords, type AppConfig, type Plan, type PlanInput } from '@planmywalk/contracts';
import { ManualClock } from '../lib/clock.ts';
import { buildServer } from '../server.ts';
import { bearer, emailsTo, login, signUp, type SignedUp } from '../testing/accounts.ts';
import { publishedInput, savePlan } from '../testing/plans.ts';
import { TEST_PASSWORD_HASHING, openTestServer, type TestServer, type TestServerOptions } from '../testing/test-server.ts';
import { openSeededTestDatabase } from '../testing/test-database.ts';
import { INVALID_NUMBER, SERVER_ERROR, TwilioDouble } from '../testing/twilio-double.ts';

// The published trip of testing/plans.ts ends 15 December 2030, 4:00 pm NZ time; its contact is Hemi Walker, 027 555 0199.
const END = new Date('2030-12-15T03:00:00Z');
const HOUR = 3600_000;
const EMERGENCY = 'hemi@example.org';
const SID = 'AC0123456789abcdef0123456789abcdef';

let twilio: TwilioDouble;
let server: TestServer;
let clock: ManualClock;
let walker: SignedUp;
let plan: Plan;

const smsOptions = (): TestServerOptions['sms'] => ({
  settings: { provider: 'twilio', twilio: { accountSid: SID, authToken: 'token-1', from: '+6421000000', apiUrl: twilio.url, timeoutMs: 1000 } },
  twilio: { ca: twilio.certificate.cert },
});

async function open(withSms: boolean, input?: Partial<PlanInput>) {
  clock = new ManualClock('2030-12-10T00:00:00Z');
  server = await openTestServer({ clock, tripWatch: { graceMinutes: 60 }, ...(withSms ? { sms: smsOptions() } : {}) });
  walker = await signUp(server.app, server.t.db, 'walker');
  const token = (await login(server.app, walker.email)).access_token;
  plan = await savePlan(server.app, token, await publishedInput(server.t.db, input));
}

/** The trip watch runs past the end and the grace; then the email and SMS outboxes deliver. */
async function goOverdue() {
  clock.set(END);
  await server.app.tripWatch.run();
  clock.set(new Date(END.getTime() + HOUR + 60_000));
  await server.app.tripWatch.run();
  await server.app.outbox.deliverDue();
  await server.app.smsOutbox?.deliverDue();
}

const texts = () =>
  server.t.db.query<{ to_raw: string; to_number: string | null; body: string; attempts: number; sent_at: Date | null; failed_at: Date | null; error_code: string | null; provider_id: string | null }>(
    'SELECT to_raw, to_number, body, attempts, sent_at, failed_at, error_code, provider_id FROM sms_outbox ORDER BY id',
  );
const overdueEmails = async () => (await emailsTo(server.t.db, EMERGENCY)).filter((mail) => mail.kind === 'trip-overdue');

beforeAll(async () => {
  twilio = await TwilioDouble.start();
  // The seeded database is built once per machine (ADR 007): not inside the first test's time.
  await (await openSeededTestDatabase()).close();
}, 300_000);
afterAll(() => twilio.stop());
afterEach(async () => {
  twilio.requests.length = 0;
  twilio.script.length = 0;
  await server?.close();
});

describe('with SMS on', () => {
  it('the overdue alert goes to the emergency contact by one email and one text, with who, since when, the phone, 111 and the plan link', async () => {
    await open(true);
    await goOverdue();
    expect(await overdueEmails()).toHaveLength(1);
    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${SID}/Messages.json`, basic: `${SID}:token-1`, contentType: 'application/x-www-form-urlencoded' });
    expect(request!.form.To).toBe('+64275550199');
    expect(request!.form.From).toBe('+6421000000');
    const body = request!.form.Body!;
    expect(body.length).toBeLessThan(320);
    // The test walker's name is their (long) email, so the trip's name makes room for the rest.
    expect(body).toMatch(/^Plan My Walk: .+ is overdue( from Summer crossing)?\. They planned to be out by Sunday 15 December 2030, 4:00 pm \(NZ time\) and have not checked in\./);
    expect(body).toContain('Try 021 555 0100.');
    expect(body).toContain('If you cannot reach them and are worried, call 111 and ask for the Police.');
    const linkKey = (await server.t.db.query<{ link_key: string }>('SELECT link_key FROM plans WHERE id = $1::uuid', [plan.id]))[0]!.link_key;
    expect(body.endsWith(`/plan/${linkKey}`)).toBe(true);
    expect(await texts()).toMatchObject([{ to_number: '+64275550199', attempts: 1, sent_at: expect.any(Date), failed_at: null, provider_id: expect.stringMatching(/^SM/) }]);
  });

  it('the plan, the config and the plan email say the alert goes by email and text', async () => {
    await open(true);
    expect(plan.status.alert_by_text).toBe(true);
    const words = tripStatusWords({ status: plan.status, date: plan.date, reader: { kind: 'others', walker: 'Aroha', phone: null }, contactName: 'Hemi Walker' });
    expect(words.details.join(' ')).toContain('we will email and text Hemi Walker');
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/config' })).json<AppConfig>().trips.overdue_texts).toBe(true);
    await server.app.outbox.deliverDue();
    const planEmail = (await emailsTo(server.t.db, EMERGENCY)).find((mail) => mail.kind === 'plan-emergency');
    expect(planEmail?.text_body).toContain('we will email and text you to say they are overdue');
    const walkersCopy = (await emailsTo(server.t.db, walker.email)).find((mail) => mail.kind === 'plan-walker');
    expect(walkersCopy?.text_body).toContain('we will email and text Hemi Walker to say you are overdue');
  });

  it('a second run of the trip job, and a second worker on the same database, send no second text', async () => {
    await open(true);
    clock.set(END);
    await server.app.tripWatch.run();
    clock.set(new Date(END.getTime() + HOUR + 60_000));
    const second = await buildServer({
      db: server.t.db,
      clock,
      tripWatch: { graceMinutes: 60 },
      feeds: { mode: 'off' },
      load: { shedding: null },
      accounts: { passwordHashing: TEST_PASSWORD_HASHING },
      sms: smsOptions(),
    });
    try {
      // Both replicas' trip watches, then both SMS outboxes, at once.
      await Promise.all([server.app.tripWatch.run(), second.tripWatch.run()]);
      // The overdue job is done once; opened again (a retried run), it queues no second text.
      await server.t.db.query("UPDATE trip_jobs SET done_at = NULL, outcome = NULL, locked_until = NULL WHERE plan_id = $1::uuid AND kind = 'overdue'", [plan.id]);
      await server.app.tripWatch.run();
      await Promise.all([server.app.smsOutbox!.deliverDue(), second.smsOutbox!.deliverDue()]);
      await Promise.all([server.app.smsOutbox!.deliverDue(), second.smsOutbox!.deliverDue()]);
    } finally {
      await second.close();
    }
    expect(twilio.delivered).toHaveLength(1);
    expect(twilio.requests).toHaveLength(1);
    expect(await texts()).toHaveLength(1);
  });

  it('a provider 500 is tried again after the back-off and the text goes once', async () => {
    await open(true);
    twilio.script.push(SERVER_ERROR);
    await goOverdue();
    expect(await texts()).toMatchObject([{ attempts: 1, sent_at: null, failed_at: null, error_code: '20500' }]);
    // Not due again yet.
    await server.app.smsOutbox!.deliverDue();
    expect(twilio.requests).toHaveLength(1);
    clock.advance(31_000);
    await server.app.smsOutbox!.deliverDue();
    await server.app.smsOutbox!.deliverDue();
    expect(twilio.requests.map((r) => r.answered)).toEqual([500, 201]);
    expect(await texts()).toMatchObject([{ attempts: 2, sent_at: expect.any(Date), failed_at: null }]);
  });

  it('a timeout is tried again, and the text goes once', async () => {
    await open(true);
    twilio.script.push('hang');
    await goOverdue();
    expect(await texts()).toMatchObject([{ attempts: 1, sent_at: null, failed_at: null }]);
    clock.advance(31_000);
    await server.app.smsOutbox!.deliverDue();
    expect(twilio.delivered).toHaveLength(1);
  });

  it("Twilio's 400 (21211, not a valid number) is recorded as the text's failure and never tried again; the email still goes", async () => {
    await open(true);
    twilio.script.push(INVALID_NUMBER);
    await goOverdue();
    expect(await texts()).toMatchObject([{ attempts: 1, sent_at: null, failed_at: expect.any(Date), error_code: '21211' }]);
    clock.advance(6 * HOUR);
    await server.app.smsOutbox!.deliverDue();
    expect(twilio.requests).toHaveLength(1);
    expect(await overdueEmails()).toHaveLength(1);
  });

  it('a contact number that cannot take a text (a landline) is recorded as a failure and never sent; the plan says email only', async () => {
    await open(true, { emergency_contact: { first_name: 'Hemi', last_name: 'Walker', email: EMERGENCY, phone: '03 555 0100', relationship: 'Brother' } });
    expect(plan.status).not.toHaveProperty('alert_by_text');
    await goOverdue();
    expect(twilio.requests).toHaveLength(0);
    expect(await texts()).toMatchObject([{ to_raw: '03 555 0100', to_number: null, failed_at: expect.any(Date), error_code: 'unusable-number' }]);
    expect(await overdueEmails()).toHaveLength(1);
  });
});

describe('with SMS off', () => {
  it('the overdue alert is one email and no text, and the plan says email only', async () => {
    await open(false);
    expect(server.app.smsOutbox).toBeNull();
    expect(plan.status).not.toHaveProperty('alert_by_text');
    const words = tripStatusWords({ status: plan.status, date: plan.date, reader: { kind: 'walker' }, contactName: 'Hemi Walker' });
    expect(words.details.join(' ')).toMatch(/we will email Hemi Walker to say you are overdue/);
    expect(words.details.join(' ')).not.toContain('text');
    const me = (await login(server.app, walker.email)).access_token;
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/config', headers: bearer(me) })).json<AppConfig>().trips.overdue_texts).toBe(false);
    await goOverdue();
    expect(await overdueEmails()).toHaveLength(1);
    expect(await texts()).toEqual([]);
    expect(twilio.requests).toHaveLength(0);
  });
});

