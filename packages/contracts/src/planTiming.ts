/**
 * When a trip starts and ends and whether its times make sense (spec part 2 §4, §5).
 * Where the trip is at (its status, and so My Walks' sections) is tripStatus.ts's.
 *
 * Every time is New Zealand wall-clock time (see nzTime.ts).
 */
import { daysBetween, instantOf, type IsoDate } from './nzTime.ts';
import {
  INVALID_END_TIME,
  INVALID_START_TIME,
  type TimeHour,
  type TimeMeridiem,
  type TimeMinute,
} from './plans.constants.ts';

/** A time of day as the 12-hour pickers give it. */
export interface TimeOfDay {
  hour: TimeHour;
  minute: TimeMinute;
  meridiem: TimeMeridiem;
}

/** The trip's dates (start ≤ end, NZ calendar days) and, once chosen, its start and end times. */
export interface TripDates {
  start: IsoDate;
  end: IsoDate;
  start_time: TimeOfDay | null;
  end_time: TimeOfDay | null;
}

/**
 * 24-hour clock of a picker time. The pickers offer 00 to 12: 12 AM and 00 AM are
 * midnight, 12 PM and 00 PM are noon, and PM adds 12 to the rest. (The spec's "PM adds
 * 12" read literally would put 12:30 PM at half past midnight the next day; see the plan ADR.)
 */
export function to24Hour(time: TimeOfDay): { hour: number; minute: number } {
  const twelveHour = Number(time.hour) % 12;
  return { hour: time.meridiem === 'PM' ? twelveHour + 12 : twelveHour, minute: Number(time.minute) };
}

/** Minutes after midnight, for comparing two times of one day. */
export const minutesOfDay = (time: TimeOfDay): number => {
  const { hour, minute } = to24Hour(time);
  return hour * 60 + minute;
};

/** The picker time of a 24-hour clock reading (minute as given; it must be a quarter hour). */
export function fromMinutesOfDay(minutes: number): TimeOfDay {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0') as TimeMinute;
  const twelve = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return { hour: String(twelve).padStart(2, '0') as TimeHour, minute, meridiem: hour24 < 12 ? 'AM' : 'PM' };
}

/** The moment the trip starts: its start date at its start time (midnight when no time is set). */
export function tripStart(dates: TripDates): Date {
  const { hour, minute } = dates.start_time ? to24Hour(dates.start_time) : { hour: 0, minute: 0 };
  return instantOf(dates.start, hour, minute);
}

/**
 * The moment the party expects to be out: its end date at its end time, or the end of
 * that day when no time is set (a walker who gave no time is not overdue at breakfast).
 */
export function tripEnd(dates: TripDates): Date {
  if (dates.end_time) {
    const { hour, minute } = to24Hour(dates.end_time);
    return instantOf(dates.end, hour, minute);
  }
  return new Date(instantOf(dates.end, 23, 59).getTime() + 60_000);
}

/** How many calendar days the trip spans (1 for a day trip). */
export const tripDays = (dates: Pick<TripDates, 'start' | 'end'>): number => daysBetween(dates.start, dates.end) + 1;

export interface TimeProblems {
  start: typeof INVALID_START_TIME | null;
  end: typeof INVALID_END_TIME | null;
}

/**
 * Spec part 2 §5: the start time is valid when the start date is before the end date,
 * or on the same day with an earlier time; the end time is valid when the end date is
 * after the start date, or on the same day with a later time. Missing times are not
 * judged here (publishing asks for them separately).
 */
export function timeProblems(dates: TripDates): TimeProblems {
  const days = daysBetween(dates.start, dates.end);
  if (days < 0) return { start: INVALID_START_TIME, end: INVALID_END_TIME };
  if (days > 0 || !dates.start_time || !dates.end_time) return { start: null, end: null };
  const ordered = minutesOfDay(dates.start_time) < minutesOfDay(dates.end_time);
  return { start: ordered ? null : INVALID_START_TIME, end: ordered ? null : INVALID_END_TIME };
}
