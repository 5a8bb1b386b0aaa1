/**
 * The plan's input rules (spec part 2 §5, ADR 018), in one home: what a walker can get
 * wrong by what they type or choose (text over its limit, dates, publishing without
 * dates and times, too many people or documents, a person without a name or with an
 * address that is not one). The plan screen (the domain's planValidation, the day form,
 * the counters through the web app) and the server (parsePlanInput, and its schema's
 * limit failures) both ask these functions, so the screen refuses exactly what the
 * server refuses, in the same words.
 *
 * A character is a Unicode code point (textLength), as the server's JSON Schema counts
 * it: '🏔' is one, '🏔️' two (with its variation selector), a family '👩‍👩‍👧' five.
 *
 * What only the server can know (that a day is one of the trip's, a person or document
 * twice, a document that exists, the safety chain of ADR 057) stays with the server.
 */
import { INVALID_EMAIL, isValidEmail } from './email.ts';
import { isIsoDate } from './nzTime.ts';
import { timeProblems, tripDays, type TripDates } from './planTiming.ts';
import {
  DAILY_LOCATION_MAX_LENGTH,
  DAILY_LOCATION_TOO_LONG,
  DAILY_NOTES_MAX_LENGTH,
  DAILY_NOTES_TOO_LONG,
  DATES_REQUIRED,
  PLAN_ATTACHMENTS_MAX,
  PLAN_GROUP_MAX,
  PLAN_MAX_DAYS,
  TIMES_REQUIRED,
  TOO_MANY_ATTACHMENTS,
  TRIP_DATES_OUT_OF_RANGE,
  TRIP_FIRST_YEAR,
  TRIP_LAST_YEAR,
  TRIP_NAME_MAX_LENGTH,
  TRIP_NAME_TOO_LONG,
  TRIP_NOTE_MAX_LENGTH,
  TRIP_NOTE_TOO_LONG,
  TRIP_TOO_LONG,
} from './plans.constants.ts';
import type { DailyPlan } from './plans.schema.ts';
import { textLength } from './text.ts';

export const INVALID_DATES = 'Please choose real trip dates.';
export const GROUP_TOO_LARGE = `A plan can have at most ${PLAN_GROUP_MAX} group members.`;
export const FIRST_NAME_REQUIRED = 'First name is required.';
export const LAST_NAME_REQUIRED = 'Last name is required.';
/** INVALID_EMAIL, naming whose address it is. */
export const invalidPersonEmail = (name: string) => `${INVALID_EMAIL} for ${name}.`;

/** Characters a text field has left as every limit counts them (negative when over); the counter writes 'N characters remaining.' */
export const charactersRemaining = (text: string, max: number): number => max - textLength(text);

const over = (text: string, max: number) => textLength(text) > max;

/** The trip's own name, trimmed as it is kept (blank is none). */
export const tripNameProblem = (name: string | null | undefined): string | null =>
  over(name?.trim() ?? '', TRIP_NAME_MAX_LENGTH) ? TRIP_NAME_TOO_LONG : null;

/** The trip's note, kept as typed. */
export const tripNoteProblem = (note: string): string | null => (over(note, TRIP_NOTE_MAX_LENGTH) ? TRIP_NOTE_TOO_LONG : null);

/** A day's start or end location, trimmed as it is kept. */
export const dailyLocationProblem = (location: string): string | null =>
  over(location.trim(), DAILY_LOCATION_MAX_LENGTH) ? DAILY_LOCATION_TOO_LONG : null;

/** A day's notes, kept as typed. */
export const dailyNotesProblem = (notes: string): string | null => (over(notes, DAILY_NOTES_MAX_LENGTH) ? DAILY_NOTES_TOO_LONG : null);

/** What the walker writes for one day. */
export type DailyPlanFields = Pick<DailyPlan, 'start_location' | 'end_location' | 'notes'>;
export type DailyPlanProblems = Partial<Record<keyof DailyPlanFields, string>>;

/** One day's problems by field (the day form's `validate`); empty when the day may be kept. */
export function dailyPlanProblems(day: DailyPlanFields): DailyPlanProblems {
  const problems: DailyPlanProblems = {};
  const start = dailyLocationProblem(day.start_location);
  const end = dailyLocationProblem(day.end_location);
  const notes = dailyNotesProblem(day.notes);
  if (start) problems.start_location = start;
  if (end) problems.end_location = end;
  if (notes) problems.notes = notes;
  return problems;
}

/** A date whose year a trip may fall in: outside them the trip's times cannot be worked out. */
const inTripYears = (date: string) => {
  const year = Number(date.slice(0, 4));
  return year >= TRIP_FIRST_YEAR && year <= TRIP_LAST_YEAR;
};

/**
 * The problem with a trip's dates and times, if any: not real dates, outside the years a
 * trip may fall in, times that end before they start (both times are wrong then; the end
 * is the one to move, so its message is the one given), or longer than the server keeps.
 */
export function tripDatesProblem(dates: TripDates): string | null {
  if (!isIsoDate(dates.start) || !isIsoDate(dates.end)) return INVALID_DATES;
  if (!inTripYears(dates.start) || !inTripYears(dates.end)) return TRIP_DATES_OUT_OF_RANGE;
  const times = timeProblems(dates);
  if (times.end ?? times.start) return times.end ?? times.start;
  return tripDays(dates) > PLAN_MAX_DAYS ? TRIP_TOO_LONG : null;
}

/** What publishing needs past a draft: trip dates, and their start and end times (ADR 018: the emergency contact is told when to expect the party out). */
export function publishProblem(dates: TripDates | null): string | null {
  if (!dates) return DATES_REQUIRED;
  return dates.start_time && dates.end_time ? null : TIMES_REQUIRED;
}

export interface PlanPersonFields {
  first_name: string;
  last_name: string;
  email?: string | null;
}

/** A person on the plan: both names, and an address that is one when given. */
export function planPersonProblem(person: PlanPersonFields): string | null {
  const first = person.first_name.trim();
  const last = person.last_name.trim();
  if (first === '') return FIRST_NAME_REQUIRED;
  if (last === '') return LAST_NAME_REQUIRED;
  const email = person.email?.trim() ?? '';
  return email !== '' && !isValidEmail(email) ? invalidPersonEmail(`${first} ${last}`) : null;
}

/** The plan's fields the rules read: a PlanInput as sent, or the plan screen's plan (documents counted as attachments). */
export interface PlanFields {
  custom_trip_name: string | null;
  note: string;
  date: TripDates | null;
  daily_plans: ReadonlyArray<DailyPlanFields & { day_index: number }>;
  contacts: readonly PlanPersonFields[];
  emergency_contact: PlanPersonFields | null;
  attachments: readonly unknown[];
}

export interface PlanFieldProblems {
  custom_trip_name?: string;
  note?: string;
  date?: string;
  /** By day_index. */
  daily_plans?: Record<number, DailyPlanProblems>;
  /** The group's size, else the first person's problem (members, then the emergency contact). */
  people?: string;
  attachments?: string;
}

/** Every field's problem, for a draft as much as a plan to publish; an empty object when the fields may be saved. */
export function planFieldProblems(plan: PlanFields): PlanFieldProblems {
  const problems: PlanFieldProblems = {};
  const name = tripNameProblem(plan.custom_trip_name);
  if (name) problems.custom_trip_name = name;
  const note = tripNoteProblem(plan.note);
  if (note) problems.note = note;
  const date = plan.date ? tripDatesProblem(plan.date) : null;
  if (date) problems.date = date;
  const days: Record<number, DailyPlanProblems> = {};
  for (const day of plan.daily_plans) {
    const dayProblems = dailyPlanProblems(day);
    if (Object.keys(dayProblems).length) days[day.day_index] = dayProblems;
  }
  if (Object.keys(days).length) problems.daily_plans = days;
  const people =
    plan.contacts.length > PLAN_GROUP_MAX
      ? GROUP_TOO_LARGE
      : [...plan.contacts, ...(plan.emergency_contact ? [plan.emergency_contact] : [])].map(planPersonProblem).find((problem) => problem !== null);
  if (people) problems.people = people;
  if (plan.attachments.length > PLAN_ATTACHMENTS_MAX) problems.attachments = TOO_MANY_ATTACHMENTS;
  return problems;
}

/** The field problems as a list of messages, each once, in the order of the plan screen's fields. */
export function planProblemMessages(problems: PlanFieldProblems): string[] {
  const messages = [
    problems.date,
    problems.custom_trip_name,
    ...Object.values(problems.daily_plans ?? {}).flatMap((day) => [day.start_location, day.end_location, day.notes]),
    problems.note,
    problems.people,
    problems.attachments,
  ].filter((message): message is string => typeof message === 'string');
  return [...new Set(messages)];
}

/**
 * Why a plan cannot be saved as it was sent (a draft), or published: publishing's needs
 * first, then the fields' problems. Empty when the rules pass; the server refuses with the
 * first.
 */
export function planInputProblems(plan: PlanFields & { is_published: boolean }): string[] {
  const publish = plan.is_published ? publishProblem(plan.date) : null;
  return [...new Set([...(publish ? [publish] : []), ...planProblemMessages(planFieldProblems(plan))])];
}

/** The limits PlanInput's schema holds (plans.schema.ts), by where they stand in the body. */
const PLAN_INPUT_LIMITS: ReadonlyArray<{ path: RegExp; keyword: 'maxLength' | 'maxItems'; message: string }> = [
  { path: /^\/custom_trip_name$/, keyword: 'maxLength', message: TRIP_NAME_TOO_LONG },
  { path: /^\/note$/, keyword: 'maxLength', message: TRIP_NOTE_TOO_LONG },
  { path: /^\/attachments$/, keyword: 'maxItems', message: TOO_MANY_ATTACHMENTS },
  { path: /^\/contacts$/, keyword: 'maxItems', message: GROUP_TOO_LARGE },
  { path: /^\/daily_plans$/, keyword: 'maxItems', message: TRIP_TOO_LONG },
  { path: /^\/daily_plans\/\d+\/(start|end)_location$/, keyword: 'maxLength', message: DAILY_LOCATION_TOO_LONG },
  { path: /^\/daily_plans\/\d+\/notes$/, keyword: 'maxLength', message: DAILY_NOTES_TOO_LONG },
];

/**
 * The message for a schema failure at a limit of PlanInput (its JSON pointer and the
 * keyword that failed), in the same words as the rules above; null for any other
 * failure. The schema counts characters as textLength does.
 */
export function planInputLimitMessage(instancePath: string, keyword: string): string | null {
  const limit = PLAN_INPUT_LIMITS.find((l) => l.keyword === keyword && l.path.test(instancePath));
  return limit ? limit.message : null;
}
