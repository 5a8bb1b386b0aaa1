/**
 * New Zealand wall-clock time. Trip dates and times are what a walker reads on their
 * watch in New Zealand (Pacific/Auckland, NZST +12 / NZDT +13), wherever the server or
 * the phone thinks it is. These helpers turn a calendar date and a time of day in that
 * zone into an instant and back, with the zone rules of the platform's Intl database
 * (no library: both Node and browsers ship it).
 */

export const NZ_TIME_ZONE = 'Pacific/Auckland';

/** A calendar date as ISO 8601 writes it: `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-NZ', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

export interface WallClock {
  date: IsoDate;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in `timeZone` shows at `instant`. */
export function wallClockAt(instant: Date, timeZone: string = NZ_TIME_ZONE): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar date in `timeZone` at `instant` (e.g. "today" in New Zealand). */
export function dateIn(instant: Date, timeZone: string = NZ_TIME_ZONE): IsoDate {
  return wallClockAt(instant, timeZone).date;
}

/** True for a real calendar date written `YYYY-MM-DD` (no 31 February). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

function utcMillisOf(date: IsoDate, hour: number, minute: number): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: '${date}'`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute);
}

/** Minutes the zone is ahead of UTC at `utcMillis` (+780 in NZ summer, +720 in winter). */
function offsetMinutes(utcMillis: number, timeZone: string): number {
  const wall = wallClockAt(new Date(utcMillis), timeZone);
  return Math.round((utcMillisOf(wall.date, wall.hour, wall.minute) + wall.second * 1000 - utcMillis) / 60_000);
}

/**
 * The instant a clock in `timeZone` shows `date` `hour`:`minute`.
 *
 * Daylight saving makes two cases: in the hour skipped in spring (02:00–02:59 on the
 * last Sunday of September in NZ) the time is read on the clock as it was before the
 * change, which lands an hour later (02:30 → 03:30 NZDT); in the hour repeated in autumn
 * (02:00–02:59 on the first Sunday of April) the first of the two is taken.
 */
export function instantOf(date: IsoDate, hour: number, minute: number, timeZone: string = NZ_TIME_ZONE): Date {
  const asUtc = utcMillisOf(date, hour, minute);
  // The offsets two days either side are the two candidates across a change (changes
  // are months apart, and two days cover any zone's distance from UTC).
  const before = offsetMinutes(asUtc - 48 * 3_600_000, timeZone);
  const after = offsetMinutes(asUtc + 48 * 3_600_000, timeZone);
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const candidate = asUtc - offset * 60_000;
    const wall = wallClockAt(new Date(candidate), timeZone);
    if (wall.date === date && wall.hour === hour && wall.minute === minute) return new Date(candidate);
  }
  // A skipped time: read with the offset before the change.
  return new Date(asUtc - before * 60_000);
}

/** `date` plus `days` calendar days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const shifted = new Date(utcMillisOf(date, 0, 0) + days * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (0 for the same day; negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMillisOf(to, 0, 0) - utcMillisOf(from, 0, 0)) / 86_400_000);
}
