import {
  DAILY_LOCATION_TOO_LONG,
  DATES_REQUIRED,
  INVALID_END_TIME,
  PLAN_CHANGED_ELSEWHERE,
  TIMES_REQUIRED,
  TOO_MANY_ATTACHMENTS,
  TRIP_NAME_TOO_LONG,
  TRIP_NOTE_TOO_LONG,
  type DeletePlanResponse,
  type ErrorResponse,
  type Plan,
  type PlanGearList,
  type PlanInput,
  type PlansPage,
  type User,
} from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_OWNER_EDITS } from '../../commands/plans/updatePlan.ts';
import { ACCEPT_TO_TICK, GEAR_CHANGED, GEAR_IS_THE_OWNERS } from '../../commands/plans/updatePlanGear.ts';
import { ManualClock } from '../../lib/clock.ts';
import { CUSTOM_TRACK_NOT_YOURS } from '../../custom-tracks/customTrackPlanLocations.ts';
import { bearer, login, signUp, type SignedUp } from '../../testing/accounts.ts';
import { TWO_DAY_TRIP, draftInput, jsonCall, publishedInput, savePlan } from '../../testing/plans.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('trip plans', () => {
  let s: TestServer;
  const clock = new ManualClock('2030-12-01T00:00:00Z');
  let owner: SignedUp;
  let member: SignedUp;
  let stranger: SignedUp;
  beforeAll(async () => {
    s = await openTestServer({ clock, accounts: { publicUrl: 'https://walk.example.nz' } });
    owner = await signUp(s.app, s.t.db, 'planner');
    member = await signUp(s.app, s.t.db, 'member');
    stranger = await signUp(s.app, s.t.db, 'stranger');
  });
  afterAll(async () => {
    await s.close();
  });

  const get = (url: string, who?: SignedUp) => s.app.inject({ method: 'GET', url, headers: who ? bearer(who.token.access_token) : {} });
  const send = (method: string, url: string, body: unknown, who?: SignedUp) => s.app.inject(jsonCall(method, url, body, who?.token.access_token));
  const put = (url: string, who?: SignedUp) => s.app.inject({ method: 'PUT', url, headers: who ? bearer(who.token.access_token) : {} });
  const del = (url: string, who?: SignedUp) => s.app.inject({ method: 'DELETE', url, headers: who ? bearer(who.token.access_token) : {} });
  const readonly = (id: string, who?: SignedUp) => get(`/api/v1/plan/${id}/readonly`, who);
  const planCount = async () => Number((await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM plans'))[0]?.n);
  const rowOf = async (id: string) => (await s.t.db.query('SELECT * FROM plans WHERE id = $1::uuid', [id]))[0];
  const withMember = (input: PlanInput): PlanInput => ({
    ...input,
    contacts: [{ first_name: 'Mere', last_name: 'Tane', email: member.email.toUpperCase(), phone: '021 555 0101', relationship: 'Friend' }],
  });

  describe('POST /api/v1/plan', () => {
    it('given a guest, answers 401 and saves nothing', async () => {
      const before = await planCount();
      const res = await send('POST', '/api/v1/plan', await draftInput(s.t.db));
      expect(res.statusCode).toBe(401);
      expect(await planCount()).toBe(before);
    });

    it('given the owner, saves a draft: a UUID that is also the guid, revision 1, the place, the owner as owner', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db));
      expect(plan.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(plan).toMatchObject({
        guid: plan.id,
        revision: 1,
        user: { id: owner.user.id },
        is_published: false,
        published_at: null,
        title: plan.location.title,
        acceptanceState: 'owner',
        canEdit: true,
        isShared: false,
        isPendingInvitation: false,
        editors: [],
      });
      expect(plan.location).toMatchObject({ type: 'Track', singular_name: 'track' });
    });

    it('counts a character as a code point, as the plan screen does: a trip name of 18 mountains (36 UTF-16 units) is kept', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, { custom_trip_name: '🏔'.repeat(18), note: '👩‍👩‍👧'.repeat(200) }));
      expect(plan.custom_trip_name).toBe('🏔'.repeat(18));
      expect(plan.note).toBe('👩‍👩‍👧'.repeat(200));
    });

    it('keeps JSON nulls as null: a temporary contact (contact_id null) and a gear list without a custom list', async () => {
      const input = await draftInput(s.t.db, {
        contacts: [{ contact_id: null, first_name: 'Temp', last_name: 'Orary', email: null, phone: null, relationship: null }],
        gearList: { list: { title: 'Day walk', categories: [] }, list_type: 'default', list_preset_id: null, list_custom_id: null },
      });
      const plan = await savePlan(s.app, owner.token.access_token, input);
      expect(plan.contacts[0]).toMatchObject({ contact_id: null, email: null, phone: null });
      expect(plan.gearList).toEqual(input.gearList);
    });

    it('given a group member whose email is a verified account (in any case), invites them: an editor with a pending invitation', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, withMember(await draftInput(s.t.db)));
      expect(plan.editors).toEqual([member.user.id]);
      expect(plan.isShared).toBe(true);
      expect(plan.contacts[0]).toMatchObject({ fullname: 'Mere Tane', email: member.email });
      const [editor] = await s.t.db.query('SELECT state FROM plan_editors WHERE plan_id = $1::uuid', [plan.id]);
      expect(editor).toEqual({ state: 'invited' });
    });

    it.each<[string, (input: PlanInput) => PlanInput, number, string]>([
      ['a 36-character trip name', (i) => ({ ...i, custom_trip_name: 'x'.repeat(36) }), 422, TRIP_NAME_TOO_LONG],
      ['a 1,001-character note', (i) => ({ ...i, note: 'n'.repeat(1001) }), 422, TRIP_NOTE_TOO_LONG],
      ['a trip name of 18 mountains with variation selectors (36 characters)', (i) => ({ ...i, custom_trip_name: '🏔️'.repeat(18) }), 422, TRIP_NAME_TOO_LONG],
      ['a day’s start of 35 letters and a combining macron (36 characters)', (i) => ({ ...i, date: { ...TWO_DAY_TRIP }, daily_plans: [{ day_index: 0, start_location: `${'a'.repeat(35)}\u0304`, end_location: '', notes: '' }] }), 422, DAILY_LOCATION_TOO_LONG],
      [
        'a fourth document',
        (i) => ({ ...i, attachments: ['1', '2', '3', '4'].map((n) => ({ id: `00000000-0000-4000-8000-00000000000${n}` })) }),
        422,
        TOO_MANY_ATTACHMENTS,
      ],
      [
        'times that end before they start',
        (i) => ({ ...i, date: { ...TWO_DAY_TRIP, end: TWO_DAY_TRIP.start, end_time: { hour: '06', minute: '00', meridiem: 'AM' } } }),
        422,
        INVALID_END_TIME,
      ],
      ['an end date before the start', (i) => ({ ...i, date: { ...TWO_DAY_TRIP, start: '2030-12-20' } }), 422, INVALID_END_TIME],
      ['a date that does not exist', (i) => ({ ...i, date: { ...TWO_DAY_TRIP, start: '2030-02-30' } }), 422, 'Please choose real trip dates.'],
      ['publishing without dates', (i) => ({ ...i, is_published: true, date: null }), 422, DATES_REQUIRED],
      ['publishing without times', (i) => ({ ...i, is_published: true, date: { ...TWO_DAY_TRIP, end_time: null } }), 422, TIMES_REQUIRED],
      ['a custom track that is not the user’s', (i) => ({ ...i, location: { id: 99_999_999, type: 'Custom Track' } }), 422, CUSTOM_TRACK_NOT_YOURS],
      ['a track that does not exist', (i) => ({ ...i, location: { id: 99_999_999, type: 'Track' } }), 422, 'We could not find that track, hut or campsite.'],
      ['a daily plan for a day after the trip', (i) => ({ ...i, date: { ...TWO_DAY_TRIP }, daily_plans: [{ day_index: 2, start_location: '', end_location: '', notes: '' }] }), 422, 'A daily plan can only be for a day of the trip.'],
      ['a group member with a bad email', (i) => ({ ...i, contacts: [{ first_name: 'A', last_name: 'B', email: 'not-an-email' }] }), 422, 'Please enter a valid email address for A B.'],
      ['another user’s contact book entry', (i) => ({ ...i, contacts: [{ contact_id: 2_000_000_000, first_name: 'A', last_name: 'B' }] }), 422, 'One of the people on the plan is not in your contacts any more. Please choose them again.'],
      ['a document that was never uploaded', (i) => ({ ...i, attachments: [{ id: '00000000-0000-4000-8000-000000000001' }] }), 422, 'One of the documents was not found. Please attach it again.'],
      ['a trip name that is a number', (i) => ({ ...i, custom_trip_name: 42 }) as unknown as PlanInput, 400, "Field 'custom_trip_name' must be string"],
    ])('given %s, answers %i with a clear message and saves nothing', async (_what, change, status, message) => {
      const before = await planCount();
      const res = await send('POST', '/api/v1/plan', change(await draftInput(s.t.db)), owner);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<ErrorResponse>().error).toBe(message);
      expect(await planCount()).toBe(before);
    });
  });

  describe('GET /api/v1/plan/{guid}/readonly', () => {
    let draft: Plan;
    beforeAll(async () => {
      draft = await savePlan(s.app, owner.token.access_token, withMember(await draftInput(s.t.db, { emergency_contact: { first_name: 'Hemi', last_name: 'W', email: 'hemi@example.org' } })));
    });

    it('answers a draft to its owner, with the contact emails', async () => {
      const res = await readonly(draft.id, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json<Plan>()).toMatchObject({ acceptanceState: 'owner', canEdit: true, emergency_contact: { email: 'hemi@example.org' } });
    });

    it('answers a draft to an invited group member as pending, without anyone’s email and without edit rights', async () => {
      const plan = (await readonly(draft.id, member)).json<Plan>();
      expect(plan).toMatchObject({ acceptanceState: 'pending', isPendingInvitation: true, canEdit: false, isShared: true });
      expect(plan.contacts.map((c) => c.email)).toEqual([null]);
      expect(plan.emergency_contact?.email).toBeNull();
    });

    it('answers 404 for a draft to a guest and to another user, exactly as for a plan that does not exist', async () => {
      const missing = await readonly('5b0e2a4c-0000-4000-8000-000000000000', stranger);
      for (const res of [await readonly(draft.id), await readonly(draft.id, stranger), missing, await readonly('not-a-plan', stranger)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorResponse>()).toEqual({ error: 'Plan not found' });
      }
    });

    it('answers a published plan to anyone with the link, as a viewer who sees no emails', async () => {
      const published = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db));
      for (const res of [await readonly(published.id), await readonly(published.id.toUpperCase(), stranger)]) {
        expect(res.statusCode).toBe(200);
        const plan = res.json<Plan>();
        expect(plan).toMatchObject({ acceptanceState: 'viewer', canEdit: false, isPendingInvitation: false, is_published: true });
        expect(plan.contacts.every((c) => c.email === null)).toBe(true);
        expect(plan.emergency_contact).toMatchObject({ fullname: 'Hemi Walker', email: null, phone: '027 555 0199' });
        expect(res.body).not.toContain('@example.org');
        expect(res.body).not.toContain(owner.email);
      }
    });
  });

  describe('PUT /api/v1/plan/{id}', () => {
    it('given the owner and the current revision, saves over the plan and moves the revision on', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db));
      const res = await send('PUT', `/api/v1/plan/${plan.id}`, await draftInput(s.t.db, { revision: 1, custom_trip_name: '  Kea country  ', note: 'Two nights' }), owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Plan>()).toMatchObject({ revision: 2, custom_trip_name: 'Kea country', title: 'Kea country', note: 'Two nights' });
    });

    it('given an older revision (another device saved meanwhile), answers 409 and keeps the newer version', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db));
      expect((await send('PUT', `/api/v1/plan/${plan.id}`, await draftInput(s.t.db, { revision: 1, note: 'first device' }), owner)).statusCode).toBe(200);
      const stale = await send('PUT', `/api/v1/plan/${plan.id}`, await draftInput(s.t.db, { revision: 1, note: 'second device' }), owner);
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorResponse>().error).toBe(PLAN_CHANGED_ELSEWHERE);
      expect(await rowOf(plan.id)).toMatchObject({ revision: 2, note: 'first device' });
    });

    it('given no revision, answers 422', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db));
      const res = await send('PUT', `/api/v1/plan/${plan.id}`, await draftInput(s.t.db), owner);
      expect(res.statusCode).toBe(422);
    });

    it('refuses a group member (403), another user (404) and a guest (401), changing nothing', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, withMember(await draftInput(s.t.db)));
      const before = await rowOf(plan.id);
      const body = await draftInput(s.t.db, { revision: 1, note: 'hijacked' });
      const byMember = await send('PUT', `/api/v1/plan/${plan.id}`, body, member);
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json<ErrorResponse>().error).toBe(ONLY_OWNER_EDITS);
      expect((await send('PUT', `/api/v1/plan/${plan.id}`, body, stranger)).statusCode).toBe(404);
      expect((await send('PUT', `/api/v1/plan/${plan.id}`, body)).statusCode).toBe(401);
      expect(await rowOf(plan.id)).toEqual(before);
    });

    it('given a bad save over a plan, answers 422 and leaves the plan, its people and documents as they were', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, withMember(await draftInput(s.t.db)));
      const res = await send('PUT', `/api/v1/plan/${plan.id}`, { ...(await draftInput(s.t.db)), revision: 1, custom_trip_name: 'y'.repeat(36) }, owner);
      expect(res.statusCode).toBe(422);
      const after = (await readonly(plan.id, owner)).json<Plan>();
      expect(after).toEqual(plan);
    });

    it('given a member taken off the plan, ends their invitation; one who declined is not invited again by a later save', async () => {
      const other = await signUp(s.app, s.t.db, 'second-member');
      const input = withMember(await draftInput(s.t.db));
      input.contacts.push({ first_name: 'Sam', last_name: 'Ngāti', email: other.email });
      const plan = await savePlan(s.app, owner.token.access_token, input);
      expect(plan.editors.sort()).toEqual([member.user.id, other.user.id].sort());
      expect((await del(`/api/v1/plan/${plan.id}`, other)).statusCode).toBe(200);
      const resaved = (await send('PUT', `/api/v1/plan/${plan.id}`, { ...input, revision: 1 }, owner)).json<Plan>();
      expect(resaved.editors).toEqual([member.user.id]);
      const withoutMember = (await send('PUT', `/api/v1/plan/${plan.id}`, { ...input, contacts: input.contacts.slice(1), revision: 2 }, owner)).json<Plan>();
      expect(withoutMember.editors).toEqual([]);
      expect((await readonly(plan.id, member)).statusCode).toBe(404);
    });
  });

  describe('accepting, declining, deleting', () => {
    it('lets an invited member accept: the plan is accepted in their My Walks; accepting again changes nothing', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, withMember(await draftInput(s.t.db)));
      const res = await put(`/api/v1/plan/${plan.id}/accept`, member);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Plan>()).toMatchObject({ acceptanceState: 'accepted', isPendingInvitation: false, canEdit: false });
      expect((await put(`/api/v1/plan/${plan.id}/accept`, member)).statusCode).toBe(200);
      const walks = (await get('/api/v1/plan?page=0', member)).json<PlansPage>();
      expect(walks.draft.find((p) => p.id === plan.id)).toMatchObject({ acceptanceState: 'accepted', canEdit: false });
    });

    it('answers 404 to another user accepting, 422 to the owner, 401 to a guest', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, withMember(await draftInput(s.t.db)));
      expect((await put(`/api/v1/plan/${plan.id}/accept`, stranger)).statusCode).toBe(404);
      expect((await put(`/api/v1/plan/${plan.id}/accept`, owner)).statusCode).toBe(422);
      expect((await put(`/api/v1/plan/${plan.id}/accept`)).statusCode).toBe(401);
    });

    it('given a member, DELETE declines: only their link goes, the owner keeps the plan', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, withMember(await draftInput(s.t.db)));
      const res = await del(`/api/v1/plan/${plan.id}`, member);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<DeletePlanResponse>();
      expect(answer.success).toBe(true);
      expect(answer.plans.some((p) => p.id === plan.id)).toBe(false);
      expect((await readonly(plan.id, owner)).statusCode).toBe(200);
      expect((await readonly(plan.id, member)).statusCode).toBe(404);
      expect((await get('/api/v1/user', member)).json<User>().plans.some((p) => p.id === plan.id)).toBe(false);
    });

    it('given the owner, DELETE deletes the plan and answers their plans; another user and a guest change nothing', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, withMember(await draftInput(s.t.db)));
      expect((await del(`/api/v1/plan/${plan.id}`, stranger)).statusCode).toBe(404);
      expect((await del(`/api/v1/plan/${plan.id}`)).statusCode).toBe(401);
      expect((await readonly(plan.id, owner)).statusCode).toBe(200);
      const res = await del(`/api/v1/plan/${plan.id}`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json<DeletePlanResponse>().plans.some((p) => p.id === plan.id)).toBe(false);
      expect(await rowOf(plan.id)).toBeUndefined();
      expect(await s.t.db.query('SELECT 1 FROM plan_editors WHERE plan_id = $1::uuid', [plan.id])).toEqual([]);
      expect((await readonly(plan.id, member)).statusCode).toBe(404);
    });
  });

  describe('PUT /api/v1/plan/{id}/gear', () => {
    const gear = (packed: boolean, extra = false): PlanGearList => ({
      list: {
        title: 'Overnight',
        categories: [
          { title: 'Shelter', items: [{ packed, title: 'Tent', notes: '2-person' }, ...(extra ? [{ packed: false, title: 'Tarp', notes: '' }] : [])] },
          { title: 'Safety', items: [{ packed: false, title: 'Personal locator beacon', notes: '' }] },
        ],
      },
      list_type: 'default',
      list_preset_id: 'overnight',
      list_custom_id: null,
    });

    it('lets the owner save the list (the plan’s revision stays), and an accepted member tick what they have packed', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, withMember(await draftInput(s.t.db)));
      const saved = await send('PUT', `/api/v1/plan/${plan.id}/gear`, gear(false), owner);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<Plan>()).toMatchObject({ revision: 1, gearList: gear(false) });

      const invited = await send('PUT', `/api/v1/plan/${plan.id}/gear`, gear(true), member);
      expect(invited.statusCode).toBe(403);
      expect(invited.json<ErrorResponse>().error).toBe(ACCEPT_TO_TICK);

      expect((await put(`/api/v1/plan/${plan.id}/accept`, member)).statusCode).toBe(200);
      const ticked = await send('PUT', `/api/v1/plan/${plan.id}/gear`, gear(true), member);
      expect(ticked.statusCode, ticked.body).toBe(200);
      expect(ticked.json<Plan>().gearList?.list.categories[0]?.items[0]?.packed).toBe(true);

      const reshaped = await send('PUT', `/api/v1/plan/${plan.id}/gear`, gear(true, true), member);
      expect(reshaped.statusCode).toBe(409);
      expect(reshaped.json<ErrorResponse>().error).toBe(GEAR_CHANGED);
      expect((await readonly(plan.id, owner)).json<Plan>().gearList).toEqual(gear(true));
    });

    it('refuses another user (404 on a draft, 403 on a published plan they hold the link of) and a guest (401)', async () => {
      const draft = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db));
      expect((await send('PUT', `/api/v1/plan/${draft.id}/gear`, gear(true), stranger)).statusCode).toBe(404);
      expect((await send('PUT', `/api/v1/plan/${draft.id}/gear`, gear(true))).statusCode).toBe(401);
      const published = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db));
      const res = await send('PUT', `/api/v1/plan/${published.id}/gear`, gear(true), stranger);
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorResponse>().error).toBe(GEAR_IS_THE_OWNERS);
      expect((await readonly(published.id)).json<Plan>().gearList).toBeNull();
    });
  });

  describe('GET /api/v1/plan (My Walks)', () => {
    it('sorts the user’s plans into sections by each trip’s status, completed trips a page at a time', async () => {
      const walker = await signUp(s.app, s.t.db, 'my-walks');
      const save = async (overrides: Partial<PlanInput>) => {
        clock.advance(1000); // each save is the last edited one
        return (await savePlan(s.app, walker.token.access_token, await draftInput(s.t.db, overrides))).id;
      };
      const day = (start: string, end: string) => ({ ...TWO_DAY_TRIP, start, end });
      // Now: 2030-12-01 00:00 UTC = 1 December, 1 pm in New Zealand.
      const draft = await save({ custom_trip_name: 'Draft' });
      const later = await save({ is_published: true, date: day('2030-12-20', '2030-12-21') });
      const sooner = await save({ is_published: true, date: day('2030-12-10', '2030-12-11') });
      // Trips already past were published before they started (a past end cannot be published: ADR 057).
      const now = clock.now();
      clock.set('2030-10-01T00:00:00Z');
      const going = await save({ is_published: true, date: day('2030-11-30', '2030-12-02') });
      const completed: string[] = [];
      for (let i = 1; i <= 12; i++) completed.push(await save({ is_published: true, date: day(`2030-10-${String(i + 10).padStart(2, '0')}`, `2030-10-${String(i + 10).padStart(2, '0')}`) }));
      const overdue = await save({ is_published: true, date: day('2030-11-20', '2030-11-21') });
      clock.set(now);
      clock.advance(100_000);
      // Those walkers checked in: they are back safely, so completed. The last one never did.
      await s.t.db.query('INSERT INTO plan_check_ins (plan_id, ends_at, checked_in_at) SELECT id, ends_at, ends_at FROM plans WHERE id = ANY($1::uuid[])', [completed]);
      const shared = (await savePlan(s.app, owner.token.access_token, { ...(await draftInput(s.t.db)), contacts: [{ first_name: 'W', last_name: 'K', email: walker.email }] })).id;

      const page0 = (await get('/api/v1/plan?page=0', walker)).json<PlansPage>();
      expect(page0.completing.map((p) => p.id)).toEqual([overdue, going]);
      expect(page0.completing.map((p) => p.status.state)).toEqual(['overdue', 'under-way']);
      expect(page0.completed[0]?.status).toMatchObject({ state: 'back-safely', overdue_alert: 'no-emergency-contact' });
      expect(page0.upcoming.map((p) => p.id)).toEqual([sooner, later]);
      expect(page0.draft.map((p) => p.id)).toEqual([shared, draft]);
      expect(page0.draft[0]).toMatchObject({ acceptanceState: 'pending', isPendingInvitation: true, canEdit: false });
      expect(page0.completed.map((p) => p.id)).toEqual(completed.slice().reverse().slice(0, 10));
      expect(page0.all_loaded).toBe(false);
      const page1 = (await get('/api/v1/plan?page=1', walker)).json<PlansPage>();
      expect(page1).toMatchObject({ completing: [], upcoming: [], draft: [], all_loaded: true });
      expect(page1.completed.map((p) => p.id)).toEqual([completed[1], completed[0]]);

      // The same plans, last edited first, in GET user.
      const me = (await get('/api/v1/user', walker)).json<User>();
      // (The trips saved back in October were edited before the others.)
      expect(me.plans.map((p) => p.id)).toEqual([shared, sooner, later, draft, overdue, ...completed.slice().reverse(), going]);

      // Time moves on: the trip that was under way is past its end without a check-in, so still not completed; the sooner one is under way.
      clock.set('2030-12-10T00:00:00Z');
      const later10 = { ...walker, token: await login(s.app, walker.email) };
      const moved = (await get('/api/v1/plan', later10)).json<PlansPage>();
      expect(moved.completing.map((p) => [p.id, p.status.state])).toEqual([
        [overdue, 'overdue'],
        [going, 'overdue'],
        [sooner, 'under-way'],
      ]);
      expect(moved.completed.map((p) => p.id)).not.toContain(going);
      clock.set('2030-12-01T00:00:00Z');
    });

    it('answers 401 to a guest and 400 to a page that is not a number', async () => {
      expect((await get('/api/v1/plan')).statusCode).toBe(401);
      expect((await get('/api/v1/plan?page=first', owner)).statusCode).toBe(400);
    });
  });
});
