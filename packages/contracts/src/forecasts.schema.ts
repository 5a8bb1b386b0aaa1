import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { Nullable } from './common.schema.ts';
import { Text } from './text.schema.ts';
import { FORECAST_TYPES, FORECAST_WORDS, HAZARD_NAMES, type ForecastType, type ForecastWord, type HazardName } from './alerts.constants.ts';

const StringEnum = <T extends string>(values: readonly T[], description?: string): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

const IsoDate = (description: string) => Text({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const HourMinute = (description: string) => Text({ pattern: '^\\d{2}:\\d{2}$', description });

/** The weather of one part of a day (spec part 2 §3 partday), in New Zealand time. */
export const Partday = Type.Object(
  {
    date_from: IsoDate('The day the part starts on (Overnight starts at 23:00 the day before the day it belongs to).'),
    time_from: HourMinute('Start of the part: 23:00 Overnight, 05:00 Morning, 11:00 Afternoon, 17:00 Evening.'),
    forecast_word: StringEnum(FORECAST_WORDS),
  },
  { title: 'Partday', additionalProperties: false },
);
export type Partday = Static<typeof Partday>;

export const ForecastWind = Type.Object(
  { description: Text({ description: "e.g. 'Wind'" }), forecast: Text({ description: "e.g. 'Northwest 30 km/h, gusts to 70 km/h'" }) },
  { title: 'ForecastWind', additionalProperties: false },
);
export type ForecastWind = Static<typeof ForecastWind>;

export const ForecastHazard = Type.Object(
  { displayName: StringEnum(HAZARD_NAMES), impactStatement: Text() },
  { title: 'ForecastHazard', additionalProperties: false },
);
export type ForecastHazard = Static<typeof ForecastHazard>;

/** One day of a forecast (spec part 2 §3 daily forecast), in New Zealand time. */
export const DailyForecast = Type.Object(
  {
    date: IsoDate('The day, NZ calendar.'),
    forecast_word: StringEnum(FORECAST_WORDS),
    description: Text({ description: "The day's weather in words, e.g. 'Rain, heavy at times'." }),
    max_temp: Nullable(Type.Integer({ description: '°C' })),
    min_temp: Nullable(Type.Integer({ description: '°C' })),
    sunrise: Nullable(HourMinute('NZ time, computed for the place (no network needed).')),
    sunset: Nullable(HourMinute('NZ time.')),
    freezing_level: Nullable(Type.Integer({ description: 'The lowest freezing level of the day, metres above sea level.' })),
    wind: Type.Array(ForecastWind),
    hazards: Type.Array(ForecastHazard),
  },
  { title: 'DailyForecast', additionalProperties: false },
);
export type DailyForecast = Static<typeof DailyForecast>;

/** One forecast for a place (spec part 2 §3 forecast group). */
export const ForecastGroup = Type.Object(
  {
    type: StringEnum(FORECAST_TYPES, "'alpine': at a track's high point; 'forecast': at the location; 'regional'."),
    issued: Text({ format: 'date-time', description: 'When the provider made the forecast (when it was fetched).' }),
    elevation: Nullable(Type.Integer({ description: 'Metres: the height the forecast is for.' })),
    partdays: Type.Array(Partday),
    forecasts: Type.Array(DailyForecast),
    provider: Type.Object(
      { name: Text(), url: Text({ description: 'The credit links here.' }) },
      { additionalProperties: false },
    ),
    fetched_at: Text({ format: 'date-time' }),
    stale: Type.Boolean({ description: 'The provider did not answer lately: this is the last good copy (see fetched_at).' }),
    sample: Type.Boolean({ description: 'FEEDS=sample: not a real forecast.' }),
  },
  { title: 'ForecastGroup', additionalProperties: false },
);
export type ForecastGroup = Static<typeof ForecastGroup>;

/** GET forecasts/{routeType}/{slug}: an empty list when no forecast could be had. */
export const ForecastsResponse = Type.Array(ForecastGroup, { title: 'ForecastsResponse' });
export type ForecastsResponse = Static<typeof ForecastsResponse>;

export type { ForecastType, ForecastWord, HazardName };
