import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { TripDates } from '@planmywalk/contracts';
import { type FeedTarget, feedTargetKey, weatherFeature } from '@planmywalk/domain';
import { WeatherPanel } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { OFFLINE_FORECAST_MISSING, OfflineNote } from '../offline/OfflineNote.tsx';
import { weatherPanelProps } from './panelProps.ts';
import { useFeedTarget } from './useFeedTarget.ts';

export interface LocationWeatherProps {
  /** A DOC location, or one of the user's custom tracks. */
  target: FeedTarget;
  dates?: TripDates | null;
  /** The day cards' heading level. @default 3 */
  headingLevel?: 2 | 3;
}

/** The forecast of a location or a custom track (spec part 2 §2 weather page). */
export const LocationWeather = observer(function LocationWeather({ target, dates, headingLevel = 3 }: LocationWeatherProps) {
  const { weather } = useFeature(weatherFeature);
  const { connectivity } = useStores();
  const stable = useFeedTarget(target);
  useEffect(() => {
    void weather.load(stable, dates);
  }, [weather, stable, dates]);
  const current = weather.key === feedTargetKey(stable);
  const offlineNote = connectivity.offline && current && !weather.loading ? (weather.failed ? OFFLINE_FORECAST_MISSING : weather.ageText) : null;
  if (offlineNote && weather.failed) return <OfflineNote role="status">{offlineNote}</OfflineNote>;
  return (
    <>
      {offlineNote ? <OfflineNote role="status">{offlineNote}</OfflineNote> : null}
      <WeatherPanel
        {...weatherPanelProps(weather.view, !current || weather.loading, weather.expanded, (open) => weather.setExpanded(open))}
        headingLevel={headingLevel}
      />
    </>
  );
});
