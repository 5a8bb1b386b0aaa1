import { alertsFeature, weatherFeature, type FeedTarget, type RootStore } from '@planmywalk/domain';

/**
 * Loads the alerts or the forecast a place's view opens on, without trip dates, as the
 * place's page asks for them (pages/location/placeViews.ts). Its own module, fetched with
 * the view's code: the feeds' stores are not part of the place's first load.
 */
export function loadPlaceFeed(view: 'alerts' | 'weather', target: FeedTarget, stores: RootStore): Promise<void> {
  return view === 'alerts' ? stores.feature(alertsFeature).alerts.load(target, undefined) : stores.feature(weatherFeature).weather.load(target, undefined);
}
