/**
 * How old a copy of a feed is, for pages read offline ('Alerts as of 2 hours ago'): the
 * age of the data (when the server fetched it from its provider), not of the copy kept
 * on the device, which may be younger than what it holds.
 */
import { formatDistanceStrict } from 'date-fns';

/** Under this a copy is 'just now'. */
const JUST_NOW_MS = 60_000;

/** '2 hours ago', 'just now'; null without a time (a feed that never answered). */
export function ageText(fetchedAt: string | null, now: Date): string | null {
  if (!fetchedAt) return null;
  const then = new Date(fetchedAt);
  if (Number.isNaN(then.getTime())) return null;
  if (now.getTime() - then.getTime() < JUST_NOW_MS) return 'just now';
  return `${formatDistanceStrict(then, now)} ago`;
}

/** The oldest of several copies' times: what a page of several feeds is 'as of'. */
export function oldestTime(times: readonly (string | null)[]): string | null {
  const known = times.filter((time): time is string => time !== null && !Number.isNaN(Date.parse(time)));
  if (known.length === 0) return null;
  return known.reduce((oldest, time) => (Date.parse(time) < Date.parse(oldest) ? time : oldest));
}
