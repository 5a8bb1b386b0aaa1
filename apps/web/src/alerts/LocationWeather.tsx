import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { TripDates } from '@planmywalk/contracts';
import { feedTargetKey, OFFLINE_FORECAST_MISSING, type FeedTarget } from '@planmywalk/domain';
import { WeatherPanel } from '@planmywalk/ui';
import { useStores } from '../app/stores.tsx';
import { FeedAge } from './FeedAge.tsx';
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
  const { weather, connectivity } = useStores();
  const stable = useFeedTarget(target);
  useEffect(() => {
    void weather.load(stable, dates);
  }, [weather, stable, dates]);
  const current = weather.key === feedTargetKey(stable);
  if (current && weather.failed && connectivity.offline) return <FeedAge age={null} failed missing={OFFLINE_FORECAST_MISSING} />;
  return (
    <>
      {current && !weather.loading ? <FeedAge age={weather.ageText} failed={weather.failed} missing={OFFLINE_FORECAST_MISSING} /> : null}
      <WeatherPanel
        {...weatherPanelProps(weather.view, !current || weather.loading, weather.expanded, (open) => weather.setExpanded(open))}
        headingLevel={headingLevel}
      />
    </>
  );
});
