/**
 * The trip check: one verdict on a trip's safety with its reasons, shown on the plan
 * screen and the read-only plan and written into the emergency contact's email, so all
 * three say the same. It weighs the track's difficulty against the walker's experience,
 * the planned finish against sunset, DOC's walking time against the time planned, the
 * weather warnings and avalanche danger for the dates, and the forecast's hazards and
 * freezing level against the track's high point. Each reason names where the walker can
 * act. A pure function: the callers gather the facts.
 */
import type { EXPERIENCE_LEVELS } from './accounts.constants.ts';
import { addDays, type IsoDate } from './nzTime.ts';
import { minutesOfDay, tripDays, type TripDates } from './planTiming.ts';
import { sunTimes } from './sunTimes.ts';
import { parseWalkDuration } from './walkDuration.ts';
import { FORECAST_TYPES, type WarningSeverity } from './alerts.constants.ts';
import { feedHasAnswered, staleCopyAgeMin, tripWindow, visibleAdvisories, visibleWarnings } from './alertRules.ts';
import type { AlertsResponse } from './alerts.schema.ts';
import type { ForecastGroup } from './forecasts.schema.ts';
import type { PlanLocation } from './plans.schema.ts';

type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export type TripCheckLevel = 'danger' | 'caution' | 'unknown' | 'ok';
/** Where the walker can act on a reason. */
export type TripCheckAction = 'dates' | 'gear' | 'alerts' | 'weather' | 'profile' | 'track';
export type TripCheckVerdict = 'reconsider' | 'caution' | 'go' | 'incomplete';
export type TripCheckTopic = 'experience' | 'daylight' | 'start' | 'duration' | 'warnings' | 'avalanche' | 'forecast' | 'freezing';

export interface TripCheckReason {
  topic: TripCheckTopic;
  level: TripCheckLevel;
  title: string;
  detail: string;
  action: TripCheckAction;
}

export interface TripCheck {
  verdict: TripCheckVerdict;
  headline: string;
  /** Most serious first. */
  reasons: TripCheckReason[];
}

export interface TripCheckFacts {
  /**
   * The walker's tramping experience; null when they have not given it (the check asks
   * for it), undefined when the viewer may not know it (the check says nothing of it).
   */
  experience?: ExperienceLevel | null;
  /** DOC's difficulty titles of the track (Easiest … Expert); empty when unknown. */
  difficulty: readonly string[];
  /** DOC's walking time ('3-4 days', '8 hr return'); null when unknown. */
  walkingDuration: string | null;
  dates: TripDates | null;
  place: { lat: number; lng: number };
  /** Warnings in force during the trip; null when the warnings could not be had. */
  warnings: ReadonlyArray<{ severity: WarningSeverity; headline: string }> | null;
  /**
   * How old MetService's copy is, in minutes, when it is stale (its last attempts failed,
   * or it is older than the poller keeps it): warnings issued since are not in it. Null
   * when the copy is fresh or there is none.
   */
  staleWarningsAgeMin: number | null;
  /**
   * Avalanche advisories valid during the trip (empty outside advisory regions); null when
   * they could not be had, so whether the place is in an advisory region is unknown.
   */
  advisories: ReadonlyArray<{ region: string; altitude_danger: ReadonlyArray<{ rating: number }> }> | null;
  /** The trip climbs into the alpine zone (the place has an alpine forecast). */
  alpine: boolean;
  /** Forecast days of the trip; null when no forecast covers them yet. */
  forecastDays: ReadonlyArray<{ date: IsoDate; freezing_level: number | null; hazards: ReadonlyArray<{ displayName: string }> }> | null;
  /** The track's highest point (or the place's height), metres; null when unknown. */
  highPointM: number | null;
}

const DIFFICULTY_RANK: Record<string, number> = { easiest: 1, easy: 2, intermediate: 3, advanced: 4, expert: 5 };
/** The hardest DOC grade each experience level is ready for. */
const LEVEL_CAP: Record<ExperienceLevel, number> = { Beginner: 2, Intermediate: 3, Advanced: 4, Expert: 5 };
/** Finishing this close to sunset leaves no margin for a slow day. */
const SUNSET_MARGIN_MIN = 30;
const AVALANCHE_NAMES = ['', 'Low', 'Moderate', 'Considerable', 'High', 'Extreme'];
const SEVERITY_COLOUR: Record<WarningSeverity, string> = { severe: 'Red', moderate: 'Orange', minor: 'Yellow' };

function clock(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
}

const minutesOfClock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const hoursText = (hours: number) => {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return minutes === 0 ? `${whole} hr` : whole === 0 ? `${minutes} min` : `${whole} hr ${minutes} min`;
};

/** A copy's age: '40 min', '5 hr', '3 days'. */
const ageText = (minutes: number) => {
  if (minutes < 60) return `${Math.max(1, Math.round(minutes))} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} hr` : `${Math.floor(hours / 24)} days`;
};

function experienceReason(facts: TripCheckFacts): TripCheckReason | null {
  const ranked = facts.difficulty.map((title) => ({ title, rank: DIFFICULTY_RANK[title.trim().toLowerCase()] ?? 0 })).filter((d) => d.rank > 0);
  if (ranked.length === 0 || facts.experience === undefined) return null;
  const hardest = ranked.reduce((a, b) => (b.rank > a.rank ? b : a));
  // DOC grades some tracks by section ('Intermediate, Advanced, Expert'): the check weighs the hardest.
  const graded = ranked.length > 1 ? `Parts of this track are graded ${hardest.title}` : `This track is graded ${hardest.title}`;
  if (!facts.experience) {
    return {
      topic: 'experience',
      level: 'unknown',
      title: 'Experience',
      detail: `${graded}. Add your tramping experience to your profile to check it against the grade.`,
      action: 'profile',
    };
  }
  const gap = hardest.rank - LEVEL_CAP[facts.experience];
  if (gap <= 0) {
    return { topic: 'experience', level: 'ok', title: 'Experience', detail: `${graded}: within your experience (${facts.experience}).`, action: 'track' };
  }
  return gap === 1
    ? {
        topic: 'experience',
        level: 'caution',
        title: 'Experience',
        detail: `${graded}, a step above your experience (${facts.experience}). Go with someone who has walked tracks like it.`,
        action: 'track',
      }
    : {
        topic: 'experience',
        level: 'danger',
        title: 'Experience',
        detail: `${graded}, well above your experience (${facts.experience}). Choose an easier track, or go with an experienced leader.`,
        action: 'track',
      };
}

function daylightReasons(facts: TripCheckFacts): TripCheckReason[] {
  const { dates } = facts;
  if (!dates) return [];
  if (!dates.end_time) {
    return [{ topic: 'daylight', level: 'unknown', title: 'Daylight', detail: 'Add the time you expect to finish to check it against sunset.', action: 'dates' }];
  }
  const reasons: TripCheckReason[] = [];
  const sun = sunTimes(facts.place.lat, facts.place.lng, dates.end);
  const end = minutesOfDay(dates.end_time);
  if (sun.sunset) {
    const sunset = minutesOfClock(sun.sunset);
    if (end > sunset) {
      reasons.push({
        topic: 'daylight',
        level: 'danger',
        title: 'Daylight',
        detail: `You plan to finish at ${clock(end)}, after sunset (${clock(sunset)}). Start earlier or plan a shorter last day.`,
        action: 'dates',
      });
    } else if (end > sunset - SUNSET_MARGIN_MIN) {
      reasons.push({
        topic: 'daylight',
        level: 'caution',
        title: 'Daylight',
        detail: `You plan to finish at ${clock(end)}, only ${sunset - end} minutes before sunset (${clock(sunset)}). Leave time for a slow day, and take a head torch.`,
        action: 'dates',
      });
    } else {
      reasons.push({ topic: 'daylight', level: 'ok', title: 'Daylight', detail: `You plan to finish at ${clock(end)}, before sunset (${clock(sunset)}).`, action: 'dates' });
    }
  }
  const start = dates.start_time ? minutesOfDay(dates.start_time) : null;
  const startSun = sunTimes(facts.place.lat, facts.place.lng, dates.start);
  if (start !== null && startSun.sunrise && start < minutesOfClock(startSun.sunrise)) {
    reasons.push({
      topic: 'start',
      level: 'caution',
      title: 'Start in the dark',
      detail: `You start at ${clock(start)}, before sunrise (${clock(minutesOfClock(startSun.sunrise))}). Take a head torch.`,
      action: 'gear',
    });
  }
  return reasons;
}

function durationReason(facts: TripCheckFacts): TripCheckReason | null {
  const duration = parseWalkDuration(facts.walkingDuration);
  const { dates } = facts;
  if (!duration || !dates) return null;
  const days = tripDays(dates);
  const doc = facts.walkingDuration!.trim();
  if (duration.unit === 'days') {
    if (days < duration.min) {
      return { topic: 'duration', level: 'danger', title: 'Walking time', detail: `DOC allows ${doc}; your plan has ${days} day${days === 1 ? '' : 's'}.`, action: 'dates' };
    }
    return { topic: 'duration', level: 'ok', title: 'Walking time', detail: `DOC allows ${doc}; your plan has ${days} days.`, action: 'dates' };
  }
  if (days > 1) {
    return { topic: 'duration', level: 'ok', title: 'Walking time', detail: `DOC allows ${doc}, over your ${days} days.`, action: 'dates' };
  }
  if (!dates.start_time || !dates.end_time) {
    return { topic: 'duration', level: 'unknown', title: 'Walking time', detail: `DOC allows ${doc}. Add your start and end times to check you have that long.`, action: 'dates' };
  }
  const planned = (minutesOfDay(dates.end_time) - minutesOfDay(dates.start_time)) / 60;
  if (planned < duration.min) {
    return {
      topic: 'duration',
      level: 'danger',
      title: 'Walking time',
      detail: `DOC allows ${doc}; you have planned ${hoursText(planned)}. Start earlier or choose a shorter walk.`,
      action: 'dates',
    };
  }
  if (planned < duration.max) {
    return {
      topic: 'duration',
      level: 'caution',
      title: 'Walking time',
      detail: `DOC allows ${doc}; you have planned ${hoursText(planned)}, enough only at a good pace. Leave time for breaks and a slow day.`,
      action: 'dates',
    };
  }
  return { topic: 'duration', level: 'ok', title: 'Walking time', detail: `DOC allows ${doc}; you have planned ${hoursText(planned)}.`, action: 'dates' };
}

function warningReason(facts: TripCheckFacts): TripCheckReason | null {
  if (!facts.dates) return null;
  if (facts.warnings === null) {
    return { topic: 'warnings', level: 'unknown', title: 'Weather warnings', detail: "We could not get MetService's warnings: check them before you go.", action: 'alerts' };
  }
  if (facts.warnings.length === 0 && facts.staleWarningsAgeMin !== null) {
    // An old copy with no warnings is not "no warnings": one may have been issued since (ADR 054).
    return {
      topic: 'warnings',
      level: 'unknown',
      title: 'Weather warnings',
      detail: `MetService has not answered lately: its last warnings, ${ageText(facts.staleWarningsAgeMin)} old, had none for your dates. Check them before you go.`,
      action: 'alerts',
    };
  }
  if (facts.warnings.length === 0) {
    return { topic: 'warnings', level: 'ok', title: 'Weather warnings', detail: 'No weather warnings for your dates.', action: 'alerts' };
  }
  const order: WarningSeverity[] = ['severe', 'moderate', 'minor'];
  const worst = order.find((severity) => facts.warnings!.some((w) => w.severity === severity))!;
  const names = [...new Set(facts.warnings.filter((w) => w.severity === worst).map((w) => w.headline.split(/\s+[-–]\s+/)[0]))].join(', ');
  const more = facts.warnings.length - facts.warnings.filter((w) => w.severity === worst).length;
  return {
    topic: 'warnings',
    level: worst === 'severe' ? 'danger' : 'caution',
    title: 'Weather warnings',
    detail: `${SEVERITY_COLOUR[worst]}: ${names} during your trip${more > 0 ? `, and ${more} more` : ''}. ${worst === 'severe' ? 'Change your dates or your plans.' : 'Read the warnings and be ready to turn back.'}`,
    action: 'alerts',
  };
}

function avalancheReason(facts: TripCheckFacts): TripCheckReason | null {
  if (!facts.dates) return null;
  if (facts.advisories === null) {
    // Below the alpine zone there is no avalanche terrain to ask about.
    return facts.alpine
      ? {
          topic: 'avalanche',
          level: 'unknown',
          title: 'Avalanche danger',
          detail: "We could not get the NZ Avalanche Advisory's advisories: check them before you go into avalanche terrain.",
          action: 'alerts',
        }
      : null;
  }
  const rated = facts.advisories
    .map((a) => ({ region: a.region, rating: Math.max(...a.altitude_danger.map((b) => b.rating), 0) }))
    .filter((a) => a.rating > 0);
  if (rated.length === 0) return null;
  const worst = rated.reduce((a, b) => (b.rating > a.rating ? b : a));
  const text = `${AVALANCHE_NAMES[worst.rating]} avalanche danger (${worst.rating} of 5) in ${worst.region}`;
  if (worst.rating >= 4) return { topic: 'avalanche', level: 'danger', title: 'Avalanche danger', detail: `${text}. Stay out of avalanche terrain.`, action: 'alerts' };
  if (worst.rating === 3) {
    return { topic: 'avalanche', level: 'caution', title: 'Avalanche danger', detail: `${text}. Only go into avalanche terrain with the skills and gear for it.`, action: 'alerts' };
  }
  return { topic: 'avalanche', level: 'ok', title: 'Avalanche danger', detail: `${text}.`, action: 'alerts' };
}

function forecastReasons(facts: TripCheckFacts): TripCheckReason[] {
  const { dates } = facts;
  if (!dates) return [];
  const days = facts.forecastDays ?? [];
  if (days.length === 0) {
    return [{ topic: 'forecast', level: 'unknown', title: 'Forecast', detail: 'No forecast covers your dates yet: check it again before you go.', action: 'weather' }];
  }
  const reasons: TripCheckReason[] = [];
  const hazards = [...new Set(days.flatMap((day) => day.hazards.map((h) => h.displayName)))];
  const covered = days.length < tripDays(dates) ? ` (the forecast covers ${days.length} of your ${tripDays(dates)} days)` : '';
  reasons.push(
    hazards.length > 0
      ? { topic: 'forecast', level: 'caution', title: 'Forecast', detail: `The forecast has hazards: ${hazards.join(', ')}${covered}. Pack for them, or change your dates.`, action: 'weather' }
      : { topic: 'forecast', level: 'ok', title: 'Forecast', detail: `No forecast hazards for your dates${covered}.`, action: 'weather' },
  );
  const levels = days.map((day) => day.freezing_level).filter((level): level is number => level !== null);
  if (levels.length > 0 && facts.highPointM !== null) {
    const lowest = Math.min(...levels);
    const high = Math.round(facts.highPointM);
    reasons.push(
      lowest < high
        ? {
            topic: 'freezing',
            level: 'caution',
            title: 'Freezing level',
            detail: `The freezing level drops to ${lowest.toLocaleString('en-NZ')} m, below the track's highest point (${high.toLocaleString('en-NZ')} m): expect snow and ice. Take warm layers and traction for your boots.`,
            action: 'gear',
          }
        : {
            topic: 'freezing',
            level: 'ok',
            title: 'Freezing level',
            detail: `The freezing level stays above the track's highest point (${high.toLocaleString('en-NZ')} m).`,
            action: 'weather',
          },
    );
  }
  return reasons;
}

const RANK: Record<TripCheckLevel, number> = { danger: 0, caution: 1, unknown: 2, ok: 3 };

const HEADLINES: Record<TripCheckVerdict, string> = {
  reconsider: 'Think again about this trip',
  caution: 'Go prepared',
  go: 'Looks good for your dates',
  incomplete: 'Add your trip dates to check this trip',
};

export function tripCheck(facts: TripCheckFacts): TripCheck {
  const reasons = [
    experienceReason(facts),
    ...daylightReasons(facts),
    durationReason(facts),
    warningReason(facts),
    avalancheReason(facts),
    ...forecastReasons(facts),
  ]
    .filter((reason): reason is TripCheckReason => reason !== null)
    .map((reason, index) => ({ reason, index }))
    .sort((a, b) => RANK[a.reason.level] - RANK[b.reason.level] || a.index - b.index)
    .map(({ reason }) => reason);
  const verdict: TripCheckVerdict = reasons.some((r) => r.level === 'danger')
    ? 'reconsider'
    : !facts.dates
      ? 'incomplete'
      : // Not knowing the warnings, the avalanche danger up high or the forecast is no reason to call a trip good.
        reasons.some((r) => r.level === 'caution' || (r.level === 'unknown' && (r.topic === 'warnings' || r.topic === 'avalanche' || r.topic === 'forecast')))
        ? 'caution'
        : 'go';
  return { verdict, headline: HEADLINES[verdict], reasons };
}

/** The trip's days (for gathering forecast days). */
export function tripDates(dates: Pick<TripDates, 'start' | 'end'>): IsoDate[] {
  return Array.from({ length: tripDays(dates) }, (_, i) => addDays(dates.start, i));
}

/** Spec part 2 §4 forecast choice: alpine first, then the location's forecast, then regional. */
export function chooseForecastGroup<G extends Pick<ForecastGroup, 'type' | 'forecasts'>>(groups: readonly G[]): G | null {
  for (const type of FORECAST_TYPES) {
    const group = groups.find((g) => g.type === type && g.forecasts.length > 0);
    if (group) return group;
  }
  return null;
}

/**
 * The facts of a trip check from a place, its dates, its alerts and forecasts: the
 * plan screen (domain) and the server's emails gather them the same way. Alerts are
 * null when they could not be had; a feed's warnings or advisories are unknown too when
 * it has never answered (no copy is not "none"), and the check then says so. The high
 * point is the highest forecast height (an alpine forecast is made at the track's high
 * point).
 */
export function tripCheckFacts(input: {
  location: Pick<PlanLocation, 'lat' | 'lng' | 'difficulty' | 'walking_duration'>;
  dates: TripDates | null;
  experience?: ExperienceLevel | null;
  alerts: Pick<AlertsResponse, 'metservice' | 'nzaa' | 'feeds'> | null;
  forecasts: readonly ForecastGroup[];
  now: Date;
}): TripCheckFacts {
  const window = tripWindow(input.dates);
  const chosen = chooseForecastGroup(input.forecasts);
  const days = input.dates ? new Set(tripDates(input.dates)) : null;
  const forecastDays = chosen && days ? chosen.forecasts.filter((day) => days.has(day.date)) : [];
  const heights = input.forecasts.map((group) => group.elevation).filter((height): height is number => height !== null);
  return {
    ...(input.experience === undefined ? {} : { experience: input.experience }),
    difficulty: input.location.difficulty.map((d) => d.title),
    walkingDuration: input.location.walking_duration,
    dates: input.dates,
    place: { lat: input.location.lat, lng: input.location.lng },
    warnings: input.alerts && feedHasAnswered(input.alerts.feeds, 'metservice') ? visibleWarnings(input.alerts.metservice, window, input.now) : null,
    staleWarningsAgeMin: input.alerts ? staleCopyAgeMin(input.alerts.feeds, 'metservice', input.now) : null,
    advisories: input.alerts && feedHasAnswered(input.alerts.feeds, 'nzaa') ? visibleAdvisories(input.alerts.nzaa, window, input.now) : null,
    alpine: input.forecasts.some((group) => group.type === 'alpine'),
    forecastDays: forecastDays.length > 0 ? forecastDays : null,
    highPointM: heights.length > 0 ? Math.max(...heights) : null,
  };
}
