import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (a rotated phone, a resized
 * window). Takes the query with or without the `@media ` of the theme's `media`
 * entries, so `useMediaQuery(theme.media.tabletUp)` works. Without `matchMedia`
 * (server rendering) it answers `fallback`.
 *
 * For layouts CSS cannot switch on its own: a form that is inline on wide screens
 * and a modal dialog on narrow ones.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const mediaQuery = query.replace(/^@media\s+/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(mediaQuery);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [mediaQuery],
  );
  const matches = useCallback(
    () => (typeof window === 'undefined' || !window.matchMedia ? fallback : window.matchMedia(mediaQuery).matches),
    [mediaQuery, fallback],
  );
  return useSyncExternalStore(subscribe, matches, () => fallback);
}
