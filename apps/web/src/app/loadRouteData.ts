import { helpFeature, type LocationKind, type RootStore } from '@planmywalk/domain';
import type { AppRoute } from '../routes/routeTable.ts';
import { parseRouteName } from '../pages/location/placeRoute.ts';

/**
 * Asks for what a page opens on, before its first render: the server awaits it and
 * draws the page with it (server/renderPage.tsx); the browser runs the same loads before
 * it hydrates that page (answered from the page's data, app/pageData.ts) or, on a page
 * the server did not draw, beside the page's code, so the place paints a round trip
 * sooner. The pages' own loads then find the data in (every load here is idempotent).
 * Resolves when the data is in or its load has failed.
 */
export function loadRouteData(route: AppRoute | undefined, params: Record<string, string | undefined>, stores: RootStore): Promise<void> {
  switch (route?.page) {
    case 'location': {
      // The place's type names the route's param too.
      const [type, view] = parseRouteName(route.name);
      const slug = params[type];
      if (!slug) return Promise.resolve();
      // A view's code and feed come with the place's page code (a chunk of its own, not the entry's).
      const viewLoad = view === 'details' || view === 'map' ? Promise.resolve() : import('../pages/location/placeViews.ts').then(({ loadPlaceView }) => loadPlaceView(view, { routeType: type, slug }, stores));
      return Promise.all([stores.location.load(`${type}s` satisfies LocationKind, slug), viewLoad]).then(() => undefined);
    }
    case 'tracks':
      return stores.search.loadTracksList();
    case 'help':
      return stores.feature(helpFeature).help.load();
    default:
      return Promise.resolve();
  }
}
