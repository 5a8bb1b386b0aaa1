import { createApiClient } from '@planmywalk/contracts';
import { createMemoryStorage, DESKTOP_MEDIA_QUERY, RootStore, systemClock, type KeyValueStorage } from '@planmywalk/domain';

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

/** Wires the stores to the browser: the api/v1 client on this origin, the clock, storage and the viewport. */
export function createStores(): RootStore {
  const api = createApiClient({ baseUrl: window.location.origin });
  return new RootStore({
    api,
    clock: systemClock,
    storage: browserStorage(),
    desktopQuery: window.matchMedia(DESKTOP_MEDIA_QUERY),
  });
}
