import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { TripDates } from '@planmywalk/contracts';
import { alertsFeature, type FeedTarget, feedTargetKey } from '@planmywalk/domain';
import { AlertsPanel } from '@planmywalk/ui';
import { useFeature } from '../app/stores.tsx';
import { alertsPanelProps } from './panelProps.ts';
import { useFeedTarget } from './useFeedTarget.ts';

export interface LocationAlertsProps {
  /** A DOC location, or one of the user's custom tracks. */
  target: FeedTarget;
  /** A saved plan's dates (plan-alerts); by default the working plan's. */
  dates?: TripDates | null;
  /** Section headings' level (below the page's own headings). @default 3 */
  headingLevel?: 2 | 3;
}

/** The alerts of a location or a custom track for the trip's dates (spec part 2 §2 alerts page). */
export const LocationAlerts = observer(function LocationAlerts({ target, dates, headingLevel = 3 }: LocationAlertsProps) {
  const { alerts } = useFeature(alertsFeature);
  const stable = useFeedTarget(target);
  useEffect(() => {
    void alerts.load(stable, dates);
  }, [alerts, stable, dates]);
  return <AlertsPanel {...alertsPanelProps(alerts.key === feedTargetKey(stable) ? alerts.view : null)} headingLevel={headingLevel} />;
});
