/**
 * How a trip plan's dates, times and documents read on screen (spec part 2 §2, §4).
 * Dates arrive as the contract's New Zealand calendar days ('YYYY-MM-DD') and times
 * as the 12-hour pickers' parts, so formatting is string work: no Date, no time
 * zone, and the same text on every device.
 */

/** A time of day from the 12-hour pickers (the contract's `TimeOfDay` fits). */
export interface PlanTimeOfDay {
  /** '00' to '12'. */
  hour: string;
  /** '00', '15', '30' or '45'. */
  minute: string;
  meridiem: 'AM' | 'PM';
}

/** A trip's days and times (the contract's `TripDates` fits). */
export interface PlanDates {
  /** First day, 'YYYY-MM-DD'. */
  start: string;
  /** Last day, 'YYYY-MM-DD'; the same as `start` for a day trip. */
  end: string;
  start_time: PlanTimeOfDay | null;
  end_time: PlanTimeOfDay | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A calendar day as 'DD MMM YYYY' (spec part 2 §4, My Walks): `'2026-12-05'` →
 * `'05 Dec 2026'`. Text that is not a 'YYYY-MM-DD' day is returned as it is.
 */
export function formatPlanDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return `${match[3]} ${month} ${match[1]}`;
}

/**
 * A trip's days: `'05 Dec 2026 - 07 Dec 2026'`, or one day for a day trip
 * (`'05 Dec 2026'`).
 */
export function formatPlanDateRange(dates: Pick<PlanDates, 'start' | 'end'>): string {
  const start = formatPlanDay(dates.start);
  return dates.start === dates.end ? start : `${start} - ${formatPlanDay(dates.end)}`;
}

/**
 * A picker time as 'h:mm am/pm' (spec part 2 §2): `07:30 AM` → `'7:30 am'`. The
 * pickers run 00 to 12; 00 and 12 both read 12 (midnight with AM, noon with PM, as
 * the plan ADR decides).
 */
export function formatTimeOfDay(time: PlanTimeOfDay): string {
  const hour = Number(time.hour) % 12 === 0 ? 12 : Number(time.hour) % 12;
  return `${hour}:${time.minute} ${time.meridiem.toLowerCase()}`;
}

/**
 * The calendar day `offset` days after `day` (both 'YYYY-MM-DD'): the date of a
 * multi-day trip's day N. Counted on the calendar, not in hours, so a daylight-saving
 * change cannot shift it.
 */
export function addPlanDays(day: string, offset: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offset));
  return date.toISOString().slice(0, 10);
}

/** A day with its time when there is one: `'05 Dec 2026, 7:30 am'`. */
export function formatPlanDayTime(day: string, time: PlanTimeOfDay | null): string {
  return time ? `${formatPlanDay(day)}, ${formatTimeOfDay(time)}` : formatPlanDay(day);
}


