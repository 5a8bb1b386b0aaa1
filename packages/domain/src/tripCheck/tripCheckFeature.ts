import type { Feature } from '../root/RootStore.ts';
import { TripCheckStore } from './TripCheckStore.ts';

/** The plan editor's check of a trip against its alerts and forecasts. */
export const tripCheckFeature: Feature<{ tripCheck: TripCheckStore }> = (root) => ({
  tripCheck: new TripCheckStore({ api: root.api, ticker: root.ticker }),
});
