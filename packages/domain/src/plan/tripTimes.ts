/**
 * The calendar and time pickers of the track selector bar (spec part 2 §2, §5), in New
 * Zealand time whatever zone the device is set to.
 */
import {
  dateIn,
  fromMinutesOfDay,
  timeProblems,
  wallClockAt,
  addDays,
  type IsoDate,
  type TimeOfDay,
  type TimeProblems,
  type TripDates,
} from '@planmywalk/contracts';

const QUARTER_HOUR_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
const LAST_QUARTER = 23 * 60 + 45;

/** The earliest day the calendar offers: today in New Zealand, not on the device's clock. */
export const calendarMinDate = (now: Date): IsoDate => dateIn(now);

/** A NZ clock reading: a calendar day and minutes after its midnight. */
interface Reading {
  date: IsoDate;
  minutes: number;
}

function readingAt(instant: number): Reading {
  const wall = wallClockAt(new Date(instant));
  return { date: wall.date, minutes: wall.hour * 60 + wall.minute };
}

const isLater = (a: Reading, b: Reading) => a.date > b.date || (a.date === b.date && a.minutes > b.minutes);

function plusClockHour(reading: Reading): Reading {
  const minutes = reading.minutes + 60;
  return minutes >= 24 * 60 ? { date: addDays(reading.date, 1), minutes: minutes - 24 * 60 } : { date: reading.date, minutes };
}

export interface DefaultTimes {
  start_time: TimeOfDay;
  end_time: TimeOfDay;
}

/**
 * The pickers' first values (spec part 2 §5): now in New Zealand with the minute rounded
 * up to the next quarter hour (a time already on a quarter stays), and the end an hour
 * later.
 *
 * - The hour is an hour of real time, so the start never lands in the hour skipped in
 *   spring (01:50 NZST starts at 3:00 am NZDT, ends at 4:00 am). In autumn, when an hour
 *   later would read the same on the clock (2:00 am NZDT → 2:00 am NZST), the end is an
 *   hour later on the clock instead, so the two times never read as equal.
 * - Near midnight the start rolls over to 12:00 am (the next day's clock).
 * - For a day trip the times stay in that day: an end past midnight is held at 11:45 pm,
 *   and the start moves back to 11:30 pm if it would be as late, so the pickers never
 *   open on 'Invalid end time.'
 */
export function defaultTimes(now: Date, options: { dayTrip?: boolean } = {}): DefaultTimes {
  const startMs = Math.ceil(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const start = readingAt(startMs);
  let end = readingAt(startMs + HOUR_MS);
  if (!isLater(end, start)) end = plusClockHour(start);
  let startMinutes = start.minutes;
  let endMinutes = end.minutes;
  if (options.dayTrip && end.date !== start.date) {
    endMinutes = LAST_QUARTER;
    startMinutes = Math.min(startMinutes, LAST_QUARTER - 15);
  }
  return { start_time: fromMinutesOfDay(startMinutes), end_time: fromMinutesOfDay(endMinutes) };
}

/** The dates and times being picked: the calendar may hold one end of the range, or none. */
export interface DateSelection {
  start: IsoDate | null;
  end: IsoDate | null;
  start_time: TimeOfDay;
  end_time: TimeOfDay;
}

/** The pickers' messages ('Invalid start time.', 'Invalid end time.') for a selection. */
export function selectionTimeProblems(selection: DateSelection): TimeProblems {
  if (!selection.start || !selection.end) return { start: null, end: null };
  return timeProblems({ ...selection, start: selection.start, end: selection.end });
}

/** The trip dates a complete, valid selection stands for; null while it is not one. */
export function selectionToTripDates(selection: DateSelection): TripDates | null {
  if (!selection.start || !selection.end) return null;
  const problems = selectionTimeProblems(selection);
  if (problems.start || problems.end) return null;
  return { start: selection.start, end: selection.end, start_time: selection.start_time, end_time: selection.end_time };
}

/**
 * A calendar day as a `Date` at the device's local midnight, for a date-picker widget
 * that works on `Date`s (react-day-picker), and back. The widget shows the local day of
 * the `Date`, so the NZ calendar day goes in and comes out unchanged in any zone.
 */
export function calendarDay(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function isoOfCalendarDay(day: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
