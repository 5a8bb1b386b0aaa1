/**
 * Trip dates and times written out for people, in New Zealand time: the emails, the PDF
 * and the trip's status on every screen say 'Saturday 12 December 2026, 7:30 am',
 * whatever zone the server or the phone runs in (the date is a NZ calendar day and the
 * time a NZ wall-clock reading already).
 */
import { addDays, wallClockAt, type IsoDate } from './nzTime.ts';
import { to24Hour, tripDays, type TimeOfDay, type TripDates } from './planTiming.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Saturday 12 December 2026' */
export function longDate(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** '7:30 am', '12:00 pm' (noon), '12:00 am' (midnight): the plan ADR's reading of the pickers. */
export function clockTime(time: TimeOfDay): string {
  const { hour, minute } = to24Hour(time);
  return twelveHour(hour, minute);
}

function twelveHour(hour: number, minute: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** An instant as a clock in New Zealand shows it: 'Tuesday 1 December 2026, 1:05 pm'. */
export function nzDateTime(instant: Date): string {
  const wall = wallClockAt(instant);
  return `${longDate(wall.date)}, ${twelveHour(wall.hour, wall.minute)}`;
}

/** 'Saturday 12 December 2026, 7:30 am', or the date alone when no time was chosen. */
export const dateAndTime = (date: IsoDate, time: TimeOfDay | null): string => (time ? `${longDate(date)}, ${clockTime(time)}` : longDate(date));

/** The start and end as a walker reads them. */
export function tripWhen(dates: TripDates): { start: string; end: string; days: number } {
  return { start: dateAndTime(dates.start, dates.start_time), end: dateAndTime(dates.end, dates.end_time), days: tripDays(dates) };
}

/** The calendar day of day `index` (0 = the first) of the trip. */
export const dayOfTrip = (dates: TripDates, index: number): IsoDate => addDays(dates.start, index);
