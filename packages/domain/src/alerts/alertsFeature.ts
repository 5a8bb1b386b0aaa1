import { planFeature } from '../plan/planFeature.ts';
import type { Feature } from '../root/RootStore.ts';
import { AlertsStore } from './AlertsStore.ts';

/** A place's or a plan's alerts, for the working plan's dates. */
export const alertsFeature: Feature<{ alerts: AlertsStore }> = (root) => {
  const { plan } = root.feature(planFeature);
  return {
    alerts: new AlertsStore({
      api: root.api,
      ticker: root.ticker,
      workingDates: () => plan.plan.date,
      embeddedAlerts: (routeType, slug) => {
        const shown = root.location.location;
        return shown && shown.slug === slug && shown.singular_name === routeType ? shown.alerts : null;
      },
    }),
  };
};
