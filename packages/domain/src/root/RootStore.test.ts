import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../platform/Clock.ts';
import { noGeolocation } from '../platform/Geolocation.ts';
import { createMemoryStorage } from '../platform/KeyValueStorage.ts';
import { STORE_VERSION, STORE_VERSION_KEY } from '../platform/storeVersion.ts';
import { STORE_REVIEW_ASKED_KEY, STORE_REVIEW_INTERVAL_DAYS, type StoreReview } from '../platform/StoreReview.ts';
import { planLocation } from '../plan/planFixtures.ts';
import { PLAN_KEY, TEMPORARY_CONTACTS_KEY } from '../platform/deviceKeys.ts';
import { createFakeGearServer } from '../testing/fakeGearServer.ts';
import { createFakePlanServer } from '../testing/fakePlanServer.ts';
import { customList } from '../gear/gearFixtures.ts';
import { fakeImageTools } from '../testing/fakeImageTools.ts';
import { testUser } from '../testing/fakeSession.ts';
import { gearFeature } from '../gear/gearFeature.ts';
import { planFeature } from '../plan/planFeature.ts';
import { walksFeature } from '../plan/walksFeature.ts';
import { LOGOUT_CLEARED_KEYS, PERSISTED_KEYS, RootStore, type RootApi } from './RootStore.ts';

function build(storage = createMemoryStorage(), storeReview?: StoreReview) {
  const server = createFakePlanServer();
  const gearServer = createFakeGearServer({ lists: [customList()] });
  const api = {
    ...gearServer.api,
    ...server.api,
    passwordGrant: vi.fn(async () => ({ access_token: 'a', refresh_token: 'r', expires_in: 900, token_type: 'Bearer' })),
    getUser: vi.fn(async () => testUser()),
    revokeToken: vi.fn(async () => ({ success: true })),
    createContact: vi.fn(),
    updateContact: vi.fn(),
    deleteContact: vi.fn(),
  } as unknown as RootApi;
  const go = vi.fn();
  const stores = new RootStore({
    api,
    clock: systemClock,
    storage,
    desktopQuery: { matches: true, addEventListener: () => undefined, removeEventListener: () => undefined },
    connectivity: { onLine: true, addEventListener: () => undefined, removeEventListener: () => undefined },
    navigator: { currentRoute: () => 'plan', go },
    geolocation: noGeolocation,
    images: fakeImageTools(),
    ...(storeReview ? { storeReview } : {}),
  });
  return { stores, storage, server };
}

describe('RootStore and the plan', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-30T20:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a guest’s plan and temporary contacts on the device under keys a new store version clears', () => {
    expect(PERSISTED_KEYS).toEqual(expect.arrayContaining([PLAN_KEY, 'pmw.plan-files', TEMPORARY_CONTACTS_KEY]));
    const { stores, storage } = build();
    const { plan } = stores.feature(planFeature);
    plan.setLocation(planLocation());
    plan.setTripName('Old version');
    storage.setItem(STORE_VERSION_KEY, '0.2');
    const next = build(storage).stores;
    expect(next.feature(planFeature).plan.location).toBeNull();
    expect(storage.getItem(STORE_VERSION_KEY)).toBe(STORE_VERSION);
  });

  it('after login the guest’s draft is the user’s; logout resets the plan, temporary contacts and My Walks', async () => {
    const { stores, storage } = build();
    const { plan, contacts } = stores.feature(planFeature);
    const { myWalks } = stores.feature(walksFeature);
    plan.setLocation(planLocation());
    plan.setTripName('Guest draft');
    contacts.openAdd();
    const mere = await contacts.save({ first_name: 'Mere', last_name: 'Tane', email: '', phone: '', relationship: '' });
    plan.setEmergencyContact(mere);
    await stores.session.login('aroha@example.nz', 'correct horse');
    expect(stores.session.isLoggedIn).toBe(true);
    expect(plan.title).toBe('Guest draft');
    expect(await plan.saveDraft()).toBe(true);
    await myWalks.load();
    expect(myWalks.walkSections).toHaveLength(1);

    stores.session.logout();
    expect(plan.location).toBeNull();
    expect(plan.id).toBeNull();
    expect(contacts.temporary).toEqual([]);
    expect(storage.getItem(TEMPORARY_CONTACTS_KEY)).toBeNull();
    expect(myWalks.loaded).toBe(false);
  });

  it('builds a feature once, on first use, with the same working plan for every feature that needs it', () => {
    const { stores } = build();
    const { plan } = stores.feature(planFeature);
    expect(stores.feature(planFeature).plan).toBe(plan);
    expect(stores.feature(gearFeature).gear).toBe(stores.feature(gearFeature).gear);
    plan.setTripName('Shared');
    expect(stores.feature(walksFeature).readonlyPlan).toBeDefined();
    expect(stores.feature(planFeature).plan.title).toBe('Shared');
  });

  it('logout clears the plan, its files and temporary contacts on the device even when no page built the plan this visit', async () => {
    const storage = createMemoryStorage();
    const first = build(storage).stores;
    await first.session.login('aroha@example.nz', 'correct horse');
    first.feature(planFeature).plan.setLocation(planLocation());
    expect(storage.getItem(PLAN_KEY)).not.toBeNull();
    storage.setItem(TEMPORARY_CONTACTS_KEY, '[]');

    // A later visit, still logged in, that only shows pages without the plan.
    const later = build(storage).stores;
    expect(later.session.isLoggedIn).toBe(true);
    later.session.logout();
    for (const key of LOGOUT_CLEARED_KEYS) expect(storage.getItem(key)).toBeNull();
    expect(later.feature(planFeature).plan.location).toBeNull();
  });

  it('gives the gear page the working plan and the custom lists: a first save creates the plan with its list; logout forgets the lists', async () => {
    const { stores, server } = build();
    await stores.session.login('aroha@example.nz', 'correct horse');
    const { plan } = stores.feature(planFeature);
    const { gear, gearTemplates } = stores.feature(gearFeature);
    plan.setLocation(planLocation());
    await gear.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(gearTemplates.lists.map((l) => l.title)).toEqual(['My Kepler kit']);
    // No place page loaded: an empty list to start ('Category 1').
    gear.editor.updateItem(0, 0, { title: 'Headlamp' });
    expect(await gear.save()).toBe(true);
    const [saved] = [...server.plans.values()];
    expect(saved?.gearList?.list.categories).toEqual([{ title: 'Category 1', items: [{ packed: false, title: 'Headlamp', notes: '' }] }]);

    stores.session.logout();
    expect(gearTemplates.lists).toEqual([]);
    expect(gear.list?.categories[0]?.items[0]?.title).toBe('');
  });

  it('in a store app, asks for a review once for a saved gear list and a saved draft, and again after the interval', async () => {
    const storeReview = { request: vi.fn() };
    const { stores, storage } = build(createMemoryStorage(), storeReview);
    await stores.session.login('aroha@example.nz', 'correct horse');
    const { plan } = stores.feature(planFeature);
    const { gear } = stores.feature(gearFeature);
    plan.setLocation(planLocation());
    await gear.load();
    await vi.advanceTimersByTimeAsync(0);
    gear.editor.updateItem(0, 0, { title: 'Headlamp' });
    expect(await gear.save()).toBe(true);
    plan.setTripName('Kepler in December');
    expect(await plan.saveDraft()).toBe(true);
    expect(storeReview.request).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + STORE_REVIEW_INTERVAL_DAYS * 24 * 60 * 60 * 1000);
    expect(await plan.saveDraft()).toBe(true);
    expect(storeReview.request).toHaveBeenCalledTimes(2);
    expect(storage.getItem(STORE_REVIEW_ASKED_KEY)).toBe(String(Date.now()));
  });

  it('in a browser, asks nothing and keeps nothing about it on the device', async () => {
    const { stores, storage } = build();
    await stores.session.login('aroha@example.nz', 'correct horse');
    const { plan } = stores.feature(planFeature);
    plan.setLocation(planLocation());
    expect(await plan.saveDraft()).toBe(true);
    expect(storage.getItem(STORE_REVIEW_ASKED_KEY)).toBeNull();
  });
});
