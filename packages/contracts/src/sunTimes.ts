/**
 * Sunrise and sunset, computed on the device or server from the place and the date
 * (suncalc), so they are there with no network and for any date, not only the days a
 * forecast covers.
 */
import { getTimes } from 'suncalc';
import { instantOf, wallClockAt, type IsoDate } from './nzTime.ts';

export interface SunTimes {
  /** 'HH:mm', New Zealand time; null when the sun does not rise (or set) that day. */
  sunrise: string | null;
  sunset: string | null;
  /** The instants, for comparing with a trip's times. */
  sunriseAt: Date | null;
  sunsetAt: Date | null;
}

const hourMinute = (instant: Date): string => {
  const wall = wallClockAt(instant);
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
};

const valid = (value: Date | null | undefined): Date | null => (value && !Number.isNaN(value.getTime()) ? value : null);

/** Sunrise and sunset at `lat`, `lng` on the NZ calendar day `date`. */
export function sunTimes(lat: number, lng: number, date: IsoDate): SunTimes {
  // suncalc works on the solar day around the instant given: noon of that day in NZ.
  const times = getTimes(instantOf(date, 12, 0), lat, lng);
  const sunriseAt = valid(times.sunrise);
  const sunsetAt = valid(times.sunset);
  return {
    sunrise: sunriseAt ? hourMinute(sunriseAt) : null,
    sunset: sunsetAt ? hourMinute(sunsetAt) : null,
    sunriseAt,
    sunsetAt,
  };
}
