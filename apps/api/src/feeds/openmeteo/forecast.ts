/**
 * Open-Meteo's keyless forecast API (`/v1/forecast`): daily and hourly series for one
 * place, asked for in New Zealand time and at a given height (`elevation`: the
 * location's, or a track's high point, so a hut or a pass gets a mountain forecast).
 * Turned here into the spec's daily forecasts (part 2 §3): icon words, description,
 * wind, the day's lowest freezing level, hazards, and part-day icons; sunrise and
 * sunset are computed locally.
 */
import type { DailyForecast, ForecastHazard, ForecastWord, Partday } from '@planmywalk/contracts';
import { addDays, sunTimes } from '@planmywalk/contracts';
import { isRecord, numberOr, parseJson } from '../json.ts';
import { FeedFormatError } from '../xml.ts';

export const DAILY_VARIABLES = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'apparent_temperature_min',
  'precipitation_sum',
  'snowfall_sum',
  'wind_speed_10m_max',
  'wind_gusts_10m_max',
  'wind_direction_10m_dominant',
] as const;
export const HOURLY_VARIABLES = ['weather_code', 'freezing_level_height'] as const;
export const FORECAST_DAYS = 10;

export interface ForecastRequest {
  lat: number;
  lng: number;
  /** Metres; unknown: Open-Meteo uses its own terrain model at the point. */
  elevation: number | null;
}

export function forecastUrl(base: string, request: ForecastRequest, apiKey: string | null): string {
  const url = new URL(base);
  url.searchParams.set('latitude', request.lat.toFixed(4));
  url.searchParams.set('longitude', request.lng.toFixed(4));
  if (request.elevation !== null) url.searchParams.set('elevation', String(Math.round(request.elevation)));
  url.searchParams.set('daily', DAILY_VARIABLES.join(','));
  url.searchParams.set('hourly', HOURLY_VARIABLES.join(','));
  url.searchParams.set('timezone', 'Pacific/Auckland');
  url.searchParams.set('forecast_days', String(FORECAST_DAYS));
  url.searchParams.set('wind_speed_unit', 'kmh');
  if (apiKey) url.searchParams.set('apikey', apiKey);
  return url.toString();
}

/** Above these a day is windy, and wind, rain, snow and cold become hazards. */
export const THRESHOLDS = {
  windyKmh: 45,
  windGustKmh: 80,
  windChillC: -5,
  rainMm: 50,
  snowCm: 5,
} as const;

const DESCRIPTIONS: Record<number, string> = {
  0: 'Fine',
  1: 'Mainly fine',
  2: 'Partly cloudy',
  3: 'Cloudy',
  45: 'Fog',
  48: 'Freezing fog',
  51: 'Light drizzle',
  53: 'Drizzle',
  55: 'Heavy drizzle',
  56: 'Freezing drizzle',
  57: 'Heavy freezing drizzle',
  61: 'Light rain',
  63: 'Rain',
  65: 'Heavy rain',
  66: 'Freezing rain',
  67: 'Heavy freezing rain',
  71: 'Light snow',
  73: 'Snow',
  75: 'Heavy snow',
  77: 'Snow grains',
  80: 'A few showers',
  81: 'Showers',
  82: 'Heavy showers',
  85: 'A few snow showers',
  86: 'Snow showers',
  95: 'Thunderstorms',
  96: 'Thunderstorms with hail',
  99: 'Thunderstorms with heavy hail',
};

/** The spec's icon word for a WMO weather code (and, for a whole day, its wind and frost). */
export function forecastWord(code: number, day?: { windKmh: number | null; minTemp: number | null }): ForecastWord {
  const windy = day?.windKmh !== null && day?.windKmh !== undefined && day.windKmh >= THRESHOLDS.windyKmh;
  if (code <= 3) {
    if (windy) return 'windy';
    if (code <= 1) return day?.minTemp !== null && day?.minTemp !== undefined && day.minTemp <= 0 ? 'frost' : 'fine';
    return code === 2 ? 'partlycloudy' : 'cloudy';
  }
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if (code >= 61 && code <= 67) return windy ? 'rainandwind' : 'rain';
  if (code >= 71 && code <= 77) return 'snowing';
  if (code === 80) return 'fewshowers';
  if (code === 81 || code === 82) return 'showers';
  if (code === 85) return 'fewsnowshowers';
  if (code === 86) return 'snowing';
  if (code === 95) return 'thunderstorm';
  if (code === 96 || code === 99) return 'hail';
  return 'cloudy';
}

const COMPASS = ['North', 'Northeast', 'East', 'Southeast', 'South', 'Southwest', 'West', 'Northwest'];
const compass = (degrees: number) => COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;

/** Part-of-day bands (spec part 2 §4): Overnight starts at 23:00 the evening before. */
export const PART_DAY_STARTS = ['23:00', '05:00', '11:00', '17:00'] as const;

const series = (block: Record<string, unknown>, name: string): unknown[] => (Array.isArray(block[name]) ? (block[name] as unknown[]) : []);

export interface ParsedForecast {
  /** The height the provider computed for, metres. */
  elevation: number | null;
  days: DailyForecast[];
  partdays: Partday[];
}

function hazardsOf(day: { gust: number | null; apparentMin: number | null; rain: number | null; snow: number | null; code: number }): ForecastHazard[] {
  const hazards: ForecastHazard[] = [];
  if (day.gust !== null && day.gust >= THRESHOLDS.windGustKmh)
    hazards.push({ displayName: 'Wind', impactStatement: `Gusts to ${Math.round(day.gust)} km/h: exposed ridges and tops are dangerous.` });
  if (day.apparentMin !== null && day.apparentMin <= THRESHOLDS.windChillC)
    hazards.push({ displayName: 'Wind Chill', impactStatement: `Feels like ${Math.round(day.apparentMin)} °C: hypothermia is a risk without warm, windproof layers.` });
  if (day.rain !== null && day.rain >= THRESHOLDS.rainMm)
    hazards.push({ displayName: 'Rain', impactStatement: `${Math.round(day.rain)} mm of rain: streams and rivers can rise fast and become impassable.` });
  if (day.snow !== null && day.snow >= THRESHOLDS.snowCm)
    hazards.push({ displayName: 'Snow', impactStatement: `${Math.round(day.snow)} cm of snow: markers can be buried and alpine sections impassable.` });
  if (day.code >= 95) hazards.push({ displayName: 'Thunderstorm', impactStatement: 'Thunderstorms: lightning is a danger on open tops and ridges.' });
  return hazards;
}

function describe(code: number, rain: number | null, snow: number | null): string {
  const words = [DESCRIPTIONS[code] ?? 'Changeable'];
  if (snow !== null && snow >= 0.5) words.push(`${Math.round(snow)} cm of snow`);
  else if (rain !== null && rain >= 1) words.push(`${Math.round(rain)} mm of rain`);
  return words.join(', ');
}

/** The answer of `/v1/forecast` for `place` (sunrise and sunset are worked out for it). */
export function parseOpenMeteoForecast(body: string, place: { lat: number; lng: number }): ParsedForecast {
  const json = parseJson(body);
  if (!isRecord(json) || !isRecord(json.daily)) throw new FeedFormatError('an Open-Meteo forecast has daily values');
  const daily = json.daily;
  const hourly = isRecord(json.hourly) ? json.hourly : {};
  const dates = series(daily, 'time').filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d));
  if (dates.length === 0) throw new FeedFormatError('an Open-Meteo forecast has days');

  // Hourly values by local hour: "2026-08-08T23:00".
  const hours = series(hourly, 'time');
  const hourCodes = new Map<string, number>();
  const freezing = new Map<string, number[]>();
  hours.forEach((time, i) => {
    if (typeof time !== 'string') return;
    const code = numberOr(series(hourly, 'weather_code')[i]);
    if (code !== null) hourCodes.set(time, code);
    const level = numberOr(series(hourly, 'freezing_level_height')[i]);
    if (level !== null) freezing.set(time.slice(0, 10), [...(freezing.get(time.slice(0, 10)) ?? []), level]);
  });

  const at = (name: string, i: number) => numberOr(series(daily, name)[i]);
  const days: DailyForecast[] = dates.map((date, i) => {
    const code = at('weather_code', i) ?? 3;
    const max = at('temperature_2m_max', i);
    const min = at('temperature_2m_min', i);
    const wind = at('wind_speed_10m_max', i);
    const gust = at('wind_gusts_10m_max', i);
    const direction = at('wind_direction_10m_dominant', i);
    const rain = at('precipitation_sum', i);
    const snow = at('snowfall_sum', i);
    const levels = freezing.get(date) ?? [];
    const sun = sunTimes(place.lat, place.lng, date);
    return {
      date,
      forecast_word: forecastWord(code, { windKmh: wind, minTemp: min }),
      description: describe(code, rain, snow),
      max_temp: max === null ? null : Math.round(max),
      min_temp: min === null ? null : Math.round(min),
      sunrise: sun.sunrise,
      sunset: sun.sunset,
      // The lowest of the day, to the nearest 50 m: the level that matters for snow and ice.
      freezing_level: levels.length > 0 ? Math.max(0, Math.round(Math.min(...levels) / 50) * 50) : null,
      wind:
        wind === null
          ? []
          : [
              {
                description: 'Wind',
                forecast: `${direction === null ? '' : `${compass(direction)} `}${Math.round(wind)} km/h${gust === null ? '' : `, gusts to ${Math.round(gust)} km/h`}`,
              },
            ],
      hazards: hazardsOf({ gust, apparentMin: at('apparent_temperature_min', i), rain, snow, code }),
    };
  });

  const partdays: Partday[] = [];
  for (const date of dates) {
    const bands: Array<[string, string[]]> = [
      [addDays(date, -1), ['23', '00', '01', '02', '03', '04'].map((h, k) => `${k === 0 ? addDays(date, -1) : date}T${h}:00`)],
      [date, ['05', '06', '07', '08', '09', '10'].map((h) => `${date}T${h}:00`)],
      [date, ['11', '12', '13', '14', '15', '16'].map((h) => `${date}T${h}:00`)],
      [date, ['17', '18', '19', '20', '21', '22'].map((h) => `${date}T${h}:00`)],
    ];
    bands.forEach(([dateFrom, keys], band) => {
      const codes = keys.map((key) => hourCodes.get(key)).filter((c): c is number => c !== undefined);
      // The most significant weather of the part (WMO codes grow with severity).
      if (codes.length > 0) partdays.push({ date_from: dateFrom, time_from: PART_DAY_STARTS[band]!, forecast_word: forecastWord(Math.max(...codes)) });
    });
  }

  return { elevation: numberOr(json.elevation), days, partdays };
}
