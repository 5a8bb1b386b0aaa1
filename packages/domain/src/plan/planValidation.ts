/**
 * What the plan screen refuses (spec part 2 §5): text over its limit, a fourth document
 * or one of another type, and publishing without dates (or, ADR 018, without times).
 * Each problem has its message; a plan with any of them is not saved, so nothing
 * changes on the server.
 */
import {
  DAILY_LOCATION_MAX_LENGTH,
  DAILY_NOTES_MAX_LENGTH,
  DATES_REQUIRED,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_TYPES_ALLOWED,
  DOCUMENT_UPLOAD_MAX_BYTES,
  PLAN_ATTACHMENTS_MAX,
  PLAN_MAX_DAYS,
  TIMES_REQUIRED,
  TOO_MANY_ATTACHMENTS,
  TRIP_NAME_MAX_LENGTH,
  TRIP_NAME_TOO_LONG,
  TRIP_NOTE_MAX_LENGTH,
  TRIP_NOTE_TOO_LONG,
  timeProblems,
  tripDays,
  type DailyPlan,
  type TripDates,
} from '@planmywalk/contracts';
import { dailyPlansFor } from './dailyPlans.ts';
import { DAILY_LOCATION_TOO_LONG, DAILY_NOTES_TOO_LONG, DOCUMENT_TOO_LARGE, LOCATION_REQUIRED, TRIP_TOO_LONG } from './planTexts.ts';
import type { WorkingPlan } from './workingPlan.ts';

/** Characters a text field has left (negative when over); the ui's counter writes 'N characters remaining.' */
export const charactersRemaining = (text: string, max: number): number => max - text.length;

export const tripNameError = (name: string): string | null => (name.trim().length > TRIP_NAME_MAX_LENGTH ? TRIP_NAME_TOO_LONG : null);
export const noteError = (note: string): string | null => (note.length > TRIP_NOTE_MAX_LENGTH ? TRIP_NOTE_TOO_LONG : null);

export interface DailyPlanErrors {
  start_location?: string;
  end_location?: string;
  notes?: string;
}

export function dailyPlanErrors(day: Pick<DailyPlan, 'start_location' | 'end_location' | 'notes'>): DailyPlanErrors {
  const errors: DailyPlanErrors = {};
  if (day.start_location.trim().length > DAILY_LOCATION_MAX_LENGTH) errors.start_location = DAILY_LOCATION_TOO_LONG;
  if (day.end_location.trim().length > DAILY_LOCATION_MAX_LENGTH) errors.end_location = DAILY_LOCATION_TOO_LONG;
  if (day.notes.length > DAILY_NOTES_MAX_LENGTH) errors.notes = DAILY_NOTES_TOO_LONG;
  return errors;
}

/** The problem with a set of dates the pickers produced, if any (bad times, or longer than the server keeps). */
export function datesProblem(dates: TripDates): string | null {
  const times = timeProblems(dates);
  if (times.start ?? times.end) return times.start ?? times.end;
  return tripDays(dates) > PLAN_MAX_DAYS ? TRIP_TOO_LONG : null;
}

export interface PlanFieldErrors {
  custom_trip_name?: string;
  note?: string;
  /** By day_index, for the days the trip shows. */
  daily_plans?: Record<number, DailyPlanErrors>;
  documents?: string;
  date?: string;
}

/** Every field's problem; an empty object when the plan may be saved as it is. */
export function planFieldErrors(plan: WorkingPlan): PlanFieldErrors {
  const errors: PlanFieldErrors = {};
  const name = tripNameError(plan.custom_trip_name);
  if (name) errors.custom_trip_name = name;
  const note = noteError(plan.note);
  if (note) errors.note = note;
  const days: Record<number, DailyPlanErrors> = {};
  for (const day of dailyPlansFor(plan.date, plan.daily_plans)) {
    const dayErrors = dailyPlanErrors(day);
    if (Object.keys(dayErrors).length) days[day.day_index] = dayErrors;
  }
  if (Object.keys(days).length) errors.daily_plans = days;
  if (plan.documents.length > PLAN_ATTACHMENTS_MAX) errors.documents = TOO_MANY_ATTACHMENTS;
  const dates = plan.date ? datesProblem(plan.date) : null;
  if (dates) errors.date = dates;
  return errors;
}

/** The field errors as a list of messages, each once, in the order the screen shows the fields. */
function messagesOf(errors: PlanFieldErrors): string[] {
  const messages = [
    errors.date,
    errors.custom_trip_name,
    ...Object.values(errors.daily_plans ?? {}).flatMap((day) => [day.start_location, day.end_location, day.notes]),
    errors.note,
    errors.documents,
  ].filter((message): message is string => typeof message === 'string');
  return [...new Set(messages)];
}

/** Why the plan cannot be saved as a draft: it needs a place, and no field over its limit. */
export function draftProblems(plan: WorkingPlan): string[] {
  return [...(plan.location ? [] : [LOCATION_REQUIRED]), ...messagesOf(planFieldErrors(plan))];
}

/**
 * Why the plan cannot be published: what stops a draft, plus trip dates ('Please select
 * your trip dates') and their start and end times (ADR 018: the emergency contact is told
 * when to expect the party out).
 */
export function publishProblems(plan: WorkingPlan): string[] {
  const problems = draftProblems(plan);
  if (!plan.date) problems.unshift(DATES_REQUIRED);
  else if (!plan.date.start_time || !plan.date.end_time) problems.unshift(TIMES_REQUIRED);
  return problems;
}

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Why a chosen file cannot be attached: the plan has its 3 documents ('3 files max'), it
 * is not one of the document types ('Allowed file type are: …'), or it is larger than the
 * server takes. The server checks the content again on upload.
 */
export function documentProblem(file: { name: string; size: number }, documentsAttached: number): string | null {
  if (documentsAttached >= PLAN_ATTACHMENTS_MAX) return TOO_MANY_ATTACHMENTS;
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return DOCUMENT_TYPES_ALLOWED;
  if (file.size > DOCUMENT_UPLOAD_MAX_BYTES) return DOCUMENT_TOO_LARGE;
  return null;
}
