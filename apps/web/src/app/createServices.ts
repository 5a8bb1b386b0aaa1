import { reaction } from 'mobx';
import { createApiClient } from '@planmywalk/contracts';
import type { AppServices } from './stores.tsx';
import {
  createMemoryStorage,
  DESKTOP_MEDIA_QUERY,
  PENDING_GEAR_KEY,
  RootStore,
  SESSION_KEY,
  systemClock,
  type CrossTabLock,
  type KeyValueStorage,
} from '@planmywalk/domain';
import { browserImageTools } from './browserImageTools.ts';
import { deviceServices } from './deviceServices.ts';
import { forgetPersonalCaches } from '../offline/offlineCaches.ts';
import { routerNavigator } from './routerNavigator.ts';
import { hydrationHolds } from './hydrationHolds.ts';
import { primedFetch, type PageData } from './pageData.ts';

export interface ServicesStart {
  /** The API answers the server's HTML holds (app/pageData.ts): the stores' first reads are answered from them. */
  pageData: PageData;
  /** The page was drawn by the server: until `hydrated()` the stores read as the server drew it (app/hydrationHolds.ts). */
  hydrating: boolean;
}

/** localStorage when the browser allows it (private modes may throw), else memory for this visit. */
function browserStorage(): KeyValueStorage {
  try {
    const probe = '__pmw_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

/** The Web Locks API where the browser has it (all current ones); one tab at a time refreshes. */
const webLock: CrossTabLock | undefined =
  typeof navigator !== 'undefined' && 'locks' in navigator
    ? <T>(name: string, task: () => Promise<T>) => navigator.locks.request(name, task) as Promise<T>
    : undefined;

/**
 * Wires the stores to the browser: the api/v1 client on the site's address (this
 * origin, or the public one in the store apps) with the session's bearer token, the
 * clock, storage, geolocation, the store review prompt, the viewport and the router;
 * and the device's clipboard, share sheet and downloads for the pages. `hydrated()`
 * starts the session (its token checks, the user re-fetch) once the first render is in.
 */
export function createServices(start: ServicesStart): { services: AppServices; hydrated(): void } {
  const device = deviceServices();
  const holds = hydrationHolds(browserStorage(), window.matchMedia(DESKTOP_MEDIA_QUERY), start.hydrating);
  const { storage } = holds;
  let stores: RootStore | null = null;
  const api = createApiClient({
    baseUrl: device.platform.origin,
    getAccessToken: () => stores?.session.freshAccessToken(),
    fetch: primedFetch(start.pageData, (input, init) => fetch(input, init)),
  });
  stores = new RootStore({
    api,
    clock: systemClock,
    storage,
    geolocation: device.geolocation,
    desktopQuery: holds.desktopQuery,
    connectivity: {
      get onLine() {
        return navigator.onLine;
      },
      addEventListener: (type, listener) => window.addEventListener(type, listener),
      removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    },
    navigator: routerNavigator,
    lock: webLock,
    images: browserImageTools,
    ...(device.storeReview ? { storeReview: device.storeReview } : {}),
  });
  const { session } = stores;
  window.addEventListener('focus', () => session.onFocus());
  // Another tab logged in, refreshed or logged out.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY) session.syncFromStorage();
  });
  // Signed out, or the session ended: the service worker's copies of personal reads go too.
  reaction(
    () => session.isLoggedIn,
    (loggedIn) => {
      if (!loggedIn) void forgetPersonalCaches().catch(() => undefined);
    },
  );
  // Gear edits kept offline on an earlier visit go once the app is online and signed in,
  // whatever page it opens on; the gear code loads only when there are some (ADR 049).
  if (storage.getItem(PENDING_GEAR_KEY) !== null) {
    const root = stores;
    void import('./sendKeptGearEdits.ts').then(({ sendKeptGearEdits }) => sendKeptGearEdits(root));
  }
  let started = false;
  return {
    services: { stores, api, platform: device.platform },
    hydrated() {
      if (started) return;
      started = true;
      holds.release();
      session.syncFromStorage();
      session.start();
    },
  };
}
