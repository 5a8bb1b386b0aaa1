import { routeNameAt } from './routeTable.ts';

/** A place's page and its tabs: 'track', 'hut-alerts', 'custom-track-map'… */
const PLACE_PAGE = /^(track|hut|campsite|custom-track)(-(map|alerts|weather|gear|plan))?$/;

/**
 * The page of a place on this site that `referrer` (the browser's `document.referrer`)
 * names, as a path: '/tracks/kepler-track/alerts' → '/tracks/kepler-track'; null for
 * another site, or a page that is not a place's. A page opened before the place's page
 * had made the place the plan's (its plan code loads after the page is drawn) can still
 * return the walker to it.
 */
export function placeReferredFrom(referrer: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const route = routeNameAt(url.pathname);
  if (route === null || !PLACE_PAGE.test(route)) return null;
  // '/tracks/kepler-track/alerts' → '/tracks/kepler-track': the place itself, where its dates are set.
  return url.pathname.split('/').slice(0, 3).join('/');
}
