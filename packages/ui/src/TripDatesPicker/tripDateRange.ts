/**
 * The calendar's dates are calendar days written `YYYY-MM-DD` (New Zealand days, as the
 * app computes them). react-day-picker works with `Date`s, so a day becomes local
 * midnight of that date and back: the browser's own zone never shifts a day.
 */

/** A trip's days while they are being picked: the end is null until the second pick. */
export interface TripDateRange {
  /** First day, `YYYY-MM-DD`. */
  start: string;
  /** Last day, `YYYY-MM-DD` (the same as `start` for a day trip); null until chosen. */
  end: string | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a `YYYY-MM-DD` day. */
export function dateOfIso(iso: string): Date {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${iso}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The `YYYY-MM-DD` day of a local date. */
export function isoOfDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The day `days` after a `YYYY-MM-DD` day. */
export function addDaysIso(iso: string, days: number): string {
  const date = dateOfIso(iso);
  date.setDate(date.getDate() + days);
  return isoOfDate(date);
}

/**
 * The range after the user picks `day` (spec part 2 §2: 'Select a start and end date.
 * For a day trip, select the date twice.'). The first pick is the start; the second
 * is the end, and may be the same day; a pick before the start, or after a complete
 * range, starts again from that day. (`YYYY-MM-DD` strings compare as dates.)
 */
export function nextTripRange(range: TripDateRange | null, day: string): TripDateRange {
  if (!range || range.end !== null || day < range.start) return { start: day, end: null };
  return { start: range.start, end: day };
}
