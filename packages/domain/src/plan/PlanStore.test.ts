import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  SELF_AS_EMERGENCY_CONTACT,
  TRIP_END_PASSED,
  WALKER_PHONE_REQUIRED,
  emergencyContactEmailRequired,
  type User,
} from '@planmywalk/contracts';
import { entryOfContact, entryOfTemporaryContact, type ContactEntry } from '../contacts/contactRules.ts';
import { systemClock } from '../platform/Clock.ts';
import { createMemoryStorage, type KeyValueStorage } from '../platform/KeyValueStorage.ts';
import { Ticker } from '../platform/Ticker.ts';
import type { RouteName } from '../shell/routeNames.ts';
import { createFakePlanServer, type FakePlanServer } from '../testing/fakePlanServer.ts';
import { FakeSession, testUser } from '../testing/fakeSession.ts';
import { PLAN_FILES_KEY, PLAN_KEY } from '../platform/deviceKeys.ts';
import { PlanStore } from './PlanStore.ts';
import { PLAN_LOAD_FAILED } from './planTexts.ts';
import { PLAN_ID, bookContact, planLocation, serverPlan, time, tripDates } from './planFixtures.ts';

const kepler = planLocation();
const luxmore = planLocation({ id: 202, type: 'Hut', slug: 'luxmore-hut', title: 'Luxmore Hut', singular_name: 'hut' });
const pdf = (bytes = 2000) => new Blob([new Uint8Array(bytes).fill(37)], { type: 'application/pdf' });
const mereTemp = entryOfTemporaryContact({ id: 'm1', first_name: 'Mere', last_name: 'Tane', email: 'mere@example.nz', phone: '027 123', relationship: 'Sister' });

interface SetupOptions {
  loggedIn?: boolean;
  storage?: KeyValueStorage;
  server?: FakePlanServer;
  session?: FakeSession;
  contacts?: ContactEntry[];
  offline?: boolean;
}

function setup(options: SetupOptions = {}) {
  const server = options.server ?? createFakePlanServer({ now: () => new Date(Date.now()) });
  const session = options.session ?? new FakeSession(options.loggedIn === false ? null : testUser());
  const storage = options.storage ?? createMemoryStorage();
  const go = vi.fn<(to: RouteName | string) => void>();
  let n = 0;
  const contacts = { all: options.contacts ?? [entryOfContact(bookContact(1)), entryOfContact(bookContact(2)), mereTemp] };
  const storeReview = { request: vi.fn() };
  const store = new PlanStore({
    api: server.api,
    session,
    contacts,
    ticker: new Ticker(systemClock),
    storage,
    navigator: { currentRoute: () => 'plan', go },
    connectivity: { offline: options.offline ?? false },
    newId: () => `d${++n}`,
    storeReview,
  });
  return { store, server, session, storage, go, contacts, storeReview };
}

/** Picks dates and times in the calendar and presses 'Save date and time'. */
function pickDates(store: PlanStore, start: string, end: string, startTime = '08:00 AM', endTime = '04:00 PM'): boolean {
  store.openDates();
  store.selectRange(start, end);
  store.setSelectionTime('start', time(startTime));
  store.setSelectionTime('end', time(endTime));
  return store.applyDates();
}

describe('PlanStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Tuesday 1 December 2026, 9:00 am in New Zealand (NZDT, +13).
    vi.setSystemTime(new Date('2026-11-30T20:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  describe('a guest’s draft (spec part 2 §1, §5)', () => {
    it('is built on the device, survives a reload, asks for a login, and after login is saved under the account', async () => {
      const storage = createMemoryStorage();
      const session = new FakeSession(null);
      const { store, server, go } = setup({ storage, session });

      store.setLocation(kepler);
      expect(pickDates(store, '2026-12-05', '2026-12-06')).toBe(true);
      store.setTripName('Kepler with Mere');
      store.setDailyPlan(0, { start_location: 'Car park', end_location: 'Luxmore Hut', notes: 'Steady climb' });
      expect(store.setEmergencyContact(mereTemp)).toBe(true);
      expect(await store.addDocument(pdf(), 'route.pdf')).toBe(true);
      expect(server.api.upload).not.toHaveBeenCalled();
      expect(store.documents).toEqual([{ key: 'local:d1', title: 'route.pdf', size: 2000, ext: 'pdf', type: 'pdf', url: null, pending: true }]);
      expect(store.planning).toBe(true);

      // Reload: a new store on the same device.
      const { store: reloaded, go: goAfterReload } = setup({ storage, session, server });
      expect(go).not.toHaveBeenCalled();
      expect(reloaded.location).toEqual(kepler);
      expect(reloaded.dateSummary).toBe('05 Dec 8:00 am - 06 Dec 4:00 pm');
      expect(reloaded.title).toBe('Kepler with Mere');
      expect(reloaded.dailyPlans[0]?.day).toEqual({ day_index: 0, start_location: 'Car park', end_location: 'Luxmore Hut', notes: 'Steady climb' });
      expect(reloaded.emergencyContact?.key).toBe('temp:m1');
      expect(reloaded.documents).toHaveLength(1);
      expect(reloaded.isGuest).toBe(true);

      expect(await reloaded.saveDraft()).toBe(false);
      expect(reloaded.saveError).toBe('To save or share your plan, you must log in or create an account');
      expect(server.api.createPlan).not.toHaveBeenCalled();

      session.login(testUser({ id: 7 }));
      const saving = reloaded.publish();
      expect(reloaded.uploadingUnsavedData).toBe(true);
      expect(await saving).toBe(true);
      expect(reloaded.uploadingUnsavedData).toBe(false);

      expect(server.uploads).toEqual([{ name: 'route.pdf', size: 2000, isPrivate: true, bytes: new Uint8Array(2000).fill(37) }]);
      const body = server.api.createPlan.mock.calls[0]![0];
      expect(body).toMatchObject({
        location: { id: 101, type: 'Track' },
        is_published: true,
        custom_trip_name: 'Kepler with Mere',
        emergency_contact: { contact_id: null, first_name: 'Mere', last_name: 'Tane', email: 'mere@example.nz', phone: '027 123', relationship: 'Sister' },
        attachments: [{ id: 'f1' }],
      });
      expect(body.daily_plans).toHaveLength(2);
      expect(body).not.toHaveProperty('revision');
      expect(reloaded.id).toBe([...server.plans.keys()][0]);
      expect(reloaded.planning).toBe(false);
      expect(reloaded.documents[0]).toMatchObject({ pending: false, url: '/api/v1/files/f1' });
      expect(reloaded.emergencyContact?.key).toBe('temp:m1');
      expect(storage.getItem(PLAN_FILES_KEY)).toBeNull();
      expect(goAfterReload).toHaveBeenCalledWith('plan-complete');
      expect(reloaded.completeView?.message).toBe("Congratulations, you've shared your plan with everyone in your group and your emergency contact");
    });

    it('says ‘Not enough storage space!’ when a document does not fit, and keeps the plan that did', async () => {
      const storage = createMemoryStorage({}, { capacity: 6000 });
      const { store } = setup({ loggedIn: false, storage });
      store.setLocation(kepler);
      expect(await store.addDocument(pdf(1000), 'small.pdf')).toBe(true);
      expect(await store.addDocument(pdf(5000), 'big.pdf')).toBe(false);
      expect(store.documentError).toBe('Not enough storage space!');
      expect(store.documents.map((d) => d.title)).toEqual(['small.pdf']);
      const reloaded = setup({ loggedIn: false, storage }).store;
      expect(reloaded.documents.map((d) => d.title)).toEqual(['small.pdf']);
    });

    it('reports when even the plan no longer fits, and keeps the last copy that did on the device', () => {
      const storage = createMemoryStorage({}, { capacity: 3000 });
      const { store } = setup({ loggedIn: false, storage });
      store.setLocation(kepler);
      store.setNote('Short note');
      store.setNote('x'.repeat(4000));
      expect(store.storageError).toBe('Not enough storage space!');
      expect(store.plan.note).toHaveLength(4000);
      expect(JSON.parse(storage.getItem(PLAN_KEY) ?? '{}').plan.note).toBe('Short note');
      store.setNote('Shorter again');
      expect(store.storageError).toBeNull();
    });

    it('becomes the user’s at login, and another user’s plan left on the device is not shown to the next one', async () => {
      const storage = createMemoryStorage();
      const session = new FakeSession(null);
      const { store } = setup({ storage, session });
      store.setLocation(kepler);
      store.setTripName('Mine now');
      session.login(testUser({ id: 7 }));
      expect(store.title).toBe('Mine now');
      // The session expires (a 401, no logout) and someone else logs in on this device.
      session.expire();
      session.login(testUser({ id: 8 }));
      expect(store.title).toBe('');
      expect(store.location).toBeNull();
    });
  });

  describe('logout (spec part 1 §4)', () => {
    it('resets the plan and removes its files from the device', async () => {
      const { store, session, storage } = setup({ offline: true });
      store.setLocation(kepler);
      store.setTripName('Gone after logout');
      await store.addDocument(pdf(), 'route.pdf');
      session.logout();
      expect(store.location).toBeNull();
      expect(store.title).toBe('');
      expect(store.documents).toEqual([]);
      expect(store.planning).toBe(false);
      expect(storage.getItem(PLAN_FILES_KEY)).toBeNull();
      expect(JSON.parse(storage.getItem(PLAN_KEY) ?? '{}').plan.custom_trip_name).toBe('');
    });
  });

  describe('choosing a location (spec part 2 §4)', () => {
    it('another location resets the working plan and forgets the saved one', async () => {
      const { store } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-06');
      expect(await store.saveDraft()).toBe(true);
      store.setLocation(luxmore);
      expect(store.location).toEqual(luxmore);
      expect(store.id).toBeNull();
      expect(store.plan.date).toBeNull();
      expect(store.planning).toBe(false);
    });

    it('the same location keeps the plan and refreshes its details', () => {
      const { store } = setup();
      store.setLocation(kepler);
      store.setTripName('Kepler');
      store.setLocation({ ...kepler, is_closed: true });
      expect(store.title).toBe('Kepler');
      expect(store.location?.is_closed).toBe(true);
    });

    it('a hut with the id of the plan’s track is another location', () => {
      const { store } = setup();
      store.setLocation(kepler);
      store.setTripName('Kepler');
      store.setLocation({ ...luxmore, id: kepler.id });
      expect(store.title).toBe('Luxmore Hut');
    });
  });

  describe('dates and times (spec part 2 §2, §5)', () => {
    it('opens the calendar on today in New Zealand with the default times', () => {
      // 10:50 pm on 30 November in UTC is already 1 December, 11:50 am, in New Zealand.
      vi.setSystemTime(new Date('2026-11-30T22:50:00Z'));
      const { store } = setup();
      store.openDates();
      expect(store.minDate).toBe('2026-12-01');
      expect(store.dateSelection).toEqual({ start: null, end: null, start_time: time('12:00 PM'), end_time: time('01:00 PM') });
    });

    it('a day trip at 11:10 pm gets times within the day; real times follow a switch to two days', () => {
      vi.setSystemTime(new Date('2026-12-01T10:10:00Z')); // 11:10 pm NZDT
      const { store } = setup();
      store.selectRange('2026-12-02', '2026-12-02');
      expect(store.dateSelection).toMatchObject({ start_time: time('11:15 PM'), end_time: time('11:45 PM') });
      store.selectRange('2026-12-02', '2026-12-03');
      expect(store.dateSelection).toMatchObject({ start_time: time('11:15 PM'), end_time: time('12:15 AM') });
      expect(store.selectionProblems).toEqual({ start: null, end: null });
    });

    it('refuses times that end before they start and changes nothing', () => {
      const { store } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-06');
      store.openDates();
      store.selectRange('2026-12-10', '2026-12-10');
      store.setSelectionTime('start', time('04:00 PM'));
      store.setSelectionTime('end', time('08:00 AM'));
      expect(store.selectionProblems).toEqual({ start: 'Invalid start time.', end: 'Invalid end time.' });
      expect(store.canApplyDates).toBe(false);
      expect(store.applyDates()).toBe(false);
      expect(store.plan.date).toEqual(tripDates('2026-12-05', '2026-12-06'));
      expect(store.dateSelection).not.toBeNull();
    });

    it('puts a range picked backwards in order, and keeps picked times', () => {
      const { store } = setup();
      store.openDates();
      store.setSelectionTime('start', time('06:30 AM'));
      store.selectRange('2026-12-09', '2026-12-07');
      expect(store.dateSelection).toMatchObject({ start: '2026-12-07', end: '2026-12-09', start_time: time('06:30 AM') });
    });

    it('shows the summary and the clear button once dates are saved; clearing counts as an edit', () => {
      const { store } = setup();
      store.setLocation(kepler);
      expect(store.showsClearDates).toBe(false);
      pickDates(store, '2026-12-05', '2026-12-05', '07:15 AM', '12:00 PM');
      expect(store.dateSummary).toBe('05 Dec 2026 7:15 am - 12:00 pm');
      expect(store.showsClearDates).toBe(true);
      store.openDates();
      expect(store.showsClearDates).toBe(false);
      store.closeDates();
      store.clearDates();
      expect(store.plan.date).toBeNull();
      expect(store.dateSummary).toBeNull();
      expect(store.planning).toBe(true);
    });

    it('keeps the daily notes of the days that remain when the dates change', () => {
      const { store } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-07');
      store.setDailyPlan(0, { notes: 'Day one' });
      store.setDailyPlan(2, { notes: 'Day three' });
      pickDates(store, '2026-12-12', '2026-12-13');
      expect(store.dailyPlans.map(({ day, date }) => [date, day.notes])).toEqual([
        ['2026-12-12', 'Day one'],
        ['2026-12-13', ''],
      ]);
      pickDates(store, '2026-12-12', '2026-12-12');
      expect(store.showsDailyPlans).toBe(false);
      expect(store.dailyPlans).toEqual([]);
      pickDates(store, '2026-12-12', '2026-12-14');
      expect(store.dailyPlans.map(({ day }) => day.notes)).toEqual(['Day one', '', 'Day three']);
      expect(store.dailyPlans.map(({ label }) => label)).toEqual(['Day 1 - Sat 12 Dec', 'Day 2 - Sun 13 Dec', 'Day 3 - Mon 14 Dec']);
    });

    it('ignores a picker time it does not offer', () => {
      const { store } = setup();
      store.setLocation(kepler);
      store.openDates();
      const before = store.dateSelection?.start_time;
      store.setSelectionTime('start', { hour: '13', minute: '00', meridiem: 'PM' });
      store.setSelectionTime('start', { hour: '07', minute: '10', meridiem: 'AM' });
      store.setSelectionTime('start', { hour: '07', minute: '15', meridiem: 'noon' });
      expect(store.dateSelection?.start_time).toEqual(before);
      store.setSelectionTime('start', { hour: '07', minute: '15', meridiem: 'AM' });
      expect(store.dateSelection?.start_time).toEqual({ hour: '07', minute: '15', meridiem: 'AM' });
    });
  });

  describe("the trip's status: the server's, as it last answered (ADR 057)", () => {
    it('a published trip is upcoming, under way once started, and over (read-only) once past its end without a check-in', async () => {
      const { store } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-01', '2026-12-01', '02:00 PM', '06:00 PM');
      expect(await store.publish()).toBe(true);
      expect(store.status?.state).toBe('upcoming');
      expect(store.statusView).toMatchObject({ label: 'Upcoming trip', tone: 'info' });
      vi.setSystemTime(new Date('2026-12-01T01:00:00Z')); // 2:00 pm NZDT
      await store.loadForEdit(store.id!);
      expect(store.status?.state).toBe('under-way');
      expect(store.tripOver).toBe(false);
      expect(store.canEdit).toBe(true);
      vi.setSystemTime(new Date('2026-12-01T05:00:00Z')); // 6:00 pm NZDT
      await store.loadForEdit(store.id!);
      expect(store.status?.state).toBe('due-back');
      expect(store.statusView?.label).toBe('Due back');
      expect(store.tripOver).toBe(true);
      expect(store.canEdit).toBe(false);
    });

    it('a saved trip whose emergency contact bounced tells the walker, until the server says the address is fixed (ADR 064)', async () => {
      const { store, server } = setup();
      const hine = { role: 'emergency' as const, name: 'Hine Moana', email: 'hine@example.org', reason: '550 5.1.1', overdue_alert_failed: false };
      server.put(serverPlan({ is_published: true, date: tripDates('2026-12-10', '2026-12-11'), undeliverable: [hine] }));
      await store.loadForEdit(PLAN_ID);
      expect(store.deliveryNotices).toEqual([
        'We could not deliver your plan to Hine Moana (hine@example.org): check the address and publish the plan again, or your emergency contact will not be told if you are overdue.',
      ]);
      // The walker corrects the address and publishes: the server's answer has no notice.
      expect(await store.publish()).toBe(true);
      expect(store.deliveryNotices).toEqual([]);
    });

    it('an unpublished plan has no status banner, whatever its dates', () => {
      const { store } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-01', '2026-12-01', '08:00 AM', '09:00 AM');
      vi.setSystemTime(new Date('2026-12-10T00:00:00Z'));
      expect(store.statusView).toBeNull();
      expect(store.tripOver).toBe(false);
    });
  });

  describe('publishing holds the safety chain (ADR 057): refused on the device with the server\'s texts', () => {
    const walker = (overrides: Partial<User> = {}) => testUser(overrides);
    it.each([
      ['no phone in the profile', walker({ phone: null }), {}, WALKER_PHONE_REQUIRED],
      ['an emergency contact without an email while the overdue alert is on', walker(), { email: null }, emergencyContactEmailRequired('Mere Tane')],
      ['the walker as their own emergency contact', walker(), { email: 'Aroha@example.nz' }, SELF_AS_EMERGENCY_CONTACT],
    ] as const)('%s', (_, user, contact, problem) => {
      const { store } = setup({ session: new FakeSession(user) });
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-06');
      store.setEmergencyContact(entryOfTemporaryContact({ id: 'e1', first_name: 'Mere', last_name: 'Tane', email: 'mere@example.nz', phone: '027 123', relationship: 'Sister', ...contact }));
      expect(store.readyToPublish()).toBe(false);
      expect(store.saveError).toBe(problem);
    });
    it('a trip whose end has passed', () => {
      const { store } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-01', '2026-12-01', '08:00 AM', '09:00 AM');
      vi.setSystemTime(new Date('2026-12-01T00:00:00Z')); // 1:00 pm NZDT, after the end
      expect(store.readyToPublish()).toBe(false);
      expect(store.saveError).toBe(TRIP_END_PASSED);
    });
    it('says, before publishing, what the walker must do and when their contact is emailed', () => {
      const { store } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-06');
      store.setEmergencyContact(entryOfTemporaryContact({ id: 'e1', first_name: 'Mere', last_name: 'Tane', email: 'mere@example.nz', phone: '027 123', relationship: 'Sister' }));
      expect(store.publishCheckInNote).toBe(`When you are out (Sunday 6 December 2026, 4:00 pm), tap "I'm back safely". If you do not, we will email Mere Tane to say you are overdue.`);
    });
  });

  describe('the share link (ADR 059)', () => {
    it('is the plan\'s key; a new link replaces it only once the server has made it, and a failure keeps the old one', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-06');
      expect(store.shareKey).toBeNull();
      expect(await store.saveDraft()).toBe(true);
      const first = store.shareKey;
      expect(first).toBe(store.id);
      server.api.makeNewPlanLink.mockRejectedValueOnce(new ApiError(500, 'boom'));
      expect(await store.makeNewLink()).toBe(false);
      expect(store.shareKey).toBe(first);
      expect(store.newLinkError).toBe('We could not make a new link. Please try again.');
      expect(await store.makeNewLink()).toBe(true);
      expect(store.shareKey).not.toBe(first);
      expect(store.newLinkError).toBeNull();
    });
  });

  describe('saving (spec part 2 §4)', () => {
    it('creates the plan, then updates it with the revision it started from', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-06');
      expect(await store.saveDraft()).toBe(true);
      expect(server.api.createPlan).toHaveBeenCalledWith(expect.objectContaining({ is_published: false }));
      const id = store.id as string;
      expect(store.saved?.revision).toBe(1);
      store.setNote('Packed the PLB');
      expect(await store.saveDraft()).toBe(true);
      expect(server.api.updatePlan).toHaveBeenCalledWith(id, expect.objectContaining({ revision: 1, note: 'Packed the PLB' }));
      expect(store.saved?.revision).toBe(2);
      expect(store.completeView?.message).toBe('Your trip has now been saved as a draft.');
    });

    it('asks for a store review after a saved draft, not after a save that failed (spec part 2 §4)', async () => {
      const { store, server, storeReview } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-06');
      server.api.createPlan.mockRejectedValueOnce(new ApiError(500, 'Server down'));
      expect(await store.saveDraft()).toBe(false);
      expect(storeReview.request).not.toHaveBeenCalled();
      expect(await store.saveDraft()).toBe(true);
      expect(storeReview.request).toHaveBeenCalledTimes(1);
    });

    it('blocks a second save while one runs, and says which one runs', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      const first = store.saveDraft();
      expect(store.saving).toBe(true);
      expect(store.savingAs).toBe('draft');
      expect(store.canSave).toBe(false);
      expect(await store.saveDraft()).toBe(false);
      expect(await store.publish()).toBe(false);
      await first;
      expect(server.api.createPlan).toHaveBeenCalledTimes(1);
      expect(store.savingAs).toBeNull();
      pickDates(store, '2026-12-05', '2026-12-06');
      const publishing = store.publish();
      expect(store.savingAs).toBe('publish');
      await publishing;
      expect(store.savingAs).toBeNull();
    });

    it('lets the confirmation be asked only for a plan that can be published', () => {
      const { store } = setup();
      store.setLocation(kepler);
      expect(store.readyToPublish()).toBe(false);
      expect(store.saveError).toBe('Please select your trip dates');
      pickDates(store, '2026-12-05', '2026-12-06');
      store.setTripName('x'.repeat(36));
      expect(store.readyToPublish()).toBe(false);
      expect(store.saveError).toBe('Maximum of 35 letters');
      store.setTripName('Kepler');
      expect(store.readyToPublish()).toBe(true);
      expect(store.saveError).toBeNull();
    });

    it('tells a guest who presses Publish to log in first', () => {
      const { store } = setup({ loggedIn: false });
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-06');
      expect(store.readyToPublish()).toBe(false);
      expect(store.saveError).toBe('To save or share your plan, you must log in or create an account');
    });

    it('a failed save keeps everything, says so, and can be tried again', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      store.setTripName('Still here');
      store.setEmergencyContact(entryOfContact(bookContact(1)));
      server.api.createPlan.mockRejectedValueOnce(new TypeError('fetch failed'));
      expect(await store.publish()).toBe(false);
      expect(store.saveError).toBe('Please select your trip dates');
      pickDates(store, '2026-12-05', '2026-12-06');
      expect(await store.publish()).toBe(false);
      expect(store.saveError).toBe('We could not save your plan. Check your connection and try again.');
      expect(store.saving).toBe(false);
      expect(store.id).toBeNull();
      expect(store.title).toBe('Still here');
      expect(store.emergencyContact?.key).toBe('contact:1');
      expect(store.planning).toBe(true);
      expect(await store.publish()).toBe(true);
      expect(store.saveError).toBeNull();
    });

    it('shows the server’s reason when it refuses the plan', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      server.api.createPlan.mockRejectedValueOnce(new ApiError(422, 'This location no longer exists'));
      expect(await store.saveDraft()).toBe(false);
      expect(store.saveError).toBe('This location no longer exists');
    });

    it('reports a plan changed on another device (409) and does not save over it', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      await store.saveDraft();
      server.touch(store.id as string);
      store.setNote('My edit');
      expect(await store.saveDraft()).toBe(false);
      expect(store.conflict).toBe(true);
      expect(store.saveError).toBe('This plan was changed on another device. Reload it to see the latest version before saving.');
      expect(store.plan.note).toBe('My edit');
      expect(server.plans.get(store.id as string)?.note).toBe('');
    });

    it('after a conflict, reloading takes the server’s latest copy and the next save succeeds', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      await store.saveDraft();
      const id = store.id as string;
      server.put({ ...server.plans.get(id)!, note: 'Saved on the phone', revision: server.plans.get(id)!.revision + 1 });
      store.setNote('My edit');
      expect(await store.saveDraft()).toBe(false);
      await store.reloadLatest();
      expect(store.conflict).toBe(false);
      expect(store.saveError).toBeNull();
      expect(store.plan.note).toBe('Saved on the phone');
      store.setNote('Saved on the phone, and here');
      expect(await store.saveDraft()).toBe(true);
      expect(server.plans.get(id)?.note).toBe('Saved on the phone, and here');
    });

    it('a reload that fails keeps the edits and says so', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      await store.saveDraft();
      server.touch(store.id as string);
      store.setNote('My edit');
      await store.saveDraft();
      server.api.getReadonlyPlan.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await store.reloadLatest();
      expect(store.plan.note).toBe('My edit');
      expect(store.saveError).toBe(PLAN_LOAD_FAILED);
      expect(store.reloading).toBe(false);
    });

    it('keeps what was typed while the save ran, as still unsaved', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      store.setNote('Sent');
      let answer: () => void = () => undefined;
      const create = server.api.createPlan.getMockImplementation()!;
      server.api.createPlan.mockImplementationOnce(async (body) => {
        await new Promise<void>((resolve) => (answer = resolve));
        return create(body);
      });
      const saving = store.saveDraft();
      await vi.waitFor(() => expect(server.api.createPlan).toHaveBeenCalled());
      store.setNote('Typed during the save');
      answer();
      expect(await saving).toBe(true);
      expect(store.id).not.toBeNull();
      expect(server.plans.get(store.id as string)?.note).toBe('Sent');
      expect(store.plan.note).toBe('Typed during the save');
      expect(store.planning).toBe(true);
    });

    it.each([
      ['a 36-letter trip name', (s: PlanStore) => s.setTripName('a'.repeat(36)), 'Maximum of 35 letters', 'custom_trip_name'],
      ['a 1,001-character note', (s: PlanStore) => s.setNote('a'.repeat(1001)), 'Note has exceeded 1000 characters', 'note'],
    ] as const)('refuses %s with its message and sends nothing', async (_name, edit, message, field) => {
      const { store, server } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-06');
      edit(store);
      expect(store.fieldErrors[field]).toBe(message);
      expect(store.canSave).toBe(false);
      expect(await store.saveDraft()).toBe(false);
      expect(await store.publish()).toBe(false);
      expect(store.saveError).toBe(message);
      expect(server.api.createPlan).not.toHaveBeenCalled();
    });

    it('publishing asks for dates, then for times, with the spec’s texts', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      expect(store.publishProblems).toEqual(['Please select your trip dates']);
      expect(await store.publish()).toBe(false);
      expect(store.saveError).toBe('Please select your trip dates');
      store.adopt(serverPlan({ date: tripDates('2026-12-05', '2026-12-06', null, null) }));
      expect(store.publishProblems).toEqual(['Please select your start and end times']);
      expect(await store.publish()).toBe(false);
      expect(server.api.updatePlan).not.toHaveBeenCalled();
      // A draft needs neither.
      expect(store.draftProblems).toEqual([]);
    });

    it('tells the publish flow when there is no emergency contact', () => {
      const { store } = setup();
      store.setLocation(kepler);
      expect(store.needsEmergencyContactWarning).toBe(true);
      store.setEmergencyContact(entryOfContact(bookContact(1)));
      expect(store.needsEmergencyContactWarning).toBe(false);
    });

    it('a document refused by the server on upload stops the save with its type message, keeping the rest', async () => {
      const { store, server } = setup({ offline: true });
      store.setLocation(kepler);
      await store.addDocument(pdf(), 'route.pdf');
      server.api.upload.mockRejectedValueOnce(new ApiError(422, 'invalid file type'));
      expect(await store.saveDraft()).toBe(false);
      expect(store.saveError).toBe('route.pdf: Allowed file type are: .txt, .doc, .docx, .ods, .odt, .pdf, .rtf, .xls, .xlsx');
      expect(store.documents[0]?.pending).toBe(true);
      expect(server.api.createPlan).not.toHaveBeenCalled();
    });
  });

  describe('documents (spec part 2 §5)', () => {
    it('a user online uploads a document at once, privately', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      expect(await store.addDocument(pdf(), 'route.pdf')).toBe(true);
      expect(server.uploads[0]).toMatchObject({ name: 'route.pdf', isPrivate: true });
      expect(store.documents).toEqual([
        { key: 'file:f1', title: 'route.pdf', size: 2000, ext: 'pdf', type: 'pdf', url: '/api/v1/files/f1', pending: false },
      ]);
    });

    it('a document on its way up shows with its progress, and its row goes when it arrives or is refused', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      const seen: Array<Array<[string, number]>> = [];
      server.api.upload.mockImplementationOnce(async (_file, name, opts) => {
        seen.push(store.uploads.map((u) => [u.title, u.progress]));
        opts?.onProgress?.(0.4);
        seen.push(store.uploads.map((u) => [u.title, u.progress]));
        return { id: 'f9', url: '/api/v1/files/f9', title: name, size: 2000, type: 'pdf', ext: 'pdf' };
      });
      expect(await store.addDocument(pdf(), 'route.pdf')).toBe(true);
      expect(seen).toEqual([[['route.pdf', 0]], [['route.pdf', 0.4]]]);
      expect(store.uploads).toEqual([]);
      expect(await store.addDocument(pdf(), 'map.xlsx')).toBe(true);
      server.api.upload.mockRejectedValueOnce(new ApiError(422, 'invalid file type'));
      expect(await store.addDocument(pdf(), 'notes.txt')).toBe(false);
      expect(store.uploads).toEqual([]);
      expect(store.documents.map((d) => d.title)).toEqual(['route.pdf', 'map.xlsx']);
    });

    it('a fourth document or a photo is refused with its message and changes nothing', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      for (const name of ['a.pdf', 'b.docx', 'c.txt']) await store.addDocument(pdf(), name);
      expect(await store.addDocument(pdf(), 'd.pdf')).toBe(false);
      expect(store.documentError).toBe('3 files max');
      store.removeDocument('file:f3');
      expect(await store.addDocument(pdf(), 'summit.jpg')).toBe(false);
      expect(store.documentError).toBe('Allowed file type are: .txt, .doc, .docx, .ods, .odt, .pdf, .rtf, .xls, .xlsx');
      expect(store.documents.map((d) => d.title)).toEqual(['a.pdf', 'b.docx']);
      expect(server.api.upload).toHaveBeenCalledTimes(3);
    });

    it('a document whose upload finds no network is kept on the device instead', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      server.api.upload.mockRejectedValueOnce(new TypeError('fetch failed'));
      expect(await store.addDocument(pdf(), 'route.pdf')).toBe(true);
      expect(store.documents[0]).toMatchObject({ pending: true });
    });

    it('files chosen together are attached one after another, up to the limit', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      const named = (name: string) => Object.assign(pdf(), { name });
      expect(await store.addDocuments([named('a.pdf'), named('b.txt'), named('c.docx'), named('d.pdf')])).toBe(3);
      expect(store.documents.map((d) => [d.title, d.type])).toEqual([
        ['a.pdf', 'pdf'],
        ['b.txt', 'doc'],
        ['c.docx', 'doc'],
      ]);
      expect(store.documentError).toBe('3 files max');
      expect(server.api.upload).toHaveBeenCalledTimes(3);
    });

    it('a guest’s document on the device is typed by its extension', async () => {
      const { store } = setup({ loggedIn: false });
      store.setLocation(kepler);
      await store.addDocument(pdf(), 'gear.xlsx');
      expect(store.documents[0]).toMatchObject({ type: 'doc', pending: true });
    });

    it('opens an uploaded document through the API (it is private) and a device one from its bytes', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      await store.addDocument(pdf(10), 'route.pdf');
      const uploaded = await store.openDocument('file:f1');
      expect(server.api.downloadFile).toHaveBeenCalledWith('/api/v1/files/f1');
      expect(uploaded?.filename).toBe('route.pdf');
      expect(new Uint8Array(await (uploaded as { blob: Blob }).blob.arrayBuffer())).toEqual(new Uint8Array(10).fill(37));

      const guest = setup({ loggedIn: false });
      guest.store.setLocation(kepler);
      await guest.store.addDocument(pdf(12), 'gear.pdf');
      const local = await guest.store.openDocument('local:d1');
      expect(local?.filename).toBe('gear.pdf');
      expect(local?.blob.size).toBe(12);
      expect(local?.blob.type).toBe('application/pdf');
    });

    it('says so when a document cannot be opened', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      await store.addDocument(pdf(), 'route.pdf');
      server.api.downloadFile.mockRejectedValueOnce(new TypeError('fetch failed'));
      expect(await store.openDocument('file:f1')).toBeNull();
      expect(store.documentError).toBe('We could not open this document. Please try again.');
      expect(await store.openDocument('file:no-such')).toBeNull();
    });

    it('removing a local document removes its bytes from the device', async () => {
      const { store, storage } = setup({ loggedIn: false });
      store.setLocation(kepler);
      await store.addDocument(pdf(), 'route.pdf');
      expect(storage.getItem(PLAN_FILES_KEY)).not.toBeNull();
      store.removeDocument('local:d1');
      expect(store.documents).toEqual([]);
      expect(storage.getItem(PLAN_FILES_KEY)).toBeNull();
    });
  });

  describe('people on the plan (spec part 2 §5)', () => {
    it('the emergency contact is not offered to the group, nor group members as emergency contact', () => {
      const { store } = setup();
      store.setLocation(kepler);
      const [one, two] = [entryOfContact(bookContact(1)), entryOfContact(bookContact(2))];
      store.setEmergencyContact(one);
      expect(store.groupCandidates.map((c) => c.key)).toEqual(['contact:2', 'temp:m1']);
      expect(store.addGroupMember(one)).toBe(false);
      expect(store.addGroupMember(two)).toBe(true);
      expect(store.groupCandidates.map((c) => c.key)).toEqual(['temp:m1']);
      expect(store.addGroupMember(two)).toBe(false);
      expect(store.emergencyCandidates.map((c) => c.key)).toEqual(['contact:1', 'temp:m1']);
      expect(store.setEmergencyContact(two)).toBe(false);
      store.removeGroupMember('contact:2');
      expect(store.setEmergencyContact(two)).toBe(true);
      expect(store.groupMembers).toEqual([]);
    });
  });

  describe('opening a saved plan', () => {
    it('loads the owner’s plan for editing', async () => {
      const { store, server } = setup();
      server.put(serverPlan({ note: 'From the server', daily_plans: [{ day_index: 1, start_location: 'Hut', end_location: 'Out', notes: '' }] }));
      await store.loadForEdit(PLAN_ID);
      expect(store.id).toBe(PLAN_ID);
      expect(store.plan.note).toBe('From the server');
      expect(store.dailyPlans.map(({ day }) => day.start_location)).toEqual(['', 'Hut', '']);
      expect(store.canEdit).toBe(true);
      expect(store.readonlyRedirect).toBeNull();
      expect(store.planning).toBe(false);
    });

    it('keeps unsaved edits of the same plan', async () => {
      const { store, server } = setup();
      server.put(serverPlan());
      await store.loadForEdit(PLAN_ID);
      store.setNote('Not saved yet');
      await store.loadForEdit(PLAN_ID);
      expect(store.plan.note).toBe('Not saved yet');
      expect(server.api.getReadonlyPlan).toHaveBeenCalledTimes(1);
    });

    it('a plan the viewer may not edit sends the page to the read-only plan', async () => {
      const { store, server } = setup();
      server.put(serverPlan({ acceptanceState: 'accepted', canEdit: false, isShared: true }));
      await store.loadForEdit(PLAN_ID);
      expect(store.readonlyRedirect).toBe(`/plan/${PLAN_ID}`);
      expect(store.canEdit).toBe(false);
      expect(store.isShared).toBe(true);
      store.setEmergencyContact(entryOfContact(bookContact(1)));
      expect(store.emergencyContact).toBeNull();
    });

    it('a failed load clears the plan (spec part 2 §8); a missing one is not found', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      store.setTripName('Lost');
      await store.loadForEdit('no-such-plan');
      expect(store.notFound).toBe(true);
      expect(store.title).toBe('');
      server.api.getReadonlyPlan.mockRejectedValueOnce(new TypeError('fetch failed'));
      await store.loadForEdit(PLAN_ID);
      expect(store.loadError).toBe('We could not load this plan. Check your connection and try again.');
      expect(store.loading).toBe(false);
    });

    it('drops an answer that arrives after a later load, or after logout', async () => {
      const { store, server, session } = setup();
      server.put(serverPlan());
      const other = server.put(serverPlan({ id: 'aaaaaaaa-0000-4000-8000-000000000001', guid: 'aaaaaaaa-0000-4000-8000-000000000001', note: 'Other' }));
      // The first answer is slow and arrives after the second.
      let answerFirst: () => void = () => undefined;
      const read = server.api.getReadonlyPlan.getMockImplementation()!;
      server.api.getReadonlyPlan.mockImplementationOnce(async (guid) => {
        await new Promise<void>((resolve) => (answerFirst = resolve));
        return read(guid);
      });
      const first = store.loadForEdit(PLAN_ID);
      await store.loadForEdit(other.id);
      answerFirst();
      await first;
      expect(store.id).toBe(other.id);
      expect(store.loading).toBe(false);
      const third = store.loadForEdit(PLAN_ID);
      session.logout();
      await third;
      expect(store.id).toBeNull();
      expect(store.loading).toBe(false);
    });

    it('a trip that is over cannot be edited', () => {
      const { store } = setup();
      store.adopt(serverPlan({ is_published: true, date: tripDates('2026-11-20', '2026-11-21'), checked_in_at: '2026-11-21T04:00:00.000Z' }));
      expect(store.status?.state).toBe('back-safely');
      expect(store.tripOver).toBe(true);
      expect(store.canEdit).toBe(false);
      expect(store.readonlyRedirect).toBeNull();
      expect(store.applyDates()).toBe(false);
    });
  });

  describe('the unsaved-plan warning and starting again (spec part 1 §4, part 2 §2)', () => {
    it('warns a logged-in user who has edited an unsaved plan, until it is saved', async () => {
      const { store } = setup();
      store.setLocation(kepler);
      expect(store.showsUnsavedWarning).toBe(false);
      store.setTripName('Edited');
      expect(store.showsUnsavedWarning).toBe(true);
      await store.saveDraft();
      expect(store.showsUnsavedWarning).toBe(false);
      store.setNote('Edited again');
      expect(store.showsUnsavedWarning).toBe(true);
      store.continueWithoutSaving();
      expect(store.showsUnsavedWarning).toBe(false);
      expect(store.location).toBeNull();
    });

    it('does not warn about a published plan', async () => {
      const { store } = setup();
      store.setLocation(kepler);
      pickDates(store, '2026-12-05', '2026-12-06');
      await store.publish();
      store.setNote('Edit');
      expect(store.showsUnsavedWarning).toBe(false);
      expect(store.savingDraftUnpublishes).toBe(true);
    });

    it('‘Start planning a new trip’ resets and goes to tracks; plan-complete then has nothing to show', async () => {
      const { store, go } = setup();
      store.setLocation(kepler);
      await store.saveDraft();
      expect(store.completeView).not.toBeNull();
      store.startNewPlan();
      expect(go).toHaveBeenLastCalledWith('tracks');
      expect(store.completeView).toBeNull();
      expect(store.id).toBeNull();
    });

    it('forgets a plan deleted elsewhere', async () => {
      const { store } = setup();
      store.setLocation(kepler);
      await store.saveDraft();
      store.forget('another-plan');
      expect(store.id).not.toBeNull();
      store.forget(store.id as string);
      expect(store.id).toBeNull();
    });
  });

  describe('the PDF', () => {
    it('downloads the saved plan, and says so when it cannot', async () => {
      const { store, server } = setup();
      store.setLocation(kepler);
      expect(await store.downloadPdf()).toBeNull();
      await store.saveDraft();
      const file = await store.downloadPdf();
      expect(file?.filename).toBe('Trip Plan - Kepler Track.pdf');
      server.api.downloadPlanPdf.mockRejectedValueOnce(new TypeError('fetch failed'));
      expect(await store.downloadPdf()).toBeNull();
      expect(store.pdfError).toBe('We could not download the plan. Please try again.');
    });
  });

  describe('what the device keeps', () => {
    it('ignores a damaged copy', () => {
      const storage = createMemoryStorage({ [PLAN_KEY]: '{"plan":{"location":"nowhere"}}' });
      const { store } = setup({ storage });
      expect(store.location).toBeNull();
    });

    it('drops a local document whose bytes are gone', async () => {
      const storage = createMemoryStorage();
      const { store } = setup({ loggedIn: false, storage });
      store.setLocation(kepler);
      await store.addDocument(pdf(), 'route.pdf');
      storage.removeItem(PLAN_FILES_KEY);
      expect(setup({ loggedIn: false, storage }).store.documents).toEqual([]);
    });

    it('keeps a saved plan’s id and revision across a reload', async () => {
      const storage = createMemoryStorage();
      const session = new FakeSession(testUser());
      const { store, server } = setup({ storage, session });
      store.setLocation(kepler);
      await store.saveDraft();
      const reloaded = setup({ storage, session, server }).store;
      expect(reloaded.id).toBe(store.id);
      reloaded.setNote('After reload');
      expect(await reloaded.saveDraft()).toBe(true);
      expect(server.api.updatePlan).toHaveBeenCalledWith(store.id, expect.objectContaining({ revision: 1 }));
    });
  });
});
