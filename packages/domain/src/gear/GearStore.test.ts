import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observable, runInAction } from 'mobx';
import { ApiError, type GearListTemplate } from '@planmywalk/contracts';
import { systemClock } from '../platform/Clock.ts';
import { createMemoryStorage, type KeyValueStorage } from '../platform/KeyValueStorage.ts';
import { Ticker } from '../platform/Ticker.ts';
import { PlanStore } from '../plan/PlanStore.ts';
import { planLocation } from '../plan/planFixtures.ts';
import type { RouteName } from '../shell/routeNames.ts';
import { createFakeGearServer, type FakeGearServer } from '../testing/fakeGearServer.ts';
import { createFakePlanServer, type FakePlanServer } from '../testing/fakePlanServer.ts';
import { FakeSession, testUser } from '../testing/fakeSession.ts';
import { PENDING_GEAR_KEY } from '../platform/deviceKeys.ts';
import { GearStore } from './GearStore.ts';
import { GEAR_CHANGED_ELSEWHERE, GEAR_KEPT_OFFLINE, gearOfflineText } from './gearOfflineTexts.ts';
import { GearTemplatesStore } from './GearTemplatesStore.ts';
import { customList, dayWalkPreset, keplerPlace, multiDayPreset, presets } from './gearFixtures.ts';
import { presetGearList } from './gearStart.ts';

const kepler = planLocation();
const DELAY = 1000;

interface SetupOptions {
  loggedIn?: boolean;
  session?: FakeSession;
  storage?: KeyValueStorage;
  planServer?: FakePlanServer;
  gearServer?: FakeGearServer;
  lists?: GearListTemplate[];
  connectivity?: { offline: boolean };
}

function setup(options: SetupOptions = {}) {
  const session = options.session ?? new FakeSession(options.loggedIn === false ? null : testUser());
  const planServer = options.planServer ?? createFakePlanServer({ now: () => new Date(Date.now()) });
  const gearServer = options.gearServer ?? createFakeGearServer({ lists: options.lists ?? [customList()] });
  const storage = options.storage ?? createMemoryStorage();
  const go = vi.fn<(to: RouteName | string) => void>();
  const plan = new PlanStore({
    api: planServer.api,
    session,
    contacts: { all: [] },
    ticker: new Ticker(systemClock),
    storage,
    navigator: { currentRoute: () => 'track-gear', go },
  });
  const places = observable({ location: keplerPlace as typeof keplerPlace | null });
  const templates = new GearTemplatesStore({ api: gearServer.api, session, autosaveDelayMs: DELAY });
  const storeReview = { request: vi.fn() };
  const connectivity = options.connectivity ?? observable({ offline: false });
  const gear = new GearStore({
    api: { ...gearServer.api, updatePlanGear: planServer.api.updatePlanGear, getReadonlyPlan: planServer.api.getReadonlyPlan },
    plan,
    places,
    customLists: templates,
    session,
    storeReview,
    autosaveDelayMs: DELAY,
    storage,
    connectivity,
  });
  plan.setLocation(kepler);
  return { gear, plan, templates, session, planServer, gearServer, storage, go, places, storeReview, connectivity };
}

/** Lets the fake calls answer (and the merge, which GearStore loads when it first needs it). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
  await vi.dynamicImportSettled();
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

describe('GearStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-30T20:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  describe('the list it starts with (spec part 2 §4)', () => {
    it("is the place's start preset (the Kepler Track: multi-day tramp), unpacked, once the presets load", async () => {
      const { gear } = setup();
      expect(gear.loading).toBe(true);
      expect(gear.gear).toBeNull();
      await gear.load();
      expect(gear.gear).toEqual(presetGearList(multiDayPreset));
      expect(gear.currentPresetId).toBe('multi-day-tramp');
      expect(gear.presetChoices.map((p) => p.title)).toEqual(['Day walk', 'Overnight hut trip', 'Multi-day tramp']);
      expect(gear.currentPreset?.sources[0]?.publisher).toBe('NZ Mountain Safety Council');
      expect(gear.isEdited).toBe(false);
      expect(gear.saveState).toBe('unsaved');
    });

    it("is the plan's saved list when it has one (a plan opened from My Walks)", async () => {
      const { gear, plan, planServer } = setup();
      const list = presetGearList(presets[0] as (typeof presets)[number]);
      const ticked = { ...list, list: { ...list.list, categories: list.list.categories.map((c) => ({ ...c, items: c.items.map((i) => ({ ...i, packed: true })) })) } };
      const saved = await planServer.api.createPlan({
        location: { id: 101, type: 'Track' },
        is_published: false,
        date: null,
        custom_trip_name: null,
        contacts: [],
        emergency_contact: null,
        daily_plans: [],
        note: '',
        attachments: [],
        gearList: ticked,
      });
      plan.adopt(saved);
      await gear.load();
      expect(gear.gear).toEqual(ticked);
      expect(gear.currentPresetId).toBe('day-walk');
      expect(gear.packed).toEqual({ packed: 4, total: 4 });
      expect(gear.saveState).toBe('saved');
    });

    it('is nothing for a place that is not the plan’s (the page shows no list until they match)', async () => {
      const { gear, places } = setup();
      await gear.load();
      places.location = { ...keplerPlace, id: 999 };
      expect(gear.place).toBeNull();
      expect(gear.presetChoices).toEqual([]);
    });

    it('on a custom track (no DOC presets), offers every preset and starts from the duration default, the day walk, once they load', async () => {
      const { gear, plan } = setup();
      plan.setLocation(planLocation({ id: 12, type: 'Custom Track', slug: null, title: 'My loop', singular_name: 'custom track' }));
      expect(gear.gear).toBeNull();
      expect(gear.loading).toBe(true);
      await gear.load();
      expect(gear.presetChoices.map((p) => p.id)).toEqual(['day-walk', 'overnight-hut', 'multi-day-tramp']);
      expect(gear.gear).toEqual(presetGearList(dayWalkPreset));
      expect(gear.currentPresetId).toBe('day-walk');
      gear.choosePreset('multi-day-tramp');
      expect(gear.currentPresetId).toBe('multi-day-tramp');
    });

    it('on a custom track whose presets could not be loaded, shows no list but the error', async () => {
      const { gear, plan, gearServer } = setup();
      plan.setLocation(planLocation({ id: 12, type: 'Custom Track', slug: null, title: 'My loop', singular_name: 'custom track' }));
      gearServer.api.getGearListPresets.mockRejectedValueOnce(new TypeError('fetch failed'));
      await gear.load();
      expect(gear.gear).toBeNull();
      expect(gear.loading).toBe(false);
      expect(gear.presetsError).toMatch(/could not be loaded/);
    });

    it('says when the presets could not be loaded, and loads them on a retry', async () => {
      const { gear, gearServer } = setup();
      gearServer.api.getGearListPresets.mockRejectedValueOnce(new TypeError('fetch failed'));
      await gear.load();
      expect(gear.presetsError).toMatch(/could not be loaded/);
      expect(gear.loading).toBe(false);
      await gear.load();
      expect(gear.presetsError).toBeNull();
      expect(gear.currentPresetId).toBe('multi-day-tramp');
    });
  });

  describe('switching lists (spec part 2 §4)', () => {
    it('switches at once while the list has no edits', async () => {
      const { gear } = setup();
      await gear.load();
      gear.choosePreset('overnight-hut');
      expect(gear.pendingSwitch).toBeNull();
      expect(gear.currentPresetId).toBe('overnight-hut');
      expect(gear.list?.title).toBe('Overnight hut trip');
    });

    it('asks first after edits; Cancel keeps the edits, confirming loses them', async () => {
      const { gear } = setup();
      await gear.load();
      gear.editor.togglePacked(0, 0, true);
      expect(gear.isEdited).toBe(true);
      gear.choosePreset('day-walk');
      expect(gear.pendingSwitch).toEqual({ kind: 'preset', id: 'day-walk', title: 'Day walk' });
      expect(gear.currentPresetId).toBe('multi-day-tramp');
      gear.cancelSwitch();
      expect(gear.pendingSwitch).toBeNull();
      expect(gear.packed).toEqual({ packed: 1, total: 4 });

      gear.choosePreset('day-walk');
      gear.confirmSwitch();
      expect(gear.currentPresetId).toBe('day-walk');
      expect(gear.packed).toEqual({ packed: 0, total: 4 });
    });

    it('switches to one of the user’s own lists (custom), unpacked, and asks first after edits', async () => {
      const { gear, templates } = setup();
      await gear.load();
      await settle();
      expect(templates.lists.map((l) => l.title)).toEqual(['My Kepler kit']);
      gear.chooseCustomList(31);
      expect(gear.gear).toMatchObject({ list_type: 'custom', list_custom_id: 31, list_preset_id: null, list: { title: 'My Kepler kit' } });
      expect(gear.currentPresetId).toBeNull();
      expect(gear.isEdited).toBe(false);
      gear.editor.addItem(0);
      gear.choosePreset('multi-day-tramp');
      expect(gear.pendingSwitch).toMatchObject({ kind: 'preset', id: 'multi-day-tramp' });
    });

    it('ignores the list already in hand and lists it does not know', async () => {
      const { gear } = setup();
      await gear.load();
      gear.editor.togglePacked(0, 0, true);
      gear.choosePreset('multi-day-tramp');
      gear.choosePreset('no-such-list');
      gear.chooseCustomList(404);
      expect(gear.pendingSwitch).toBeNull();
    });
  });

  describe('the editor (spec part 2 §5)', () => {
    it('ticks, types, adds and deletes items and categories; the plan keeps the list on the device', async () => {
      const storage = createMemoryStorage();
      const { gear, plan } = setup({ storage, loggedIn: false });
      await gear.load();
      gear.editor.togglePacked(0, 0, true);
      gear.editor.addItem(1);
      gear.editor.updateItem(1, 1, { title: 'Pillow', notes: 'Inflatable' });
      gear.editor.addCategory();
      gear.editor.renameCategory(2, 'Camera gear');
      gear.editor.removeItem(0, 2);
      expect(gear.list?.categories).toEqual([
        { title: 'Food and water', items: [{ packed: true, title: 'Meals for each day', notes: '' }, { packed: false, title: "At least one day's spare food", notes: '' }] },
        { title: 'Shelter and sleeping', items: [{ packed: false, title: 'Sleeping bag', notes: '' }, { packed: false, title: 'Pillow', notes: 'Inflatable' }] },
        { title: 'Camera gear', items: [{ packed: false, title: '', notes: '' }] },
      ]);
      expect(plan.planning).toBe(true);
      gear.editor.removeCategory(2);
      expect(gear.list?.categories).toHaveLength(2);

      // A reload: a new store on the same device shows the same list.
      const { gear: reloaded } = setup({ storage, loggedIn: false });
      await reloaded.load();
      expect(reloaded.list).toEqual(gear.list);
    });

    it('changes nothing on a plan the viewer may not edit', async () => {
      const { gear, plan, planServer } = setup();
      await gear.load();
      const theirs = planServer.put({ ...(await planServer.api.createPlan({ location: { id: 101, type: 'Track' }, is_published: true, date: null, custom_trip_name: null, contacts: [], emergency_contact: null, daily_plans: [], note: '', attachments: [] })), canEdit: false, acceptanceState: 'accepted' });
      plan.adopt(theirs);
      gear.editor.togglePacked(0, 0, true);
      gear.choosePreset('day-walk');
      expect(plan.gearList).toBeNull();
      expect(gear.canEdit).toBe(false);
    });
  });

  describe('saving (spec part 2 §4)', () => {
    it('asks a guest to log in and sends nothing', async () => {
      const { gear, planServer } = setup({ loggedIn: false });
      await gear.load();
      expect(await gear.save()).toBe(false);
      expect(gear.visibleSaveError).toBe('To save your gear list, you must log in or create an account');
      expect(planServer.api.createPlan).not.toHaveBeenCalled();
    });

    it('creates the plan (a draft) with the list and stays on the page; later edits save themselves after a pause', async () => {
      const { gear, plan, planServer, go, storeReview } = setup();
      await gear.load();
      gear.editor.togglePacked(0, 0, true);
      const saving = gear.save();
      expect(gear.saveState).toBe('saving');
      expect(await saving).toBe(true);
      expect(go).not.toHaveBeenCalled();
      expect(plan.id).not.toBeNull();
      expect(plan.isPublished).toBe(false);
      const created = planServer.api.createPlan.mock.calls[0]?.[0];
      expect(created?.gearList?.list_preset_id).toBe('multi-day-tramp');
      expect(created?.gearList?.list.categories[0]?.items[0]?.packed).toBe(true);
      expect(gear.saveState).toBe('saved');
      expect(plan.planning).toBe(false);
      expect(storeReview.request).toHaveBeenCalledTimes(1);

      // Ticks now save themselves, debounced: three quick ticks, one call.
      gear.editor.togglePacked(0, 1, true);
      gear.editor.togglePacked(0, 2, true);
      gear.editor.togglePacked(1, 0, true);
      expect(gear.saveState).toBe('saving');
      expect(planServer.api.updatePlanGear).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(DELAY);
      await settle();
      expect(planServer.api.updatePlanGear).toHaveBeenCalledTimes(1);
      expect(gear.saveState).toBe('saved');
      expect(planServer.plans.get(plan.id ?? '')?.gearList?.list.categories.flatMap((c) => c.items.map((i) => i.packed))).toEqual([true, true, true, true]);
      // The plan itself stays saved: the gear list saved itself.
      expect(plan.planning).toBe(false);
      expect(storeReview.request).toHaveBeenCalledTimes(1);
    });

    it('shows the error and makes the button active again when an autosave fails on the server; the button saves the edits', async () => {
      const { gear, plan, planServer } = setup();
      await gear.load();
      await gear.save();
      planServer.api.updatePlanGear.mockRejectedValueOnce(new ApiError(503, 'Service Unavailable'));
      gear.editor.togglePacked(0, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      await settle();
      expect(gear.saveState).toBe('error');
      expect(gear.visibleSaveError).toBe('Something has gone wrong while saving the gear list');
      // Nothing is lost: the tick is still on the plan.
      expect(plan.gearList?.list.categories[0]?.items[0]?.packed).toBe(true);

      expect(await gear.save()).toBe(true);
      expect(gear.saveState).toBe('saved');
      expect(planServer.plans.get(plan.id ?? '')?.gearList?.list.categories[0]?.items[0]?.packed).toBe(true);
    });

    it("shows the server's words when it refuses", async () => {
      const { gear, planServer } = setup();
      await gear.load();
      await gear.save();
      planServer.api.updatePlanGear.mockRejectedValueOnce(new ApiError(400, "Field 'list' is too long"));
      gear.editor.updateItem(0, 0, { title: 'x'.repeat(301) });
      await gear.flush();
      expect(gear.visibleSaveError).toBe("Field 'list' is too long");
    });

    it("shows why the plan could not be created (the plan's own rule) and keeps the list", async () => {
      const { gear, plan, planServer } = setup();
      await gear.load();
      plan.setNote('n'.repeat(1001));
      gear.editor.togglePacked(0, 0, true);
      expect(await gear.save()).toBe(false);
      expect(gear.visibleSaveError).toBe('Note has exceeded 1000 characters');
      expect(planServer.api.createPlan).not.toHaveBeenCalled();
      expect(plan.gearList?.list.categories[0]?.items[0]?.packed).toBe(true);
    });

    it('saves a second edit made while the first save is on its way, in order', async () => {
      const { gear, plan, planServer } = setup();
      await gear.load();
      await gear.save();
      let release: () => void = () => undefined;
      planServer.api.updatePlanGear.mockImplementationOnce(async (id, list) => {
        await new Promise<void>((resolve) => (release = resolve));
        const previous = planServer.plans.get(id);
        if (!previous) throw new Error('no plan');
        return { ...previous, gearList: list };
      });
      gear.editor.togglePacked(0, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      gear.editor.togglePacked(0, 1, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      release();
      await settle();
      await settle();
      expect(planServer.api.updatePlanGear).toHaveBeenCalledTimes(2);
      expect(planServer.api.updatePlanGear.mock.calls[1]?.[1].list.categories[0]?.items.map((i) => i.packed)).toEqual([true, true, false]);
      expect(gear.saveState).toBe('saved');
      expect(plan.gearList?.list.categories[0]?.items.map((i) => i.packed)).toEqual([true, true, false]);
    });
  });

  describe('saving as a custom list', () => {
    it('makes the list (unticked) one of the user’s, shown in the dropdown', async () => {
      const { gear, gearServer, templates } = setup();
      await gear.load();
      await settle();
      gear.editor.togglePacked(0, 0, true);
      const made = await gear.saveAsCustomList('Kepler, April');
      expect(made?.title).toBe('Kepler, April');
      expect(gearServer.api.createGearListTemplate.mock.calls[0]?.[0].categories[0]?.items[0]?.packed).toBe(false);
      expect(templates.lists.map((l) => l.title)).toEqual(['My Kepler kit', 'Kepler, April']);
      expect(gear.savedAsCustom?.id).toBe(made?.id);
    });
  });

  it('forgets a pending switch and an error on logout', async () => {
    const { gear, session } = setup();
    await gear.load();
    gear.editor.togglePacked(0, 0, true);
    gear.choosePreset('day-walk');
    session.logout();
    expect(gear.pendingSwitch).toBeNull();
    expect(gear.customLists).toEqual([]);
  });

  describe('edits made offline (docs/adr/049-offline-edits.md)', () => {
    /** A walker's saved plan with its list, made online; then the connection goes. */
    async function savedPlanGoingOffline(options: SetupOptions = {}) {
      const world = setup(options);
      await world.gear.load();
      expect(await world.gear.save()).toBe(true);
      const id = world.plan.id ?? '';
      runInAction(() => (world.connectivity.offline = true));
      return { ...world, id, packed: () => packedOn(world.planServer, id) };
    }
    const packedOn = (server: FakePlanServer, id: string) =>
      server.plans.get(id)?.gearList?.list.categories.flatMap((c) => c.items.filter((i) => i.packed).map((i) => i.title)) ?? [];
    const online = async (connectivity: { offline: boolean }) => {
      runInAction(() => (connectivity.offline = false));
      await settle();
    };

    it('given a tick made offline, when the network comes back, then the tick reaches the server and nothing waits', async () => {
      const { gear, plan, planServer, storage, connectivity, packed } = await savedPlanGoingOffline();
      gear.editor.togglePacked(0, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      await settle();
      expect(planServer.api.updatePlanGear).not.toHaveBeenCalled();
      expect(gear.saveState).toBe('saved');
      expect(gear.visibleSaveError).toBeNull();
      expect(gearOfflineText(gear.offlineState)).toBe(GEAR_KEPT_OFFLINE);
      expect(storage.getItem(PENDING_GEAR_KEY)).not.toBeNull();
      // The save button offline: no error, no spinner left behind.
      expect(await gear.save()).toBe(false);
      expect(gear.saveState).toBe('saved');

      await online(connectivity);
      expect(packed()).toEqual(['Meals for each day']);
      expect(gearOfflineText(gear.offlineState)).toBeNull();
      expect(gear.pending).toBeNull();
      expect(storage.getItem(PENDING_GEAR_KEY)).toBeNull();
      expect(plan.gearList?.list.categories[0]?.items[0]?.packed).toBe(true);
    });

    it('given a tick made offline and the app reloaded offline, when the network comes back, then the reloaded app sends it', async () => {
      const storage = createMemoryStorage();
      const session = new FakeSession(testUser());
      const { gear, planServer, gearServer, id, packed } = await savedPlanGoingOffline({ storage, session });
      gear.editor.togglePacked(1, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      await settle();

      const reloaded = setup({ storage, session, planServer, gearServer, connectivity: observable({ offline: true }) });
      await reloaded.gear.load();
      expect(reloaded.plan.id).toBe(id);
      expect(reloaded.gear.list?.categories[1]?.items[0]?.packed).toBe(true);
      expect(gearOfflineText(reloaded.gear.offlineState)).toBe(GEAR_KEPT_OFFLINE);
      expect(packed()).toEqual([]);

      await online(reloaded.connectivity);
      expect(packed()).toEqual(['Sleeping bag']);
      expect(gearOfflineText(reloaded.gear.offlineState)).toBeNull();
    });

    it('given an app started online with ticks still waiting from an earlier visit, then it sends them at once', async () => {
      const storage = createMemoryStorage();
      const session = new FakeSession(testUser());
      const { gear, planServer, gearServer, packed } = await savedPlanGoingOffline({ storage, session });
      gear.editor.togglePacked(0, 1, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      setup({ storage, session, planServer, gearServer, connectivity: observable({ offline: false }) });
      await settle();
      expect(packed()).toEqual(["At least one day's spare food"]);
    });

    it('given an autosave that finds no network while the app believes it is online, then the edits wait on the device and go with the next save', async () => {
      const { gear, planServer, connectivity, packed } = await savedPlanGoingOffline();
      runInAction(() => (connectivity.offline = false));
      planServer.api.updatePlanGear.mockRejectedValueOnce(new TypeError('fetch failed'));
      gear.editor.togglePacked(0, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      await settle();
      expect(gear.saveState).toBe('saved');
      expect(gearOfflineText(gear.offlineState)).toBe(GEAR_KEPT_OFFLINE);
      expect(await gear.save()).toBe(true);
      expect(packed()).toEqual(['Meals for each day']);
      expect(gearOfflineText(gear.offlineState)).toBeNull();
    });

    it('given other items ticked elsewhere meanwhile, when the offline tick is sent, then both are kept and the page shows the merged list', async () => {
      const { gear, plan, planServer, connectivity, id, packed } = await savedPlanGoingOffline();
      gear.editor.togglePacked(0, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      // Another device (a group member, or the walker's laptop) ticks the sleeping bag.
      const there = planServer.plans.get(id)!;
      const theirs = structuredClone(there.gearList!);
      theirs.list.categories[1]!.items[0]!.packed = true;
      planServer.put({ ...there, gearList: theirs });

      await online(connectivity);
      expect(packed()).toEqual(['Meals for each day', 'Sleeping bag']);
      expect(plan.gearList?.list.categories[1]?.items[0]?.packed).toBe(true);
      expect(gearOfflineText(gear.offlineState)).toBeNull();
    });

    it('given the same item changed elsewhere after the walker changed it offline, then the server’s copy stands and the page says so', async () => {
      const { gear, plan, planServer, connectivity, id } = await savedPlanGoingOffline();
      gear.editor.updateItem(1, 0, { notes: 'The green one' });
      await vi.advanceTimersByTimeAsync(DELAY);
      const there = planServer.plans.get(id)!;
      const theirs = structuredClone(there.gearList!);
      theirs.list.categories[1]!.items[0]!.notes = 'Borrowed from Aroha';
      planServer.put({ ...there, gearList: theirs });

      await online(connectivity);
      expect(planServer.plans.get(id)?.gearList?.list.categories[1]?.items[0]?.notes).toBe('Borrowed from Aroha');
      expect(plan.gearList?.list.categories[1]?.items[0]?.notes).toBe('Borrowed from Aroha');
      expect(gearOfflineText(gear.offlineState)).toBe(GEAR_CHANGED_ELSEWHERE);
      // The next edit starts afresh.
      gear.editor.togglePacked(0, 0, true);
      expect(gearOfflineText(gear.offlineState)).toBeNull();
    });

    it('given an access token that expired while offline, when the network comes back, then it is refreshed before the edits are sent', async () => {
      const session = new FakeSession(testUser());
      const calls: string[] = [];
      const refreshing = Object.assign(session, {
        refreshIfNeeded: vi.fn(async () => {
          calls.push('refresh');
        }),
      });
      const { gear, planServer, connectivity, packed } = await savedPlanGoingOffline({ session: refreshing });
      planServer.api.getReadonlyPlan.mockImplementation(async (id: string) => {
        calls.push('read');
        return planServer.plans.get(id)!;
      });
      gear.editor.togglePacked(0, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      await online(connectivity);
      expect(calls).toEqual(['refresh', 'read']);
      expect(packed()).toEqual(['Meals for each day']);
    });

    it('given edits kept while the session had ended, when the same walker signs in again, then they are sent', async () => {
      const storage = createMemoryStorage();
      const session = new FakeSession(testUser());
      const { gear, connectivity, packed } = await savedPlanGoingOffline({ storage, session });
      gear.editor.togglePacked(0, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      // A 401 ended the session (no logout listeners run), then the network came back.
      session.expire();
      await online(connectivity);
      expect(packed()).toEqual([]);
      session.login(testUser());
      await settle();
      expect(packed()).toEqual(['Meals for each day']);
    });

    it('given edits waiting on the device, when the walker signs out, then they are taken off the device and never sent', async () => {
      const { gear, planServer, storage, session, connectivity } = await savedPlanGoingOffline();
      gear.editor.togglePacked(0, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      session.logout();
      expect(storage.getItem(PENDING_GEAR_KEY)).toBeNull();
      await online(connectivity);
      expect(planServer.api.updatePlanGear).not.toHaveBeenCalled();
    });

    it('given edits left by another user whose session expired, when someone else signs in, then they are dropped, not sent with the new session', async () => {
      const storage = createMemoryStorage();
      const session = new FakeSession(testUser());
      const { gear, planServer, gearServer } = await savedPlanGoingOffline({ storage, session });
      gear.editor.togglePacked(0, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      session.login(testUser({ id: 8, email: 'tama@example.nz' }));
      const next = setup({ storage, session, planServer, gearServer, connectivity: observable({ offline: false }) });
      await settle();
      expect(planServer.api.getReadonlyPlan).not.toHaveBeenCalled();
      expect(planServer.api.updatePlanGear).not.toHaveBeenCalled();
      expect(next.gear.pending).toBeNull();
    });

    it('given the plan was deleted elsewhere, when the edits are sent, then the server’s refusal shows and they stop waiting', async () => {
      const { gear, planServer, connectivity, id } = await savedPlanGoingOffline();
      gear.editor.togglePacked(0, 0, true);
      await vi.advanceTimersByTimeAsync(DELAY);
      planServer.plans.delete(id);
      await online(connectivity);
      expect(gear.visibleSaveError).toBe('Plan not found');
      expect(gear.pending).toBeNull();
    });
  });
});
