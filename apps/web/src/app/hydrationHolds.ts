import { SESSION_KEY, type KeyValueStorage, type MediaQuery } from '@planmywalk/domain';

/**
 * What the browser must hide from its first render of a page the server drew, so that
 * render matches the server's HTML (React hydrates it rather than drawing it again): the
 * server draws every page as a guest on a phone (docs/adr/068). So until `release()`
 * the session reads as signed out and the viewport as a phone; then the stores take the
 * real ones and the page redraws what differs (the profile menu, a desktop layout).
 */
export interface HydrationHolds {
  storage: KeyValueStorage;
  desktopQuery: MediaQuery;
  release(): void;
}

type ChangeListener = (event: { matches: boolean }) => void;

export function hydrationHolds(storage: KeyValueStorage, query: MediaQuery, held: boolean): HydrationHolds {
  let holding = held;
  const listeners = new Set<ChangeListener>();
  return {
    storage: {
      getItem: (key) => (holding && key === SESSION_KEY ? null : storage.getItem(key)),
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: (key) => storage.removeItem(key),
    },
    desktopQuery: {
      get matches() {
        return holding ? false : query.matches;
      },
      addEventListener: (type, listener) => {
        listeners.add(listener);
        query.addEventListener(type, listener);
      },
      removeEventListener: (type, listener) => {
        listeners.delete(listener);
        query.removeEventListener(type, listener);
      },
    },
    release() {
      if (!holding) return;
      holding = false;
      if (query.matches) listeners.forEach((listener) => listener({ matches: true }));
    },
  };
}
