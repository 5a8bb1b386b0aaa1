import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { AlertRouteType, TripDates } from '@planmywalk/contracts';
import { WeatherPanel } from '@planmywalk/ui';
import { useStores } from '../app/stores.tsx';
import { weatherPanelProps } from './panelProps.ts';

export interface LocationWeatherProps {
  routeType: AlertRouteType;
  slug: string;
  dates?: TripDates | null;
  /** The day cards' heading level. @default 3 */
  headingLevel?: 2 | 3;
}

/** The forecast of a location (spec part 2 §2 weather page). */
export const LocationWeather = observer(function LocationWeather({ routeType, slug, dates, headingLevel = 3 }: LocationWeatherProps) {
  const { weather } = useStores();
  useEffect(() => {
    void weather.load(routeType, slug, dates);
  }, [weather, routeType, slug, dates]);
  const current = weather.key === `${routeType}/${slug}`;
  return (
    <WeatherPanel
      {...weatherPanelProps(weather.view, !current || weather.loading, weather.expanded, (open) => weather.setExpanded(open))}
      headingLevel={headingLevel}
    />
  );
});
