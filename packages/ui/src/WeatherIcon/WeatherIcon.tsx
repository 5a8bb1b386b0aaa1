import type { ReactElement } from 'react';
import { IconFrame, type IconFrameProps } from '../Icon/Icon.tsx';

/*
 * One icon per forecast word of the spec (part 2 §3), drawn like the other icon sets:
 * a 24 × 24 grid, round 1.75 px strokes in currentColor.
 */
const cloud = <path d="M7 18.5h10a4 4 0 0 0 .6-7.95A5.5 5.5 0 0 0 7 9.5a4.5 4.5 0 0 0 0 9z" />;
const smallCloud = <path d="M9 17h8.5a3.25 3.25 0 0 0 .5-6.46A4.5 4.5 0 0 0 9.3 10 3.5 3.5 0 0 0 9 17z" />;
const sunBehind = (
  <>
    <path d="M9.5 8.2A3.2 3.2 0 1 0 5 11.6" />
    <path d="M7 2.5v1.2M2.5 7h1.2M3.8 3.8l.85.85M10.2 3.8l-.85.85" />
  </>
);
const highCloud = <path d="M7 14.5h10a4 4 0 0 0 .6-7.95A5.5 5.5 0 0 0 7 5.5a4.5 4.5 0 0 0 0 9z" />;

const paths = {
  fine: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  partlycloudy: (
    <>
      {sunBehind}
      {smallCloud}
    </>
  ),
  cloudy: cloud,
  fog: <path d="M4 8h16M2.5 12h14M6 16h15.5M4 20h12" />,
  drizzle: (
    <>
      {highCloud}
      <path d="M8 18v.5M12 18.5v.5M16 18v.5M10 21v.5M14 21v.5" />
    </>
  ),
  rain: (
    <>
      {highCloud}
      <path d="M8.5 17.5 7.5 21M12.5 17.5l-1 3.5M16.5 17.5l-1 3.5" />
    </>
  ),
  showers: (
    <>
      {sunBehind}
      <path d="M9 14.5h8.5a3.25 3.25 0 0 0 .5-6.46A4.5 4.5 0 0 0 9.3 7.5 3.5 3.5 0 0 0 9 14.5z" />
      <path d="M10.5 17.5l-1 3.5M14.5 17.5l-1 3.5" />
    </>
  ),
  fewshowers: (
    <>
      {sunBehind}
      <path d="M9 14.5h8.5a3.25 3.25 0 0 0 .5-6.46A4.5 4.5 0 0 0 9.3 7.5 3.5 3.5 0 0 0 9 14.5z" />
      <path d="M13 17.5l-1 3.5" />
    </>
  ),
  snowing: (
    <>
      {highCloud}
      <path d="M8 18.5v3M6.7 19.25l2.6 1.5M6.7 20.75l2.6-1.5M16 18.5v3M14.7 19.25l2.6 1.5M14.7 20.75l2.6-1.5" />
    </>
  ),
  fewsnowshowers: (
    <>
      {sunBehind}
      <path d="M9 14.5h8.5a3.25 3.25 0 0 0 .5-6.46A4.5 4.5 0 0 0 9.3 7.5 3.5 3.5 0 0 0 9 14.5z" />
      <path d="M13 17.5v3M11.7 18.25l2.6 1.5M11.7 19.75l2.6-1.5" />
    </>
  ),
  frost: (
    <>
      <path d="M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5" />
      <path d="m9.5 3.5 2.5 2 2.5-2M9.5 20.5l2.5-2 2.5 2" />
    </>
  ),
  hail: (
    <>
      {highCloud}
      <circle cx="8.5" cy="18.5" r="0.9" />
      <circle cx="12.5" cy="20.5" r="0.9" />
      <circle cx="16" cy="18" r="0.9" />
    </>
  ),
  thunderstorm: (
    <>
      {highCloud}
      <path d="m13 14-2.5 4h3l-2.5 4" />
    </>
  ),
  windy: (
    <path d="M3 8.5h10.5a2.75 2.75 0 1 0-2.6-3.6M3 12.5h15a3 3 0 1 1-2.8 4M3 16.5h7" />
  ),
  rainandwind: (
    <>
      {highCloud}
      <path d="M8.5 17.5 7.5 21M12.5 17.5l-1 3.5" />
      <path d="M15 18.5h5a1.5 1.5 0 1 0-1.4-2M16 21h3" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type WeatherIconKind = keyof typeof paths;

/** The forecast words the spec names, each pointing at its icon (families share one). */
export const WEATHER_WORDS = {
  cloudy: 'cloudy',
  drizzle: 'drizzle',
  fewshowers: 'fewshowers',
  fewsnowshowers: 'fewsnowshowers',
  fine: 'fine',
  fog: 'fog',
  frost: 'frost',
  hail: 'hail',
  partlycloudy: 'partlycloudy',
  partcloudy: 'partlycloudy',
  cloud: 'partlycloudy',
  rain: 'rain',
  rainandwind: 'rainandwind',
  windrain: 'rainandwind',
  showers: 'showers',
  snowing: 'snowing',
  thunderstorm: 'thunderstorm',
  thunder: 'thunderstorm',
  windy: 'windy',
  wind: 'windy',
} as const satisfies Record<string, WeatherIconKind>;

export type WeatherWord = keyof typeof WEATHER_WORDS;

/** What each icon says, for screen readers and tooltips. */
export const WEATHER_LABELS: Record<WeatherIconKind, string> = {
  fine: 'Fine',
  partlycloudy: 'Partly cloudy',
  cloudy: 'Cloudy',
  fog: 'Fog',
  drizzle: 'Drizzle',
  rain: 'Rain',
  showers: 'Showers',
  fewshowers: 'A few showers',
  snowing: 'Snow',
  fewsnowshowers: 'A few snow showers',
  frost: 'Frost',
  hail: 'Hail',
  thunderstorm: 'Thunderstorms',
  windy: 'Windy',
  rainandwind: 'Rain and wind',
};

export const WEATHER_ICON_KINDS = Object.keys(paths) as WeatherIconKind[];

/** The icon of a forecast word; an unknown word (a provider's new one) shows as cloudy. */
export function weatherIconOf(word: string): WeatherIconKind {
  return (WEATHER_WORDS as Record<string, WeatherIconKind>)[word] ?? 'cloudy';
}

export interface WeatherIconProps extends IconFrameProps {
  /** A forecast word of the spec (fine, partlycloudy, rain, …). */
  word: string;
  /**
   * Accessible name; by default what the icon shows ('Partly cloudy'). Pass '' when
   * text next to it says the same.
   */
  title?: string;
}

/** The weather of a day or a part of it, as an icon. */
export function WeatherIcon({ word, title, ...rest }: WeatherIconProps) {
  const kind = weatherIconOf(word);
  return (
    <IconFrame title={title ?? WEATHER_LABELS[kind]} {...rest}>
      {paths[kind]}
    </IconFrame>
  );
}
