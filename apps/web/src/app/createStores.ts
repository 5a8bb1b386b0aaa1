import { createApiClient } from '@planmywalk/contracts';
import { DESKTOP_MEDIA_QUERY, RootStore } from '@planmywalk/domain';

/** Wires the stores to the browser: the api/v1 client on this origin and the viewport. */
export function createStores(): RootStore {
  const api = createApiClient({ baseUrl: window.location.origin });
  return new RootStore({ api, desktopQuery: window.matchMedia(DESKTOP_MEDIA_QUERY) });
}
