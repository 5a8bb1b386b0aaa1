import type { AppRoute } from './routeTable.ts';

export const SITE_NAME = 'Plan My Walk';

/**
 * A page's document title, the same from the server (server/pageHead.ts) and in the
 * browser (shell/AppShell.tsx): the route's title, or on a place's pages the place's
 * name and the view ('Abel Tasman Coast Track alerts | Plan My Walk').
 */
export function pageTitle(route: AppRoute | undefined, placeTitle: string | null = null): string {
  if (!route) return SITE_NAME;
  if (placeTitle && route.page === 'location') {
    // A view's route title is the kind and the view ('Track alerts'); the details' is the kind alone.
    const view = route.title.split(' ').slice(1).join(' ');
    return `${placeTitle}${view ? ` ${view}` : ''} | ${SITE_NAME}`;
  }
  return `${route.title} | ${SITE_NAME}`;
}
