/**
 * How the track selector bar and the plan write a trip's dates (spec part 2 §2, §9).
 *
 * A range reads 'DD MMM - DD MMM', with times 'DD MMM h:mm am - DD MMM h:mm pm'. "A single
 * day shows the year": a day trip reads 'DD MMM YYYY', with times 'DD MMM YYYY h:mm am -
 * h:mm pm' (the date once, then the two times). Not in the spec: a range that crosses New
 * Year shows the year on both dates, so 28 Dec - 03 Jan cannot be read as going backwards.
 *
 * Dates are NZ calendar days held as 'YYYY-MM-DD' text; formatting a calendar day needs no
 * time zone, so the device's zone cannot shift it.
 */
import { format, parseISO } from 'date-fns';
import { to24Hour, type IsoDate, type TimeOfDay, type TripDates } from '@planmywalk/contracts';

const dayMonth = (date: IsoDate) => format(parseISO(date), 'dd MMM');

/** Spec part 2 §9: plans write dates 'DD MMM YYYY' ('05 Dec 2026'). */
export const formatPlanDate = (date: IsoDate): string => format(parseISO(date), 'dd MMM yyyy');

/** A picker time as 'h:mm am/pm' ('8:00 am', '12:30 pm'). */
export function formatTimeOfDay(time: TimeOfDay): string {
  const { hour, minute } = to24Hour(time);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

const withTime = (date: string, time: TimeOfDay | null) => (time ? `${date} ${formatTimeOfDay(time)}` : date);

/** The selector bar's summary of the chosen dates; null when none are chosen. */
export function dateSummary(dates: TripDates | null): string | null {
  if (!dates) return null;
  if (dates.start === dates.end) {
    const day = formatPlanDate(dates.start);
    if (dates.start_time && dates.end_time) return `${day} ${formatTimeOfDay(dates.start_time)} - ${formatTimeOfDay(dates.end_time)}`;
    return withTime(day, dates.start_time ?? dates.end_time);
  }
  const crossesYear = dates.start.slice(0, 4) !== dates.end.slice(0, 4);
  const write = crossesYear ? formatPlanDate : dayMonth;
  return `${withTime(write(dates.start), dates.start_time)} - ${withTime(write(dates.end), dates.end_time)}`;
}
