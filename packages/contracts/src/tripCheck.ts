/**
 * The trip check: one verdict on a trip's safety with its reasons, shown on the plan
 * screen and the read-only plan and written into the emails and the PDF, so all say the
 * same (ADR 058). It weighs the track's difficulty against the party's experience (the
 * least experienced member whose level is known, else the planner's), the planned finish
 * against sunset, DOC's walking time (or one estimated from a custom track's length)
 * against the time planned, closures and DOC's alerts, the weather warnings in force
 * during the trip's hours and the avalanche danger, and the forecast's hazards and
 * freezing level against the track's high point. Each reason names where the walker can
 * act. The verdict and each reason's level are the same for every reader; the words are
 * the walker's ('your experience') or, for anyone else, name the walker ('Aroha is
 * Intermediate'). A pure function: the callers gather the facts.
 */
import type { EXPERIENCE_LEVELS } from './accounts.constants.ts';
import { addDays, type IsoDate } from './nzTime.ts';
import { minutesOfDay, tripDays, type TripDates } from './planTiming.ts';
import { sunTimes } from './sunTimes.ts';
import { estimatedWalkDuration, parseWalkDuration, type WalkDuration } from './walkDuration.ts';
import { FORECAST_TYPES, type WarningSeverity } from './alerts.constants.ts';
import { feedHasAnswered, staleCopyAgeMin, tripWindow, visibleAdvisories, visibleWarnings } from './alertRules.ts';
import type { AlertsResponse, FeedStatus } from './alerts.schema.ts';
import type { ForecastGroup } from './forecasts.schema.ts';
import type { PlanLocation } from './plans.schema.ts';

type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export type TripCheckLevel = 'danger' | 'caution' | 'unknown' | 'ok';
/** Each reason's level as every reader sees it written: the plan screen's card, the emails, the PDF. */
export const TRIP_CHECK_LEVEL_WORDS: Readonly<Record<TripCheckLevel, string>> = { danger: 'Danger', caution: 'Caution', unknown: 'Not checked', ok: 'OK' };
/** Where the walker can act on a reason. */
export type TripCheckAction = 'dates' | 'gear' | 'alerts' | 'weather' | 'profile' | 'track';
export type TripCheckVerdict = 'reconsider' | 'caution' | 'go' | 'incomplete';
export type TripCheckTopic = 'experience' | 'closure' | 'doc-alerts' | 'daylight' | 'start' | 'duration' | 'warnings' | 'avalanche' | 'forecast' | 'freezing';

/**
 * Whose experience the check weighs against the grade: the least experienced member of
 * the party whose level is known (group members with an account), else the planner.
 */
export interface PartyExperience {
  /** Null when nobody's level is known (the planner has not given theirs). */
  level: ExperienceLevel | null;
  /** Their first name (the planner's when nobody's level is known). */
  name: string;
  /** It is the planner (the walker) themselves. */
  planner: boolean;
}

const LEVEL_ORDER: Record<ExperienceLevel, number> = { Beginner: 1, Intermediate: 2, Advanced: 3, Expert: 4 };

/**
 * The party's experience for the check: the least experienced of the planner and the
 * group members whose level is known (an equal level is the planner's, who is told in
 * their own words); the planner, level unknown, when nobody's is known.
 */
export function partyExperience(
  planner: { first_name: string; level: ExperienceLevel | null },
  members: ReadonlyArray<{ first_name: string; level: ExperienceLevel | null }>,
): PartyExperience {
  let least: PartyExperience = { level: planner.level, name: planner.first_name, planner: true };
  for (const member of members) {
    if (!member.level) continue;
    if (!least.level || LEVEL_ORDER[member.level] < LEVEL_ORDER[least.level]) least = { level: member.level, name: member.first_name, planner: false };
  }
  return least;
}

/** Who reads the check: the walker ('your experience'), or anyone else, told the walker's first name. */
export type TripCheckReader = { kind: 'walker' } | { kind: 'others'; walker: string };

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
  /** Whose experience is weighed against the grade (from the plan, the same for every reader). */
  party: PartyExperience;
  /** DOC's difficulty titles of the track (Easiest … Expert); empty when unknown. */
  difficulty: readonly string[];
  /** DOC's walking time ('3-4 days', '8 hr return'); null when unknown. */
  walkingDuration: string | null;
  /** A custom track's walking time estimated from its line (no DOC time); null when unknown. */
  estimatedDuration: WalkDuration | null;
  /** DOC lists the place as closed. */
  closed: boolean;
  /**
   * DOC's alerts about the place and the huts, campsites and tracks on it (they carry no
   * dates: in force until DOC removes them); null when they could not be had, or DOC's
   * alerts are not configured (`docEnabled`).
   */
  docAlerts: ReadonlyArray<{ heading: string; place: string }> | null;
  docEnabled: boolean;
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

/**
 * How a reason speaks: to the walker ('You plan to finish…', with advice) or about them
 * to anyone else ('Aroha plans to finish…'; advice is the walker's to take, so it is left out).
 */
interface Voice {
  walker: boolean;
  /** 'You' / 'Aroha' at the start of a sentence. */
  subject: string;
  /** 'your' / "Aroha's". */
  your: string;
  /** 'plan' / 'plans'. */
  plans: string;
  /** 'have' / 'has'. */
  has: string;
  /** 'your dates' / 'the trip's dates'. */
  dates: string;
  advice(text: string): string;
}

function voiceOf(reader: TripCheckReader): Voice {
  if (reader.kind === 'walker') {
    return { walker: true, subject: 'You', your: 'your', plans: 'plan', has: 'have', dates: 'your dates', advice: (text) => ` ${text}` };
  }
  return { walker: false, subject: reader.walker, your: `${reader.walker}'s`, plans: 'plans', has: 'has', dates: "the trip's dates", advice: () => '' };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function experienceReason(facts: TripCheckFacts, voice: Voice): TripCheckReason | null {
  const ranked = facts.difficulty.map((title) => ({ title, rank: DIFFICULTY_RANK[title.trim().toLowerCase()] ?? 0 })).filter((d) => d.rank > 0);
  if (ranked.length === 0) return null;
  const hardest = ranked.reduce((a, b) => (b.rank > a.rank ? b : a));
  // DOC grades some tracks by section ('Intermediate, Advanced, Expert'): the check weighs the hardest.
  const graded = ranked.length > 1 ? `Parts of this track are graded ${hardest.title}` : `This track is graded ${hardest.title}`;
  const { party } = facts;
  const reason = (level: TripCheckLevel, detail: string, action: TripCheckAction = 'track'): TripCheckReason => ({ topic: 'experience', level, title: 'Experience', detail, action });
  if (!party.level) {
    return voice.walker
      ? reason('unknown', `${graded}. Add your tramping experience to your profile to check it against the grade.`, 'profile')
      : reason('unknown', `${graded}. ${voice.subject} has not said how much tramping experience they have.`);
  }
  const gap = hardest.rank - LEVEL_CAP[party.level];
  // Whose level it is: the walker's own, or a group member's ('Hine').
  const whose = party.planner ? `${voice.your} experience` : `${party.name}'s experience`;
  if (!voice.walker) {
    const who = `${party.planner ? voice.subject : `${party.name}, in the group,`} is ${party.level}; ${lowerFirst(graded)}`;
    if (gap <= 0) return reason('ok', `${who}: within ${party.planner ? 'their' : 'that'} experience.`);
    return gap === 1 ? reason('caution', `${who}, a step above ${party.planner ? 'their' : 'that'} experience.`) : reason('danger', `${who}, well above ${party.planner ? 'their' : 'that'} experience.`);
  }
  if (gap <= 0) return reason('ok', `${graded}: within ${whose} (${party.level}).`);
  return gap === 1
    ? reason('caution', `${graded}, a step above ${whose} (${party.level}). Go with someone who has walked tracks like it.`)
    : reason('danger', `${graded}, well above ${whose} (${party.level}). Choose an easier track, or go with an experienced leader.`);
}

const MAX_DOC_HEADINGS = 3;

/** A closure, and DOC's alerts: in force until DOC removes them, whatever the dates. */
function docReasons(facts: TripCheckFacts, voice: Voice): TripCheckReason[] {
  const reasons: TripCheckReason[] = [];
  if (facts.closed) {
    reasons.push({
      topic: 'closure',
      level: 'danger',
      title: 'Closed',
      detail: `DOC lists this place as closed.${voice.advice("Read DOC's page for the reason and any way around, or choose another walk.")}`,
      action: 'alerts',
    });
  }
  if (!facts.docEnabled) {
    reasons.push({ topic: 'doc-alerts', level: 'unknown', title: 'DOC alerts', detail: "DOC's alerts are not checked here: read DOC's page for this place before going.", action: 'track' });
  } else if (facts.docAlerts === null) {
    reasons.push({ topic: 'doc-alerts', level: 'unknown', title: 'DOC alerts', detail: "We could not get DOC's alerts: read DOC's page for this place before going.", action: 'alerts' });
  } else if (facts.docAlerts.length === 0) {
    reasons.push({ topic: 'doc-alerts', level: 'ok', title: 'DOC alerts', detail: 'DOC has no alerts for this place.', action: 'alerts' });
  } else {
    const named = facts.docAlerts.slice(0, MAX_DOC_HEADINGS).map((alert) => `${alert.heading.trim()} (${alert.place})`);
    const more = facts.docAlerts.length - named.length;
    reasons.push({
      topic: 'doc-alerts',
      level: 'caution',
      title: 'DOC alerts',
      detail: `DOC ${facts.docAlerts.length === 1 ? 'has an alert' : `has ${facts.docAlerts.length} alerts`}: ${named.join('; ')}${more > 0 ? `, and ${more} more` : ''}.${voice.advice('Read them and plan around them before you go.')}`,
      action: 'alerts',
    });
  }
  return reasons;
}

function daylightReasons(facts: TripCheckFacts, voice: Voice): TripCheckReason[] {
  const { dates } = facts;
  if (!dates) return [];
  if (!dates.end_time) {
    return [
      {
        topic: 'daylight',
        level: 'unknown',
        title: 'Daylight',
        detail: voice.walker ? 'Add the time you expect to finish to check it against sunset.' : `${voice.subject} has not said when they expect to finish.`,
        action: 'dates',
      },
    ];
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
        detail: `${voice.subject} ${voice.plans} to finish at ${clock(end)}, after sunset (${clock(sunset)}).${voice.advice('Start earlier or plan a shorter last day.')}`,
        action: 'dates',
      });
    } else if (end > sunset - SUNSET_MARGIN_MIN) {
      reasons.push({
        topic: 'daylight',
        level: 'caution',
        title: 'Daylight',
        detail: `${voice.subject} ${voice.plans} to finish at ${clock(end)}, only ${sunset - end} minutes before sunset (${clock(sunset)}).${voice.advice('Leave time for a slow day, and take a head torch.')}`,
        action: 'dates',
      });
    } else {
      reasons.push({ topic: 'daylight', level: 'ok', title: 'Daylight', detail: `${voice.subject} ${voice.plans} to finish at ${clock(end)}, before sunset (${clock(sunset)}).`, action: 'dates' });
    }
  }
  const start = dates.start_time ? minutesOfDay(dates.start_time) : null;
  const startSun = sunTimes(facts.place.lat, facts.place.lng, dates.start);
  if (start !== null && startSun.sunrise && start < minutesOfClock(startSun.sunrise)) {
    reasons.push({
      topic: 'start',
      level: 'caution',
      title: 'Start in the dark',
      detail: `${voice.subject} ${voice.walker ? 'start' : 'starts'} at ${clock(start)}, before sunrise (${clock(minutesOfClock(startSun.sunrise))}).${voice.advice('Take a head torch.')}`,
      action: 'gear',
    });
  }
  return reasons;
}

function durationReason(facts: TripCheckFacts, voice: Voice): TripCheckReason | null {
  const docDuration = parseWalkDuration(facts.walkingDuration);
  const duration = docDuration ?? facts.estimatedDuration;
  const { dates } = facts;
  if (!duration || !dates) return null;
  const days = tripDays(dates);
  // DOC's own time, or ours from a custom track's length (and climb, where known).
  const allows = docDuration
    ? `DOC allows ${facts.walkingDuration!.trim()}`
    : `We estimate ${hoursText(duration.min)} to ${hoursText(duration.max)} of walking from the track's length`;
  const reason = (level: TripCheckLevel, detail: string): TripCheckReason => ({ topic: 'duration', level, title: 'Walking time', detail, action: 'dates' });
  const planHas = voice.walker ? 'your plan has' : 'the plan has';
  if (duration.unit === 'days') {
    if (days < duration.min) return reason('danger', `${allows}; ${planHas} ${days} day${days === 1 ? '' : 's'}.`);
    return reason('ok', `${allows}; ${planHas} ${days} days.`);
  }
  if (days > 1) return reason('ok', `${allows}, over ${voice.walker ? 'your' : "the trip's"} ${days} days.`);
  if (!dates.start_time || !dates.end_time) {
    return reason('unknown', `${allows}.${voice.walker ? ' Add your start and end times to check you have that long.' : ` ${voice.subject} has not given start and end times.`}`);
  }
  const planned = (minutesOfDay(dates.end_time) - minutesOfDay(dates.start_time)) / 60;
  const hasPlanned = `${voice.walker ? 'you' : voice.subject} ${voice.has} planned ${hoursText(planned)}`;
  if (planned < duration.min) return reason('danger', `${allows}; ${hasPlanned}.${voice.advice('Start earlier or choose a shorter walk.')}`);
  if (planned < duration.max) return reason('caution', `${allows}; ${hasPlanned}, enough only at a good pace.${voice.advice('Leave time for breaks and a slow day.')}`);
  return reason('ok', `${allows}; ${hasPlanned}.`);
}

function warningReason(facts: TripCheckFacts, voice: Voice): TripCheckReason | null {
  if (!facts.dates) return null;
  if (facts.warnings === null) {
    return { topic: 'warnings', level: 'unknown', title: 'Weather warnings', detail: "We could not get MetService's warnings: check them before going.", action: 'alerts' };
  }
  if (facts.warnings.length === 0 && facts.staleWarningsAgeMin !== null) {
    // An old copy with no warnings is not "no warnings": one may have been issued since (ADR 054).
    return {
      topic: 'warnings',
      level: 'unknown',
      title: 'Weather warnings',
      detail: `MetService has not answered lately: its last warnings, ${ageText(facts.staleWarningsAgeMin)} old, had none for ${voice.dates}. Check them before going.`,
      action: 'alerts',
    };
  }
  if (facts.warnings.length === 0) {
    return { topic: 'warnings', level: 'ok', title: 'Weather warnings', detail: `No weather warnings for ${voice.dates}.`, action: 'alerts' };
  }
  const order: WarningSeverity[] = ['severe', 'moderate', 'minor'];
  const worst = order.find((severity) => facts.warnings!.some((w) => w.severity === severity))!;
  const names = [...new Set(facts.warnings.filter((w) => w.severity === worst).map((w) => w.headline.split(/\s+[-–]\s+/)[0]))].join(', ');
  const more = facts.warnings.length - facts.warnings.filter((w) => w.severity === worst).length;
  return {
    topic: 'warnings',
    level: worst === 'severe' ? 'danger' : 'caution',
    title: 'Weather warnings',
    detail: `${SEVERITY_COLOUR[worst]}: ${names} during ${voice.walker ? 'your' : 'the'} trip${more > 0 ? `, and ${more} more` : ''}.${voice.advice(worst === 'severe' ? 'Change your dates or your plans.' : 'Read the warnings and be ready to turn back.')}`,
    action: 'alerts',
  };
}

function avalancheReason(facts: TripCheckFacts, voice: Voice): TripCheckReason | null {
  if (!facts.dates) return null;
  if (facts.advisories === null) {
    // Below the alpine zone there is no avalanche terrain to ask about.
    return facts.alpine
      ? {
          topic: 'avalanche',
          level: 'unknown',
          title: 'Avalanche danger',
          detail: "We could not get the NZ Avalanche Advisory's advisories: check them before going into avalanche terrain.",
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
  if (worst.rating >= 4) return { topic: 'avalanche', level: 'danger', title: 'Avalanche danger', detail: `${text}.${voice.advice('Stay out of avalanche terrain.')}`, action: 'alerts' };
  if (worst.rating === 3) {
    return { topic: 'avalanche', level: 'caution', title: 'Avalanche danger', detail: `${text}.${voice.advice('Only go into avalanche terrain with the skills and gear for it.')}`, action: 'alerts' };
  }
  return { topic: 'avalanche', level: 'ok', title: 'Avalanche danger', detail: `${text}.`, action: 'alerts' };
}

function forecastReasons(facts: TripCheckFacts, voice: Voice): TripCheckReason[] {
  const { dates } = facts;
  if (!dates) return [];
  const days = facts.forecastDays ?? [];
  if (days.length === 0) {
    return [{ topic: 'forecast', level: 'unknown', title: 'Forecast', detail: `No forecast covers ${voice.dates} yet: check it again before going.`, action: 'weather' }];
  }
  const reasons: TripCheckReason[] = [];
  const hazards = [...new Set(days.flatMap((day) => day.hazards.map((h) => h.displayName)))];
  const covered = days.length < tripDays(dates) ? ` (the forecast covers ${days.length} of ${voice.walker ? 'your' : 'the'} ${tripDays(dates)} days)` : '';
  reasons.push(
    hazards.length > 0
      ? { topic: 'forecast', level: 'caution', title: 'Forecast', detail: `The forecast has hazards: ${hazards.join(', ')}${covered}.${voice.advice('Pack for them, or change your dates.')}`, action: 'weather' }
      : { topic: 'forecast', level: 'ok', title: 'Forecast', detail: `No forecast hazards for ${voice.dates}${covered}.`, action: 'weather' },
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
            detail: `The freezing level drops to ${lowest.toLocaleString('en-NZ')} m, below the track's highest point (${high.toLocaleString('en-NZ')} m): expect snow and ice.${voice.advice('Take warm layers and traction for your boots.')}`,
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

export function tripCheck(facts: TripCheckFacts, reader: TripCheckReader = { kind: 'walker' }): TripCheck {
  const voice = voiceOf(reader);
  const reasons = [
    experienceReason(facts, voice),
    ...docReasons(facts, voice),
    ...daylightReasons(facts, voice),
    durationReason(facts, voice),
    warningReason(facts, voice),
    avalancheReason(facts, voice),
    ...forecastReasons(facts, voice),
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
  return { verdict, headline: voice.walker || verdict !== 'incomplete' ? HEADLINES[verdict] : 'No trip dates yet', reasons };
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
  location: Pick<PlanLocation, 'type' | 'lat' | 'lng' | 'difficulty' | 'walking_duration' | 'distance' | 'is_closed'>;
  dates: TripDates | null;
  party: PartyExperience;
  alerts: Pick<AlertsResponse, 'metservice' | 'nzaa' | 'doc' | 'huts' | 'campsites' | 'closedAlerts' | 'feeds'> | null;
  forecasts: readonly ForecastGroup[];
  /** A custom track's climb, metres, where known (it lengthens the estimated walking time). */
  ascentM?: number | null;
  now: Date;
}): TripCheckFacts {
  const window = tripWindow(input.dates);
  const docFeed: Pick<FeedStatus, 'enabled'> | undefined = input.alerts?.feeds.find((feed) => feed.feed === 'doc');
  const docEnabled = input.alerts === null || docFeed?.enabled !== false;
  const docAnswered = input.alerts !== null && feedHasAnswered(input.alerts.feeds, 'doc');
  const estimated = input.location.type === 'Custom Track' && input.location.distance ? estimatedWalkDuration(input.location.distance, input.ascentM ?? null) : null;
  const chosen = chooseForecastGroup(input.forecasts);
  const days = input.dates ? new Set(tripDates(input.dates)) : null;
  const forecastDays = chosen && days ? chosen.forecasts.filter((day) => days.has(day.date)) : [];
  const heights = input.forecasts.map((group) => group.elevation).filter((height): height is number => height !== null);
  return {
    party: input.party,
    difficulty: input.location.difficulty.map((d) => d.title),
    walkingDuration: input.location.walking_duration,
    estimatedDuration: estimated,
    closed: input.location.is_closed || (input.alerts?.closedAlerts.length ?? 0) > 0,
    docAlerts: docAnswered && input.alerts ? [...input.alerts.doc, ...input.alerts.huts, ...input.alerts.campsites].map((alert) => ({ heading: alert.heading, place: alert.place })) : null,
    docEnabled,
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
