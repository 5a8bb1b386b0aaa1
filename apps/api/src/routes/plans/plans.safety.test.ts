/**
 * The safety chain over HTTP (ADR 057, ADR 058), FEEDS=sample: what a published plan
 * tells its owner, another user and a guest holding the link (the same status and the
 * walker's number to all), the refusals that keep it true (the walker as their own
 * contact, a past end), the overdue alert turned off, and the trip check with DOC's
 * alerts in it and MetService's warnings by the trip's hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_AS_EMERGENCY_CONTACT, TRIP_END_PASSED, tripCheck, tripCheckFacts, type AlertsResponse, type Plan } from '@planmywalk/contracts';
import { ManualClock } from '../../lib/clock.ts';
import { TripChecker } from '../../notifications/tripChecker.ts';
import { loadPlanLocations } from '../../plans/plan-locations.ts';
import { bearer, emailsTo, signUp, WALKER_PHONE, type SignedUp } from '../../testing/accounts.ts';
import { jsonCall, publishedInput, savePlan } from '../../testing/plans.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

// 8 December 2030, 1 pm in New Zealand; the plans' trip is 14–15 December (testing/plans.ts).
const NOW = '2030-12-08T00:00:00Z';

describe('the safety chain over HTTP (owner, another user, guest, bad input)', () => {
  let s: TestServer;
  let clock: ManualClock;
  let owner: SignedUp;
  let other: SignedUp;
  let keplerId: number;
  let checker: TripChecker;

  const as = (user: SignedUp | null) => (user ? bearer(user.token.access_token) : {});
  const read = async (user: SignedUp | null, id: string) => {
    const res = await s.app.inject({ method: 'GET', url: `/api/v1/plan/${id}/readonly`, headers: as(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Plan>();
  };

  beforeAll(async () => {
    clock = new ManualClock(NOW);
    s = await openTestServer({ clock, feeds: { mode: 'sample' }, accounts: { publicUrl: 'https://walk.example.nz' } });
    await s.app.feeds.poller.pollDue();
    owner = await signUp(s.app, s.t.db, 'safety-owner');
    other = await signUp(s.app, s.t.db, 'safety-other');
    await s.t.db.query("UPDATE users SET first_name = 'Aroha', last_name = 'Ngata', level = 'Intermediate' WHERE id = $1", [owner.user.id]);
    const [row] = await s.t.db.query<{ id: number }>("SELECT id FROM locations WHERE type = 'Track' AND title = 'Kepler Track'");
    keplerId = row!.id;
    checker = new TripChecker(s.t.db, s.app.feeds, clock);
  });
  afterAll(() => s.close());

  it('answers the owner, another user and a guest holding the link the same status, the walker in full with their phone, and the same party', async () => {
    const plan = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db));
    const views = [await read(owner, plan.id), await read(other, plan.id), await read(null, plan.id)];
    for (const view of views) {
      expect(view.status).toMatchObject({ state: 'upcoming', overdue_alert: 'on', alert_at: '2030-12-15T04:00:00.000Z', alerted_at: null });
      expect(view.walker).toEqual({ first_name: 'Aroha', fullname: 'Aroha Ngata', phone: WALKER_PHONE });
      expect(view.party_experience).toEqual({ level: 'Intermediate', name: 'Aroha', planner: true });
    }
  });

  it('refuses the walker as their own emergency contact (422), writing nothing, for a draft too', async () => {
    const before = (await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM plans'))[0]!.n;
    for (const is_published of [true, false]) {
      const input = await publishedInput(s.t.db, { is_published, emergency_contact: { first_name: 'Me', last_name: 'Again', email: owner.email } });
      const res = await s.app.inject(jsonCall('POST', '/api/v1/plan', input, owner.token.access_token));
      expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([422, SELF_AS_EMERGENCY_CONTACT]);
    }
    expect((await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM plans'))[0]!.n).toBe(before);
  });

  it('refuses to publish a trip whose planned end has passed (422); a guest is refused first (401)', async () => {
    const past = { start: '2030-12-01', end: '2030-12-02', start_time: { hour: '08', minute: '00', meridiem: 'AM' }, end_time: { hour: '04', minute: '00', meridiem: 'PM' } } as const;
    const input = await publishedInput(s.t.db, { date: past, daily_plans: [] });
    const res = await s.app.inject(jsonCall('POST', '/api/v1/plan', input, owner.token.access_token));
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([422, TRIP_END_PASSED]);
    expect((await s.app.inject(jsonCall('POST', '/api/v1/plan', input))).statusCode).toBe(401);
    // Saved as a draft, a past trip is a record, not an alert.
    expect((await s.app.inject(jsonCall('POST', '/api/v1/plan', { ...input, is_published: false }, owner.token.access_token))).statusCode).toBe(201);
  });

  it('with the overdue alert turned off, every reader of a published plan is told nobody will be emailed, and the contact\'s email says so', async () => {
    const walker = await signUp(s.app, s.t.db, 'safety-alert-off');
    await s.t.db.query('UPDATE users SET notify_end_trip_emergency_contact_email = false WHERE id = $1', [walker.user.id]);
    const plan = await savePlan(s.app, walker.token.access_token, await publishedInput(s.t.db, { emergency_contact: { first_name: 'Hemi', last_name: 'Walker', email: 'hemi.off@example.org' } }));
    for (const view of [await read(walker, plan.id), await read(null, plan.id)]) expect(view.status).toMatchObject({ overdue_alert: 'off', alert_at: null });
    const [mail] = await emailsTo(s.t.db, 'hemi.off@example.org', 'plan-emergency');
    expect(mail?.text_body).toContain('has turned the overdue alert off: nobody will be emailed if they are overdue.');
    expect((await s.app.inject({ method: 'GET', url: '/api/v1/plan/not-a-plan/readonly' })).statusCode).toBe(404);
  });

  it("the server's trip check of the Kepler Track has DOC's alerts in it, and a warning counts only by the trip's hours", async () => {
    const place = (await loadPlanLocations(s.t.db, [{ type: 'Track', id: keplerId }])).get(`Track:${keplerId}`)!;
    const alerts = (await checker.alertsOf(place)) as AlertsResponse;
    expect(alerts.doc.map((alert) => alert.heading)).toEqual(expect.arrayContaining([expect.stringMatching(/Forest Burn/)]));
    const party = { level: 'Intermediate', name: 'Aroha', planner: true } as const;
    const check = await checker.check({ place, dates: null, party, reader: { kind: 'others', walker: 'Aroha' } });
    expect(check.reasons.find((reason) => reason.topic === 'doc-alerts')).toMatchObject({ level: 'caution', detail: expect.stringMatching(/Forest Burn/) });

    // The first sample warning over the Kepler: a trip of one hour before it starts is not under it; one inside it is.
    const warning = alerts.metservice[0]!;
    const hour = (instant: number) => {
      const [date, time] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' })
        .format(new Date(instant))
        .split(', ') as [string, string];
      const h = Number(time.slice(0, 2));
      return { date, time: { hour: String(h % 12 || 12).padStart(2, '0') as '01', minute: '00' as const, meridiem: h < 12 ? ('AM' as const) : ('PM' as const) } };
    };
    const dayTrip = (from: number) => {
      const start = hour(from);
      const end = hour(from + 3_600_000);
      return { start: start.date, end: end.date, start_time: start.time, end_time: end.time };
    };
    const warningsOf = (dates: ReturnType<typeof dayTrip>) =>
      tripCheck(tripCheckFacts({ location: place.location, dates, party, alerts, forecasts: [], now: clock.now() })).reasons.find((reason) => reason.topic === 'warnings');
    const onset = Date.parse(warning.onset);
    expect(warningsOf(dayTrip(onset - 3 * 3_600_000))?.detail).not.toContain(warning.headline.split(/\s+[-–]\s+/)[0]);
    expect(warningsOf(dayTrip(onset + 3_600_000))?.detail).toContain(warning.headline.split(/\s+[-–]\s+/)[0]);
  });
});
