import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { AlertRouteType, TripDates } from '@planmywalk/contracts';
import { AlertsPanel } from '@planmywalk/ui';
import { useStores } from '../app/stores.tsx';
import { alertsPanelProps } from './panelProps.ts';

export interface LocationAlertsProps {
  routeType: AlertRouteType;
  slug: string;
  /** A saved plan's dates (plan-alerts); by default the working plan's. */
  dates?: TripDates | null;
  /** Section headings' level (below the page's own headings). @default 3 */
  headingLevel?: 2 | 3;
}

/** The alerts of a location for the trip's dates (spec part 2 §2 alerts page). */
export const LocationAlerts = observer(function LocationAlerts({ routeType, slug, dates, headingLevel = 3 }: LocationAlertsProps) {
  const { alerts } = useStores();
  useEffect(() => {
    void alerts.load(routeType, slug, dates);
  }, [alerts, routeType, slug, dates]);
  return <AlertsPanel {...alertsPanelProps(alerts.key === `${routeType}/${slug}` ? alerts.view : null)} headingLevel={headingLevel} />;
});
