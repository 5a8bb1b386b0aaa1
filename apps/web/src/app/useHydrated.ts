import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False while the server draws and while the browser hydrates what it drew, true from
 * the render after (React reads the server's snapshot until then); true at once on a page
 * the browser draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
