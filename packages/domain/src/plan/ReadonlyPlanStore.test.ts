import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@planmywalk/contracts';
import { systemClock } from '../platform/Clock.ts';
import { Ticker } from '../platform/Ticker.ts';
import type { RouteName } from '../shell/routeNames.ts';
import { createFakePlanServer } from '../testing/fakePlanServer.ts';
import { FakeSession, testUser } from '../testing/fakeSession.ts';
import { ReadonlyPlanStore } from './ReadonlyPlanStore.ts';
import { PLAN_ID, serverPlan, tripDates, tripStatusOf } from './planFixtures.ts';
import { CALENDAR_DOWNLOAD_FAILED } from './planTexts.ts';

const member = { contact_id: 3, first_name: 'Hemi', last_name: 'Walker', fullname: 'Hemi Walker', email: null, phone: null, relationship: 'Friend' };
const document = { id: 'f1', title: 'route.pdf', size: 100, type: 'pdf' as const, ext: 'pdf', url: '/api/v1/plan/x/files/f1' };

function setup() {
  const server = createFakePlanServer();
  const session = new FakeSession(testUser({ id: 9 }));
  const workingPlan = { adopt: vi.fn(), forget: vi.fn() };
  const go = vi.fn<(to: RouteName | string) => void>();
  const store = new ReadonlyPlanStore({
    api: server.api,
    workingPlan,
    session,
    ticker: new Ticker(systemClock),
    navigator: { currentRoute: () => 'plan-readonly', go },
  });
  return { store, server, session, workingPlan, go };
}

describe('ReadonlyPlanStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-30T20:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows a published plan with the messages for what it lacks', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ is_published: true, acceptanceState: 'viewer', canEdit: false }));
    await store.load(PLAN_ID);
    expect(store.plan?.id).toBe(PLAN_ID);
    expect(store.goingAloneText).toBe('The trip planner is going alone');
    expect(store.noEmergencyContactText).toBe('No emergency contact');
    expect(store.noDocumentText).toBe('No document attached');
    expect(store.addedText).toBeNull();
    expect(store.editPath).toBeNull();
    expect(store.dateSummary).toBe('05 Dec 8:00 am - 07 Dec 4:00 pm');
  });

  it('has none of those messages for a plan with a group, an emergency contact and a document', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ is_published: true, contacts: [member], emergency_contact: member, attachments: [document] }));
    await store.load(PLAN_ID);
    expect([store.goingAloneText, store.noEmergencyContactText, store.noDocumentText]).toEqual([null, null, null]);
    expect(store.isOwner).toBe(true);
    expect(store.editPath).toBe(`/tracks/kepler-track/plan?plan=${PLAN_ID}`);
  });

  it.each([
    ['a plan that does not exist', null],
    ['a draft seen by a link holder', serverPlan({ is_published: false, acceptanceState: 'viewer', canEdit: false })],
  ])('is not found: %s', async (_name, plan) => {
    const { store, server } = setup();
    if (plan) server.put(plan);
    await store.load(PLAN_ID);
    expect(store.notFound).toBe(true);
    expect(store.plan).toBeNull();
  });

  it('shows a draft to a group member on it', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ is_published: false, acceptanceState: 'accepted', canEdit: false }));
    await store.load(PLAN_ID);
    expect(store.notFound).toBe(false);
    expect(store.addedText).toBe("You've been added to this trip plan");
  });

  it('says when the plan could not be loaded', async () => {
    const { store, server } = setup();
    server.api.getReadonlyPlan.mockRejectedValueOnce(new TypeError('fetch failed'));
    await store.load(PLAN_ID);
    expect(store.error).toBe('We could not load this plan. Check your connection and try again.');
    expect(store.loading).toBe(false);
  });

  it('a trip past its end without a check-in is due back, never completed: no editing, the check-in offered, no trip check', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ is_published: true, date: tripDates('2026-11-20', '2026-11-21'), status: tripStatusOf('due-back') }), { keepStatus: true });
    await store.load(PLAN_ID);
    expect(store.statusView).toMatchObject({ label: 'Due back', tone: 'warning' });
    expect(store.tripOver).toBe(true);
    expect(store.editPath).toBeNull();
    expect(store.checkInOffered).toBe(true);
    expect(store.showsTripCheck).toBe(false);
  });

  it('an overdue trip, to a link holder: the walker\'s name and number to call, and when the contact was emailed', async () => {
    const { store, server } = setup();
    const status = tripStatusOf('overdue', { alerted_at: '2026-11-21T04:00:00.000Z' });
    server.put(serverPlan({ is_published: true, date: tripDates('2026-11-20', '2026-11-21'), status, acceptanceState: 'viewer', canEdit: false }), { keepStatus: true });
    await store.load(PLAN_ID);
    expect(store.statusView).toMatchObject({ label: 'Overdue', tone: 'danger', call: { label: 'Call Aroha Ngata', phone: '021 555 0123' } });
    expect(store.statusView?.headline).toMatch(/^Aroha Ngata is overdue/);
    expect(store.checkInOffered).toBe(false);
  });

  it('while watched, reads the plan again each minute: a check-in elsewhere shows', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ is_published: true, status: tripStatusOf('overdue') }), { keepStatus: true });
    await store.load(PLAN_ID);
    const stop = store.watch(PLAN_ID);
    server.put(serverPlan({ is_published: true, status: tripStatusOf('back-safely', { checked_in_at: '2026-11-21T05:00:00.000Z' }) }), { keepStatus: true });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(store.plan?.status.state).toBe('back-safely');
    stop();
  });

  describe('a pending invitation (spec part 2 §2)', () => {
    const pending = () => serverPlan({ is_published: true, acceptanceState: 'pending', isPendingInvitation: true, canEdit: false, isShared: true });

    it('accept: the plan becomes the working plan, then on to plan', async () => {
      const { store, server, workingPlan, go } = setup();
      server.put(pending());
      await store.load(PLAN_ID);
      expect(store.isPendingInvitation).toBe(true);
      expect(store.addedText).toBe("You've been added to this trip plan");
      expect(await store.accept()).toBe(true);
      expect(server.api.acceptPlan).toHaveBeenCalledWith(PLAN_ID);
      expect(workingPlan.adopt).toHaveBeenCalledWith(expect.objectContaining({ id: PLAN_ID, acceptanceState: 'accepted' }));
      expect(store.isPendingInvitation).toBe(false);
      expect(go).toHaveBeenCalledWith('plan');
    });

    it('decline: only the viewer’s link goes, their plans follow, then on to my-walks', async () => {
      const { store, server, workingPlan, session, go } = setup();
      server.put(pending());
      await store.load(PLAN_ID);
      expect(await store.decline()).toBe(true);
      expect(server.api.deletePlan).toHaveBeenCalledWith(PLAN_ID);
      expect(session.user?.plans).toEqual([]);
      expect(workingPlan.forget).toHaveBeenCalledWith(PLAN_ID);
      expect(go).toHaveBeenCalledWith('my-walks');
    });

    it('a failed accept says why and stays', async () => {
      const { store, server, workingPlan, go } = setup();
      server.put(pending());
      await store.load(PLAN_ID);
      server.api.acceptPlan.mockRejectedValueOnce(new ApiError(500, 'Internal Server Error'));
      expect(await store.accept()).toBe(false);
      expect(store.actionError).toBe('Something went wrong, please try again.');
      expect(workingPlan.adopt).not.toHaveBeenCalled();
      expect(go).not.toHaveBeenCalled();
    });
  });

  it('forgets the plan on reset (logout), and drops an answer that arrives after it', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ is_published: true }));
    await store.load(PLAN_ID);
    store.reset();
    expect(store.plan).toBeNull();
    const loading = store.load(PLAN_ID);
    store.reset();
    await loading;
    expect(store.plan).toBeNull();
  });

  it('downloads the PDF, with an error for the alert when it fails', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ is_published: true }));
    await store.load(PLAN_ID);
    expect((await store.downloadPdf())?.filename).toBe('Trip Plan - Kepler Track.pdf');
    server.api.downloadPlanPdf.mockRejectedValueOnce(new ApiError(403, 'You may not download this plan'));
    expect(await store.downloadPdf()).toBeNull();
    expect(store.pdfError).toBe('You may not download this plan');
  });

  it('downloads the trip for a calendar: the trip to those on it, when to expect word to anyone else; an error for the alert when it fails', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ is_published: true }));
    await store.load(PLAN_ID);
    expect(store.plan?.acceptanceState).toBe('owner');
    expect((await store.downloadCalendar())?.filename).toBe('Kepler Track.ics');
    expect(server.api.downloadPlanCalendar).toHaveBeenLastCalledWith(PLAN_ID, 'walker');

    server.put(serverPlan({ is_published: true, acceptanceState: 'viewer' }));
    await store.load(PLAN_ID);
    expect((await store.downloadCalendar())?.filename).toBe('Expect to hear - Kepler Track.ics');
    expect(server.api.downloadPlanCalendar).toHaveBeenLastCalledWith(PLAN_ID, 'contact');

    server.api.downloadPlanCalendar.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await store.downloadCalendar()).toBeNull();
    expect(store.calendarError).toBe(CALENDAR_DOWNLOAD_FAILED);
    expect(store.downloadingCalendar).toBe(false);
  });

  it('offers no calendar file for a plan without dates', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ is_published: true, date: null }));
    await store.load(PLAN_ID);
    expect(await store.downloadCalendar()).toBeNull();
    expect(server.api.downloadPlanCalendar).not.toHaveBeenCalled();
  });

  it('opens a document through the API (with the session), with an error when it fails', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ is_published: true, attachments: [document] }));
    await store.load(PLAN_ID);
    server.api.downloadFile.mockResolvedValueOnce({ blob: new Blob(['%PDF-1.7']), filename: 'route.pdf' });
    expect((await store.openDocument('f1'))?.filename).toBe('route.pdf');
    expect(server.api.downloadFile).toHaveBeenCalledWith('/api/v1/plan/x/files/f1');
    server.api.downloadFile.mockRejectedValueOnce(new ApiError(404, 'File not found'));
    expect(await store.openDocument('f1')).toBeNull();
    expect(store.documentError).toBe('File not found');
    expect(await store.openDocument('not-on-this-plan')).toBeNull();
  });
});
