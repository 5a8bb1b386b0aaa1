import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { TripDates } from '@planmywalk/contracts';
import { alertsFeature, type FeedTarget, feedTargetKey } from '@planmywalk/domain';
import { AlertsPanel } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { OFFLINE_ALERTS_MISSING, OfflineNote } from '../offline/OfflineNote.tsx';
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
  const { connectivity } = useStores();
  const stable = useFeedTarget(target);
  useEffect(() => {
    void alerts.load(stable, dates);
  }, [alerts, stable, dates]);
  const current = alerts.key === feedTargetKey(stable);
  // Offline: how old the alerts are; with nothing kept, say so rather than 'No alerts available', which would mislead.
  const offlineNote = connectivity.offline && current && !alerts.loading ? (alerts.failed ? OFFLINE_ALERTS_MISSING : alerts.ageText) : null;
  if (offlineNote && alerts.failed) return <OfflineNote role="status">{offlineNote}</OfflineNote>;
  return (
    <>
      {offlineNote ? <OfflineNote role="status">{offlineNote}</OfflineNote> : null}
      <AlertsPanel {...alertsPanelProps(current ? alerts.view : null)} headingLevel={headingLevel} />
    </>
  );
});
