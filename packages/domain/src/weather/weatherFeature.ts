import { planFeature } from '../plan/planFeature.ts';
import type { Feature } from '../root/RootStore.ts';
import { WeatherStore } from './WeatherStore.ts';

/** A place's or a plan's forecasts, for the working plan's dates. */
export const weatherFeature: Feature<{ weather: WeatherStore }> = (root) => {
  const { plan } = root.feature(planFeature);
  return { weather: new WeatherStore({ api: root.api, ticker: root.ticker, workingDates: () => plan.plan.date }) };
};
