/** The pure rules of the date of birth selector (spec part 2 §5). */

/** How many years the selector offers: from next year back 120 years. */
export const DOB_YEAR_COUNT = 121;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The parts of a date while it is being chosen; '' for a part not chosen yet. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_PARTS: DateParts = { day: '', month: '', year: '' };

const pad = (value: number) => String(value).padStart(2, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in a month (1–12). Without a year February offers 29 days, so a
 * birthday on 29 February can be picked before the year.
 */
export function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The years offered, newest first: next year back 120 years (121 years). */
export function yearOptions(currentYear: number): number[] {
  return Array.from({ length: DOB_YEAR_COUNT }, (_, index) => currentYear + 1 - index);
}

/** The days offered for the chosen month and year (31 while no month is chosen). */
export function dayOptions(parts: Pick<DateParts, 'month' | 'year'>): number[] {
  const month = Number(parts.month);
  const count = parts.month === '' ? 31 : daysInMonth(month, parts.year === '' ? undefined : Number(parts.year));
  return Array.from({ length: count }, (_, index) => index + 1);
}

/** A chosen day beyond the month's length (31 April, 29 February 2023) is cleared. */
export function fitDay(parts: DateParts): DateParts {
  if (parts.day === '' || parts.month === '') return parts;
  return Number(parts.day) > dayOptions(parts).length ? { ...parts, day: '' } : parts;
}

/** 'YYYY-MM-DD' once day, month and year are all chosen; otherwise `null`. */
export function composeDate(parts: DateParts): string | null {
  if (parts.day === '' || parts.month === '' || parts.year === '') return null;
  return `${parts.year}-${pad(Number(parts.month))}-${pad(Number(parts.day))}`;
}

/** Splits a 'YYYY-MM-DD' value into the selector's parts; anything else is empty. */
export function parseDate(value: string | null | undefined): DateParts {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return EMPTY_PARTS;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return { year, month: String(Number(month)), day: String(Number(day)) };
}
