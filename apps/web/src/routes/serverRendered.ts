import type { AppRoute } from './routeTable.ts';

/**
 * The pages the server draws (docs/adr/068): those a walker opens from a link or a search
 * engine, the same for every visitor. The map views, the editors and every personal page
 * stay drawn in the browser: nothing signed-in enters server HTML. The read-only plan is
 * drawn there too: its HTML would hand a trip's names, phones and dates to every link
 * preview service that fetches it (its head alone comes from the server: server/pageHead.ts).
 */
export function isServerRendered(route: AppRoute): boolean {
  if (route.page === 'location') return !route.name.endsWith('-map');
  return route.page === 'home' || route.page === 'tracks' || route.page === 'help' || route.page === 'privacy';
}
