import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../platform/Clock.ts';
import { noGeolocation } from '../platform/Geolocation.ts';
import { createMemoryStorage } from '../platform/KeyValueStorage.ts';
import { STORE_VERSION, STORE_VERSION_KEY } from '../platform/storeVersion.ts';
import { PLAN_KEY } from '../plan/PlanStore.ts';
import { planLocation } from '../plan/planFixtures.ts';
import { TEMPORARY_CONTACTS_KEY } from '../contacts/ContactsStore.ts';
import { createFakePlanServer } from '../testing/fakePlanServer.ts';
import { fakeImageTools } from '../testing/fakeImageTools.ts';
import { testUser } from '../testing/fakeSession.ts';
import { PERSISTED_KEYS, RootStore, type RootApi } from './RootStore.ts';

function build(storage = createMemoryStorage()) {
  const server = createFakePlanServer();
  const api = {
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
    stores.plan.setLocation(planLocation());
    stores.plan.setTripName('Old version');
    storage.setItem(STORE_VERSION_KEY, '0.2');
    const next = build(storage).stores;
    expect(next.plan.location).toBeNull();
    expect(storage.getItem(STORE_VERSION_KEY)).toBe(STORE_VERSION);
  });

  it('after login the guest’s draft is the user’s; logout resets the plan, temporary contacts and My Walks', async () => {
    const { stores, storage } = build();
    stores.plan.setLocation(planLocation());
    stores.plan.setTripName('Guest draft');
    stores.contacts.openAdd();
    const mere = await stores.contacts.save({ first_name: 'Mere', last_name: 'Tane', email: '', phone: '', relationship: '' });
    stores.plan.setEmergencyContact(mere);
    await stores.session.login('aroha@example.nz', 'correct horse');
    expect(stores.session.isLoggedIn).toBe(true);
    expect(stores.plan.title).toBe('Guest draft');
    expect(await stores.plan.saveDraft()).toBe(true);
    await stores.myWalks.load();
    expect(stores.myWalks.walkSections).toHaveLength(1);

    stores.session.logout();
    expect(stores.plan.location).toBeNull();
    expect(stores.plan.id).toBeNull();
    expect(stores.contacts.temporary).toEqual([]);
    expect(storage.getItem(TEMPORARY_CONTACTS_KEY)).toBeNull();
    expect(stores.myWalks.loaded).toBe(false);
  });
});
