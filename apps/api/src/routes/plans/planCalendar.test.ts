/**
 * GET plan/{id}/calendar (issue 35): each file read back by a real iCalendar parser
 * (ical.js), its times checked against the plan's status, the one reading of start, end
 * and alert time every surface shares (ADR 057).
 */
import ICAL from 'ical.js';
import type { ErrorResponse, Plan } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { TWO_DAY_TRIP, draftInput, publishedInput, savePlan } from '../../testing/plans.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';
import { PLAN_HAS_NO_DATES } from './planCalendar.routes.ts';

/** The file's one event, its times as instants (the file's own time zone rules applied). */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('no VTIMEZONE');
  const timezone = new ICAL.Timezone(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  const alarm = vevent.getFirstSubcomponent('valarm');
  // The event's times in the file's own zone: the file carries its rules, ical.js applies them.
  const instant = (time: ICAL.Time) => new Date(timezone.utcOffset(time) * -1000 + Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  return {
    version: calendar.getFirstPropertyValue('version'),
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    start: instant(event.startDate).toISOString(),
    end: instant(event.endDate).toISOString(),
    summary: event.summary,
    location: event.location,
    description: event.description,
    uid: event.uid,
    url: vevent.getFirstPropertyValue('url'),
    alarm: alarm ? { action: alarm.getFirstPropertyValue('action'), trigger: String(alarm.getFirstPropertyValue('trigger')), related: alarm.getFirstProperty('trigger')?.getParameter('related') ?? null } : null,
  };
}

const PUBLIC_URL = 'https://walk.example.nz';

describe('GET /api/v1/plan/{id}/calendar', () => {
  let s: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  let published: Plan;
  beforeAll(async () => {
    s = await openTestServer({ accounts: { publicUrl: PUBLIC_URL } });
    owner = await signUp(s.app, s.t.db, 'calendar-owner');
    stranger = await signUp(s.app, s.t.db, 'calendar-stranger');
    published = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db, { custom_trip_name: 'Kepler; day one, two' }));
  });
  afterAll(async () => {
    await s.close();
  });

  const calendarOf = (id: string, query = '', token?: string) =>
    s.app.inject({ method: 'GET', url: `/api/v1/plan/${id}/calendar${query}`, headers: token ? bearer(token) : {} });

  it("given the owner, answers the walker's trip: start to planned end in New Zealand time, a reminder at the end to check in", async () => {
    const res = await calendarOf(published.id, '', owner.token.access_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Kepler_ day one, two.ics"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const event = readCalendar(res.body);
    expect(event.version).toBe('2.0');
    expect(event.tzid).toBe('Pacific/Auckland');
    // The same instants as the plan's status, 7:30 am and 4:00 pm NZDT (UTC+13).
    expect(event.start).toBe(published.status.starts_at);
    expect(event.end).toBe(published.status.ends_at);
    expect(event.start).toBe('2030-12-13T18:30:00.000Z');
    expect(event.summary).toBe('Trip: Kepler; day one, two');
    expect(event.location).toBe(published.location.title);
    expect(event.url).toBe(`${PUBLIC_URL}/plan/${published.share_key}`);
    expect(event.uid).toBe(`${published.guid}-walker@walk.example.nz`);
    // The status's words, as on the plan page and in the walker's copy of the email.
    expect(event.description).toContain(`When you are out, tap "I'm back safely". If you have not by Sunday 15 December 2030, 5:00 pm, we will email Hemi Walker to say you are overdue.`);
    expect(event.alarm).toEqual({ action: 'DISPLAY', trigger: 'PT0S', related: 'END' });
  });

  it("given the plan's link and no session, answers the emergency contact's: from the planned end to the overdue email, with what to do", async () => {
    const res = await calendarOf(published.share_key ?? '', '?reader=contact');
    expect(res.statusCode, res.body).toBe(200);
    const event = readCalendar(res.body);
    // The walker as the read-only page names them to a link holder.
    const readonly = (await s.app.inject({ method: 'GET', url: `/api/v1/plan/${published.share_key}/readonly` })).json<Plan>();
    expect(event.start).toBe(published.status.ends_at);
    expect(event.end).toBe(published.status.alert_at);
    expect(event.summary).toBe(`Expect to hear from ${readonly.walker.fullname} by Sunday 15 December 2030, 4:00 pm`);
    // The words of the emergency contact's email.
    expect(event.description).toContain(`If ${readonly.walker.fullname} has not told us they are back safely by Sunday 15 December 2030, 5:00 pm, we will email you to say they are overdue.`);
    expect(event.description).toContain(`you cannot reach them on ${readonly.walker.phone}, call 111 and ask for the Police`);
    expect(event.alarm).toEqual({ action: 'DISPLAY', trigger: 'PT0S', related: null });
  });

  it('given a winter trip, writes New Zealand standard time (UTC+12) by the same rules', async () => {
    const winter = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db, { date: { ...TWO_DAY_TRIP, start: '2030-06-14', end: '2030-06-15' } }));
    const event = readCalendar((await calendarOf(winter.id, '', owner.token.access_token)).body);
    expect(event.start).toBe('2030-06-13T19:30:00.000Z');
    expect(event.start).toBe(winter.status.starts_at);
    expect(event.end).toBe(winter.status.ends_at);
  });

  it('given a plan without dates, says there is nothing to add', async () => {
    const draft = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db));
    const res = await calendarOf(draft.id, '', owner.token.access_token);
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorResponse>().error).toBe(PLAN_HAS_NO_DATES);
  });

  it("given another user or a guest with a draft's id, answers 404 as for any plan they may not read", async () => {
    const draft = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, { date: { ...TWO_DAY_TRIP } }));
    expect((await calendarOf(draft.id, '', stranger.token.access_token)).statusCode).toBe(404);
    expect((await calendarOf(draft.id)).statusCode).toBe(404);
    expect((await calendarOf(draft.id, '', owner.token.access_token)).statusCode).toBe(200);
  });

  it('given bad input, answers 400 or 404 and nothing else', async () => {
    expect((await calendarOf(published.id, '?reader=stranger', owner.token.access_token)).statusCode).toBe(400);
    expect((await calendarOf('not-a-plan', '', owner.token.access_token)).statusCode).toBe(404);
  });
});
