/**
 * What the weather page shows (spec part 2 §2, §4): one forecast chosen from those
 * given (alpine, else the location's, else regional), its days from today (or the
 * trip's days), and each day's part-of-day icons.
 */
import { addDays, chooseForecastGroup, type DailyForecast, type ForecastGroup, type ForecastWord, type IsoDate, type Partday } from '@planmywalk/contracts';

export const PART_DAY_BANDS = ['Overnight', 'Morning', 'Afternoon', 'Evening'] as const;
export type PartDayBand = (typeof PART_DAY_BANDS)[number];

/** Overnight 23:00–05:00, Morning 05:00–11:00, Afternoon 11:00–17:00, Evening 17:00–23:00. */
export function partDayBand(time: string): PartDayBand {
  const hour = Number(time.slice(0, 2));
  if (hour >= 23 || hour < 5) return 'Overnight';
  if (hour < 11) return 'Morning';
  if (hour < 17) return 'Afternoon';
  return 'Evening';
}

export interface PartDayView {
  band: PartDayBand;
  word: ForecastWord;
}

/** The parts of `date`, in band order; Overnight is the night leading into the day (from 23:00 the evening before). */
export function partDaysOf(partdays: readonly Partday[], date: IsoDate): PartDayView[] {
  const found = new Map<PartDayBand, ForecastWord>();
  for (const part of partdays) {
    const band = partDayBand(part.time_from);
    const belongsTo = band === 'Overnight' && Number(part.time_from.slice(0, 2)) >= 23 ? addDays(part.date_from, 1) : part.date_from;
    if (belongsTo === date && !found.has(band)) found.set(band, part.forecast_word);
  }
  return PART_DAY_BANDS.filter((band) => found.has(band)).map((band) => ({ band, word: found.get(band)! }));
}

/** Spec part 2 §4: prefer alpine, then the location's forecast, then regional (the contracts' rule, shared with the server). */
export const chooseForecast = (groups: readonly ForecastGroup[]): ForecastGroup | null => chooseForecastGroup(groups);

/** Days before today are dropped; with trip dates, only the trip's days are kept. */
export function forecastDays(days: readonly DailyForecast[], dates: { start: IsoDate; end: IsoDate } | null, today: IsoDate): DailyForecast[] {
  return days.filter((day) => (dates ? day.date >= dates.start && day.date <= dates.end : day.date >= today));
}

export interface ForecastDayView {
  day: DailyForecast;
  parts: PartDayView[];
}

export interface WeatherView {
  group: ForecastGroup | null;
  /** Alpine forecasts list days that expand or minimise; others show a card per day. */
  isAlpine: boolean;
  days: ForecastDayView[];
  /** 'No forecast available for your trip dates'. */
  isEmpty: boolean;
  sample: boolean;
  /** The provider has not answered lately: this is the last good copy, from `group.fetched_at`. */
  stale: boolean;
}

export function weatherView(groups: readonly ForecastGroup[], dates: { start: IsoDate; end: IsoDate } | null, today: IsoDate): WeatherView {
  const group = chooseForecast(groups);
  const days = group ? forecastDays(group.forecasts, dates, today).map((day) => ({ day, parts: partDaysOf(group.partdays, day.date) })) : [];
  return {
    group,
    isAlpine: group?.type === 'alpine',
    days,
    isEmpty: days.length === 0,
    sample: group?.sample ?? false,
    stale: group?.stale ?? false,
  };
}
