import type { ComponentProps } from 'react';
import type { FeedTarget, RootStore } from '@planmywalk/domain';
import { lazyPage } from '../../routes/lazyPage.tsx';
import type { LocationView } from './placeRoute.ts';
import type { LocationAlerts as Alerts } from '../../alerts/LocationAlerts.tsx';
import type { LocationWeather as Weather } from '../../alerts/LocationWeather.tsx';

// A place's alerts, weather and gear views (their stores' rules, the forecast's sun times,
// the gear editor) load when one is shown, not with the place's details. Each can be
// fetched ahead (lazyPage): a page the server drew hydrates with its view's code in, so
// the view does not suspend and come apart from the server's HTML.
export const LocationAlerts = lazyPage<ComponentProps<typeof Alerts>>(() => import('../../alerts/LocationAlerts.tsx').then((m) => ({ default: m.LocationAlerts })));
export const LocationWeather = lazyPage<ComponentProps<typeof Weather>>(() => import('../../alerts/LocationWeather.tsx').then((m) => ({ default: m.LocationWeather })));
export const GearView = lazyPage<object>(() => import('../gear/GearView.tsx').then((m) => ({ default: m.GearView })));

/**
 * What a place's view opens on, before its first render (app/loadRouteData.ts): the
 * view's code, and the alerts or forecast it shows (without trip dates, as the place's
 * page asks for them).
 */
export function loadPlaceView(view: LocationView, target: FeedTarget, stores: RootStore): Promise<void> {
  switch (view) {
    case 'alerts':
    case 'weather': {
      const feed = import('../../alerts/placeFeeds.ts').then(({ loadPlaceFeed }) => loadPlaceFeed(view, target, stores));
      return Promise.all([view === 'alerts' ? LocationAlerts.preload() : LocationWeather.preload(), feed]).then(() => undefined);
    }
    case 'gear':
      return GearView.preload();
    default:
      return Promise.resolve();
  }
}
