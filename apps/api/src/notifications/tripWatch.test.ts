/**
 * The trip notifications worker with a clock the tests move, on a real database: the
 * 48 h and 24 h reminders, changed alerts, the check-in request and the overdue email,
 * each sent once, after a restart too, and not at all when the walker checked in or
 * turned the setting off.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInResponse, NotificationsResponse, Plan, PlanInput } from '@planmywalk/contracts';
import { ManualClock } from '../lib/clock.ts';
import { claimTripJob, insertDueTripJobs } from './notifications.queries.ts';
import { TripChecker } from './tripChecker.ts';
import { buildServer } from '../server.ts';
import { bearer, emailsTo, login, signUp, type SignedUp } from '../testing/accounts.ts';
import { jsonCall, publishedInput, savePlan } from '../testing/plans.ts';
import { TEST_PASSWORD_HASHING, openTestServer, type TestServer } from '../testing/test-server.ts';

// The published trip of testing/plans.ts: 14 December 2030 7:30 am to 15 December 4:00 pm, NZ summer time.
const START = new Date('2030-12-13T18:30:00Z');
const END = new Date('2030-12-15T03:00:00Z');
const HOUR = 3600_000;
const EMERGENCY = 'hemi@example.org';

let server: TestServer;
let clock: ManualClock;
let walker: SignedUp;
let plan: Plan;

async function publish(input?: Partial<PlanInput>): Promise<Plan> {
  const token = (await login(server.app, walker.email)).access_token;
  return savePlan(server.app, token, await publishedInput(server.t.db, input));
}

/** One round of the worker at the clock's time. */
const tick = () => server.app.tripWatch.run();

async function jobs() {
  return server.t.db.query<{ kind: string; outcome: string | null }>('SELECT kind, outcome FROM trip_jobs WHERE plan_id = $1::uuid ORDER BY id', [plan.id]);
}

const kinds = async (to: string) => (await emailsTo(server.t.db, to)).map((mail) => mail.kind);

async function notifications(): Promise<NotificationsResponse> {
  const token = (await login(server.app, walker.email)).access_token;
  return (await server.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(token) })).json<NotificationsResponse>();
}

async function toggle(field: string, on: boolean) {
  const token = (await login(server.app, walker.email)).access_token;
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/toggle-alert',
    payload: `toggledFieldName=${field}&toggledFieldValue=${on ? 1 : 0}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeEach(async () => {
  clock = new ManualClock('2030-12-10T00:00:00Z');
  server = await openTestServer({ clock, tripWatch: { graceMinutes: 60 } });
  walker = await signUp(server.app, server.t.db, 'walker');
  plan = await publish();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

describe('reminders before the trip', () => {
  it('48 h and 24 h before the start, once each, by email and in the app', async () => {
    clock.set(new Date(START.getTime() - 49 * HOUR));
    await tick();
    expect(await kinds(walker.email)).not.toContain('trip-reminder-48h');

    clock.set(new Date(START.getTime() - 47 * HOUR));
    await tick();
    await tick();
    clock.advance(10 * 60_000);
    await tick();
    const reminders = (await emailsTo(server.t.db, walker.email)).filter((mail) => mail.kind === 'trip-reminder-48h');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Your trip starts in 2 days: Summer crossing');
    expect(reminders[0]!.text_body).toContain('Trip check:');

    clock.set(new Date(START.getTime() - 23 * HOUR));
    await tick();
    await tick();
    expect((await kinds(walker.email)).filter((kind) => kind.startsWith('trip-reminder'))).toEqual(['trip-reminder-48h', 'trip-reminder-24h']);

    const inApp = await notifications();
    expect(inApp.unread).toBe(2);
    expect(inApp.notifications.map((n) => n.title)).toEqual(['Your trip starts tomorrow: Summer crossing', 'Your trip starts in 2 days: Summer crossing']);
  });

  it('follows the settings: no email when email is off, nothing when both are off', async () => {
    await toggle('fortyEightPriorEmail', false);
    await toggle('twentyFourPriorEmail', false);
    await toggle('twentyFourPriorInApp', false);
    clock.set(new Date(START.getTime() - 47 * HOUR));
    await tick();
    clock.set(new Date(START.getTime() - 23 * HOUR));
    await tick();
    expect((await kinds(walker.email)).filter((kind) => kind.startsWith('trip-reminder'))).toEqual([]);
    expect((await notifications()).notifications.map((n) => n.kind)).toEqual(['reminder-48h']);
    expect(await jobs()).toEqual([
      { kind: 'reminder-48h', outcome: 'sent' },
      { kind: 'reminder-24h', outcome: 'setting off' },
    ]);
  });

  it('a trip moved later gets its reminders at the new times', async () => {
    clock.set(new Date(START.getTime() - 47 * HOUR));
    await tick();
    const token = (await login(server.app, walker.email)).access_token;
    const moved = await publishedInput(server.t.db, { revision: plan.revision, date: { start: '2030-12-20', end: '2030-12-21', start_time: { hour: '07', minute: '30', meridiem: 'AM' }, end_time: { hour: '04', minute: '00', meridiem: 'PM' } } });
    expect((await server.app.inject(jsonCall('PUT', `/api/v1/plan/${plan.id}`, moved, token))).statusCode).toBe(200);
    clock.set(new Date('2030-12-18T00:00:00Z')); // 47.5 h before the new start
    await tick();
    expect((await kinds(walker.email)).filter((kind) => kind === 'trip-reminder-48h')).toHaveLength(2);
  });
});

describe('the overdue walker', () => {
  it('at the planned end the walker is asked to check in; an hour later the emergency contact gets the whole plan and what to do, once', async () => {
    clock.set(END);
    await tick();
    const ask = (await emailsTo(server.t.db, walker.email)).find((mail) => mail.kind === 'trip-check-in-request');
    expect(ask?.subject).toBe('Are you back safely? Summer crossing');
    expect(ask?.text_body).toMatch(/I'm back safely: https?:\/\/.+\/check-in\?token=[\w-]+/);
    expect(ask?.text_body).toContain('within 1 hour, we will email Hemi Walker');

    clock.advance(59 * 60_000);
    await tick();
    expect(await kinds(EMERGENCY)).not.toContain('trip-overdue');

    clock.advance(2 * 60_000);
    await tick();
    await tick();
    clock.advance(5 * 60_000);
    await tick();
    const overdue = (await emailsTo(server.t.db, EMERGENCY)).filter((mail) => mail.kind === 'trip-overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.subject).toMatch(/^Overdue: .+ has not checked in from Summer crossing$/);
    expect(overdue[0]!.text_body).toContain('call 111 and ask for the Police');
    expect(overdue[0]!.text_body).toContain('---- The plan ----');
    expect(overdue[0]!.text_body).toContain('Daily plan:');
    // The walker's own number first, then the group's; no trip check of a trip that is past (ADR 057).
    expect(overdue[0]!.text_body).toMatch(/Try to reach .+ \(.+: 021 555 0100; Mere Tane: 021 555 0101\)/);
    expect(overdue[0]!.text_body).toContain('(trip planner): 021 555 0100');
    expect(overdue[0]!.text_body).not.toContain('Trip check:');
    // Composed of the plan's sections once: one greeting, one footer.
    expect(overdue[0]!.text_body.match(/Kia ora/g)).toHaveLength(1);
    expect(overdue[0]!.html_body.match(/Plan your trip, tell someone, stay safe/g)).toHaveLength(1);
    expect(overdue[0]!.html_body).toContain('name="viewport"');
    // Sent within five minutes of the deadline: queued at the first round after it.
    expect(overdue[0]!.next_attempt_at.getTime() - (END.getTime() + HOUR)).toBeLessThanOrEqual(5 * 60_000);
    expect(await kinds(walker.email)).toContain('trip-overdue');
    expect((await jobs()).map((job) => [job.kind, job.outcome])).toEqual([
      ['check-in-request', 'sent'],
      ['overdue', 'sent'],
    ]);
  });

  it('a walker who checks in from the email’s link stops it, and nobody is emailed', async () => {
    clock.set(new Date(END.getTime() + 60_000));
    await tick();
    const link = (await emailsTo(server.t.db, walker.email)).find((mail) => mail.kind === 'trip-check-in-request')!.text_body;
    const token = decodeURIComponent(/check-in\?token=([\w%-]+)/.exec(link)![1]!);
    const res = await server.app.inject(jsonCall('POST', '/api/v1/check-in', { token }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckInResponse>()).toMatchObject({ plan_id: plan.id, title: 'Summer crossing' });

    clock.advance(2 * HOUR);
    await tick();
    expect(await kinds(EMERGENCY)).not.toContain('trip-overdue');
    expect((await jobs()).at(-1)).toEqual({ kind: 'overdue', outcome: 'checked in' });
    // The plan says so, for the 'I'm back safely' button.
    const me = (await login(server.app, walker.email)).access_token;
    const read = await server.app.inject({ method: 'GET', url: `/api/v1/plan/${plan.id}/readonly`, headers: bearer(me) });
    expect(read.json<Plan>().checked_in_at).not.toBeNull();
  });

  it('a walker who checks in from the plan after the emergency contact was told sends them the all-clear', async () => {
    clock.set(new Date(END.getTime() + 61 * 60_000));
    await tick();
    expect(await kinds(EMERGENCY)).toContain('trip-overdue');
    const me = (await login(server.app, walker.email)).access_token;
    const res = await server.app.inject(jsonCall('POST', `/api/v1/plan/${plan.id}/check-in`, {}, me));
    expect(res.statusCode, res.body).toBe(200);
    const again = await server.app.inject(jsonCall('POST', `/api/v1/plan/${plan.id}/check-in`, {}, me));
    expect(again.statusCode).toBe(200);
    const clear = (await emailsTo(server.t.db, EMERGENCY)).filter((mail) => mail.kind === 'trip-all-clear');
    expect(clear).toHaveLength(1);
    expect(clear[0]!.text_body).toContain('they are back safely from Summer crossing');
  });

  it('with the setting off, neither the request nor the overdue email is sent', async () => {
    await toggle('endTripEmergencyContactEmail', false);
    clock.set(new Date(END.getTime() + 2 * HOUR));
    await tick();
    expect(await kinds(walker.email)).not.toContain('trip-check-in-request');
    expect(await kinds(EMERGENCY)).not.toContain('trip-overdue');
    expect((await jobs()).map((job) => job.outcome)).toEqual(['setting off', 'setting off']);
  });

  it('when the server was down at the deadline, the first round after its restart sends it, once', async () => {
    clock.set(new Date(END.getTime() - HOUR));
    await tick();
    // Down from before the end until three hours after it: another process on the same database takes over.
    clock.set(new Date(END.getTime() + 3 * HOUR));
    const restarted = await buildServer({ db: server.t.db, clock, accounts: { passwordHashing: TEST_PASSWORD_HASHING }, feeds: { mode: 'off' } });
    await restarted.ready();
    try {
      await Promise.all([restarted.tripWatch.run(), server.app.tripWatch.run()]);
      await restarted.tripWatch.run();
    } finally {
      await restarted.close();
    }
    expect((await emailsTo(server.t.db, EMERGENCY)).filter((mail) => mail.kind === 'trip-overdue')).toHaveLength(1);
    expect((await emailsTo(server.t.db, walker.email)).filter((mail) => mail.kind === 'trip-check-in-request')).toHaveLength(1);
  });

  it('a check-in at the very moment of the overdue round either stops the email or is followed by the all-clear', async () => {
    clock.set(new Date(END.getTime() + 61 * 60_000));
    const me = (await login(server.app, walker.email)).access_token;
    const [checkIn] = await Promise.all([server.app.inject(jsonCall('POST', `/api/v1/plan/${plan.id}/check-in`, {}, me)), tick()]);
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await tick();
    const told = await kinds(EMERGENCY);
    const overdue = (await jobs()).find((job) => job.kind === 'overdue');
    if (overdue?.outcome === 'sent') {
      expect(told.filter((kind) => kind === 'trip-overdue')).toHaveLength(1);
      expect(told.filter((kind) => kind === 'trip-all-clear')).toHaveLength(1);
    } else {
      expect(overdue?.outcome).toBe('checked in');
      expect(told.filter((kind) => kind === 'trip-overdue' || kind === 'trip-all-clear')).toEqual([]);
    }
  });

  it('when the trip check fails, the reminder still goes, without it', async () => {
    vi.spyOn(TripChecker.prototype, 'check').mockRejectedValue(new Error('feed copy unreadable'));
    clock.set(new Date(START.getTime() - 23 * HOUR));
    await tick();
    const reminders = (await emailsTo(server.t.db, walker.email)).filter((mail) => mail.kind === 'trip-reminder-24h');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text_body).not.toContain('Trip check:');
  });

  it('a process that dies holding the overdue job leaves it to another after its lease, still within five minutes, and it is sent once', async () => {
    const deadline = new Date(END.getTime() + HOUR);
    clock.set(deadline);
    await insertDueTripJobs(server.t.db, deadline, 3600);
    // The dying process claims both jobs of the trip and is gone before it sends anything.
    expect(await claimTripJob(server.t.db, deadline, new Date(deadline.getTime() + 120_000))).not.toBeNull();
    expect(await claimTripJob(server.t.db, deadline, new Date(deadline.getTime() + 120_000))).not.toBeNull();
    clock.advance(60_000);
    await tick();
    expect(await kinds(EMERGENCY)).not.toContain('trip-overdue');
    clock.advance(90_000);
    await tick();
    await tick();
    const overdue = (await emailsTo(server.t.db, EMERGENCY)).filter((mail) => mail.kind === 'trip-overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.next_attempt_at.getTime() - deadline.getTime()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('a trip without an emergency contact email asks nobody to check in', async () => {
    const token = (await login(server.app, walker.email)).access_token;
    const alone = await publishedInput(server.t.db, { revision: plan.revision, emergency_contact: null });
    expect((await server.app.inject(jsonCall('PUT', `/api/v1/plan/${plan.id}`, alone, token))).statusCode).toBe(200);
    clock.set(new Date(END.getTime() + 2 * HOUR));
    await tick();
    expect((await jobs()).map((job) => job.outcome)).toEqual(['no emergency contact email', 'no emergency contact email']);
  });
});

describe('the check-in routes', () => {
  it('refuse another user, a trip not started, and a bad token, changing nothing', async () => {
    const other = await signUp(server.app, server.t.db, 'other');
    expect((await server.app.inject(jsonCall('POST', `/api/v1/plan/${plan.id}/check-in`, {}, other.token.access_token))).statusCode).toBe(404);
    const me = (await login(server.app, walker.email)).access_token;
    const early = await server.app.inject(jsonCall('POST', `/api/v1/plan/${plan.id}/check-in`, {}, me));
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ error: 'You can check in once your trip has started.' });
    const bad = await server.app.inject(jsonCall('POST', '/api/v1/check-in', { token: 'x'.repeat(43) }));
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ error: 'This check-in link is not valid any more. Log in and check in from your plan.' });
    expect(await server.t.db.query('SELECT * FROM plan_check_ins')).toEqual([]);
  });

  it('mark notifications read: the ids given (another user’s untouched), or all', async () => {
    clock.set(new Date(START.getTime() - 47 * HOUR));
    await tick();
    clock.set(new Date(START.getTime() - 23 * HOUR));
    await tick();
    const list = await notifications();
    const me = (await login(server.app, walker.email)).access_token;
    const one = await server.app.inject(jsonCall('POST', '/api/v1/notifications/read', { ids: [list.notifications[0]!.id] }, me));
    expect(one.json<NotificationsResponse>().unread).toBe(1);
    const other = await signUp(server.app, server.t.db, 'other');
    await server.app.inject(jsonCall('POST', '/api/v1/notifications/read', {}, other.token.access_token));
    expect((await notifications()).unread).toBe(1);
    const all = await server.app.inject(jsonCall('POST', '/api/v1/notifications/read', {}, me));
    expect(all.json<NotificationsResponse>()).toMatchObject({ unread: 0 });
    expect((await server.app.inject(jsonCall('POST', '/api/v1/notifications/read', { ids: ['x'] }, me))).statusCode).toBe(400);
  });
});

describe('changed alerts', () => {
  it('tells the walker of new alerts for the trip’s dates once, and nothing while nothing changes', async () => {
    const sample = await openTestServer({ clock, feeds: { mode: 'sample' } });
    try {
      const me = await signUp(sample.app, sample.t.db, 'kepler');
      const [kepler] = await sample.t.db.query<{ id: number }>("SELECT id FROM locations WHERE type = 'Track' AND title = 'Kepler Track'");
      const input = await publishedInput(sample.t.db, {
        location: { id: kepler!.id, type: 'Track' },
        date: { start: '2030-12-11', end: '2030-12-11', start_time: { hour: '08', minute: '00', meridiem: 'AM' }, end_time: { hour: '04', minute: '00', meridiem: 'PM' } },
        daily_plans: [],
      });
      const published = await savePlan(sample.app, me.token.access_token, input);
      // The emergency contact's email carries the trip check.
      expect((await emailsTo(sample.t.db, EMERGENCY, 'plan-emergency'))[0]?.text_body).toContain('Trip check:');

      await sample.app.feeds.poller.pollDue();
      await sample.app.tripWatch.run(); // the first look records what is there
      await sample.app.tripWatch.run();
      expect(await emailsTo(sample.t.db, me.email, 'trip-alerts-changed')).toEqual([]);

      // MetService issues another warning for Fiordland.
      await sample.t.db.query(
        `UPDATE feed_snapshots SET body = jsonb_set(body, '{alerts}', (body->'alerts') || jsonb_build_array(jsonb_set(body->'alerts'->0, '{identifier}', '"2.49.0.0.554.0.severeweather.nz.new.1"')))
         WHERE feed = 'metservice'`,
      );
      await sample.app.tripWatch.run();
      await sample.app.tripWatch.run();
      const told = await emailsTo(sample.t.db, me.email, 'trip-alerts-changed');
      expect(told).toHaveLength(1);
      expect(told[0]!.subject).toBe('New alerts for your trip: Summer crossing');
      expect(told[0]!.text_body).toContain('  - Red: Heavy Rain Warning (Fiordland National Park)');
      const stored = await sample.t.db.query<{ outcome: string }>("SELECT outcome FROM trip_jobs WHERE plan_id = $1::uuid AND kind = 'alerts-changed'", [published.id]);
      expect(stored).toEqual([{ outcome: 'sent' }]);
    } finally {
      await sample.close();
    }
  });
});

describe('a forecast that becomes available', () => {
  it('is told once, when the forecast first reaches the start of a trip saved before it did', async () => {
    const sample = await openTestServer({ clock, feeds: { mode: 'sample' } });
    try {
      const me = await signUp(sample.app, sample.t.db, 'early');
      const [kepler] = await sample.t.db.query<{ id: number }>("SELECT id FROM locations WHERE type = 'Track' AND title = 'Kepler Track'");
      // Nine days ahead: the sample forecast reaches eight.
      const input = await publishedInput(sample.t.db, {
        location: { id: kepler!.id, type: 'Track' },
        date: { start: '2030-12-19', end: '2030-12-19', start_time: { hour: '08', minute: '00', meridiem: 'AM' }, end_time: { hour: '04', minute: '00', meridiem: 'PM' } },
        daily_plans: [],
      });
      const published = await savePlan(sample.app, me.token.access_token, input);
      await sample.app.tripWatch.run();
      clock.advance(HOUR);
      await sample.app.tripWatch.run();
      expect(await emailsTo(sample.t.db, me.email, 'trip-forecast-available')).toEqual([]);

      clock.advance(2 * 24 * HOUR);
      await sample.app.tripWatch.run();
      clock.advance(HOUR);
      await sample.app.tripWatch.run();
      const told = await emailsTo(sample.t.db, me.email, 'trip-forecast-available');
      expect(told).toHaveLength(1);
      expect(told[0]!.subject).toBe('A forecast is available for your trip: Summer crossing');
      expect(told[0]!.text_body).toContain(`/plan/${published.id}/weather`);
      const inApp = (await sample.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer((await login(sample.app, me.email)).access_token) })).json<NotificationsResponse>();
      expect(inApp.notifications.filter((n) => n.kind === 'forecast-available')).toHaveLength(1);
    } finally {
      await sample.close();
    }
  });

  it('is not told for a trip the forecast already reached when it was saved', async () => {
    const sample = await openTestServer({ clock, feeds: { mode: 'sample' } });
    try {
      const me = await signUp(sample.app, sample.t.db, 'soon');
      const [kepler] = await sample.t.db.query<{ id: number }>("SELECT id FROM locations WHERE type = 'Track' AND title = 'Kepler Track'");
      const input = await publishedInput(sample.t.db, {
        location: { id: kepler!.id, type: 'Track' },
        date: { start: '2030-12-12', end: '2030-12-12', start_time: { hour: '08', minute: '00', meridiem: 'AM' }, end_time: { hour: '04', minute: '00', meridiem: 'PM' } },
        daily_plans: [],
      });
      await savePlan(sample.app, me.token.access_token, input);
      await sample.app.tripWatch.run();
      clock.advance(HOUR);
      await sample.app.tripWatch.run();
      expect(await emailsTo(sample.t.db, me.email, 'trip-forecast-available')).toEqual([]);
      expect(await sample.t.db.query('SELECT covered FROM plan_forecast_states')).toEqual([{ covered: true }]);
    } finally {
      await sample.close();
    }
  });
});
