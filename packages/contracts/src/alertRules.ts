/**
 * Which alerts apply to a trip (spec part 2 §4 alert filtering, part 1 §4 the alerts
 * badge). The server decides with these what changed for a trip (notifications) and
 * what the trip check and the emergency contact's email say; the app decides with them
 * what the alerts page and the badge show, so the two cannot disagree.
 *
 * Times are instants; trip days are New Zealand calendar days.
 */
import { AVALANCHE_ADVISORIES_MAX, AVALANCHE_CENTRE_CLOSED, type AlertFeed } from './alerts.constants.ts';
import type { IsoDate } from './nzTime.ts';
import { tripEnd, tripStart, type TimeOfDay } from './planTiming.ts';

/**
 * The feed has answered at least once (its `fetched_at` stays null until it has), so an
 * empty list from it means none; before that, it means nothing is known.
 */
export function feedHasAnswered(feeds: ReadonlyArray<{ feed: AlertFeed; fetched_at: string | null }>, name: AlertFeed): boolean {
  return feeds.some((feed) => feed.feed === name && feed.fetched_at !== null);
}

/**
 * How old the feed's copy is, in minutes, when the feed reports it stale; null when the
 * copy is fresh or there is none. A stale copy's empty list means none *as of then*.
 */
export function staleCopyAgeMin(
  feeds: ReadonlyArray<{ feed: AlertFeed; fetched_at: string | null; stale: boolean }>,
  name: AlertFeed,
  now: Date,
): number | null {
  const feed = feeds.find((candidate) => candidate.feed === name);
  if (!feed?.stale || feed.fetched_at === null) return null;
  return Math.max(0, (now.getTime() - new Date(feed.fetched_at).getTime()) / 60_000);
}

/** When the party is out: from its start to its planned end, NZ time. */
export interface TripWindow {
  from: Date;
  to: Date;
}

/** A trip's dates, with its times once chosen. */
export interface TripWindowDates {
  start: IsoDate;
  end: IsoDate;
  start_time?: TimeOfDay | null;
  end_time?: TimeOfDay | null;
}

/**
 * The trip as a window of time: from its start time (midnight without one) to its
 * planned end (the end of the last day without one), as contracts' tripStart/tripEnd
 * say; null when no dates are chosen. A warning from 7 pm does not touch a walk that
 * ends at 8:30 am, and a warning that cries wolf teaches walkers to ignore warnings.
 */
export function tripWindow(dates: TripWindowDates | null): TripWindow | null {
  if (!dates) return null;
  const full = { start: dates.start, end: dates.end, start_time: dates.start_time ?? null, end_time: dates.end_time ?? null };
  return { from: tripStart(full), to: tripEnd(full) };
}

/** What the filtering reads of a weather warning. */
export interface WarningTimes {
  onset: string;
  expires: string;
}

/**
 * A weather warning is shown when it is in force at some time of the trip: it starts
 * before the party expects to be out and expires after they set off. With no dates,
 * when it has not expired.
 *
 * The spec keeps a warning when its expiry falls within the trip's days; read literally
 * that hides a warning that starts before the trip and lasts beyond it, the worst one to
 * miss. Every warning the spec keeps is kept here too (ADR 029).
 */
export function warningApplies(warning: WarningTimes, window: TripWindow | null, now: Date): boolean {
  const expires = Date.parse(warning.expires);
  if (!window) return expires > now.getTime();
  const onset = Date.parse(warning.onset);
  return onset < window.to.getTime() && expires > window.from.getTime();
}

/** What the filtering reads of an avalanche advisory. */
export interface AdvisoryFacts {
  id: number;
  region_id: number;
  created: string;
  valid_period: number;
  altitude_danger: ReadonlyArray<{ rating: number }>;
}

/** Spec part 2 §4: the advisory covers its creation time plus valid_period hours. */
export function advisoryValidUntil(advisory: Pick<AdvisoryFacts, 'created' | 'valid_period'>): Date {
  return new Date(Date.parse(advisory.created) + advisory.valid_period * 3_600_000);
}

/** The highest band rating (spec part 2 §4); null without bands. */
export function avalancheRating(advisory: Pick<AdvisoryFacts, 'altitude_danger'>): number | null {
  if (advisory.altitude_danger.length === 0) return null;
  return Math.max(...advisory.altitude_danger.map((band) => band.rating));
}

/** Any band rated -3: the centre is closed and the advisory is not shown. */
export const isCentreClosed = (advisory: Pick<AdvisoryFacts, 'altitude_danger'>): boolean =>
  advisory.altitude_danger.some((band) => band.rating === AVALANCHE_CENTRE_CLOSED);

/**
 * The advisories to show (spec part 2 §4, §9): those valid during the trip (or now, with
 * no dates), the latest of each region, none with a band rated -3, at most 2.
 */
export function visibleAdvisories<T extends AdvisoryFacts>(advisories: readonly T[], window: TripWindow | null, now: Date): T[] {
  const valid = advisories.filter((advisory) => {
    const from = Date.parse(advisory.created);
    const until = advisoryValidUntil(advisory).getTime();
    return window ? from < window.to.getTime() && until > window.from.getTime() : until > now.getTime();
  });
  const latest = new Map<number, T>();
  for (const advisory of valid) {
    const held = latest.get(advisory.region_id);
    if (!held || Date.parse(advisory.created) > Date.parse(held.created)) latest.set(advisory.region_id, advisory);
  }
  return [...latest.values()]
    .filter((advisory) => !isCentreClosed(advisory))
    .sort((a, b) => (avalancheRating(b) ?? 0) - (avalancheRating(a) ?? 0) || a.region_id - b.region_id)
    .slice(0, AVALANCHE_ADVISORIES_MAX);
}

/** The warnings to show for the trip's days (or those not yet expired). */
export function visibleWarnings<T extends WarningTimes>(warnings: readonly T[], window: TripWindow | null, now: Date): T[] {
  return warnings.filter((warning) => warningApplies(warning, window, now));
}

/**
 * The alerts badge (spec part 1 §4): weather warnings and avalanche advisories that
 * apply to the trip, plus DOC's alerts, which carry no dates and stand until DOC removes
 * them (a closed shelter is closed whatever the dates).
 */
export function alertCount(
  alerts: { metservice: readonly WarningTimes[]; nzaa: readonly AdvisoryFacts[]; doc?: readonly unknown[] },
  dates: TripWindowDates | null,
  now: Date,
): number {
  const window = tripWindow(dates);
  return visibleWarnings(alerts.metservice, window, now).length + visibleAdvisories(alerts.nzaa, window, now).length + (alerts.doc?.length ?? 0);
}
