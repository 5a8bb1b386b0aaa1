/**
 * A plan as the walker sent it, checked past what the contract's schema says and
 * tidied (names trimmed, emails lower-cased, blanks as null), with the spec's texts
 * (contracts' plans.constants). The commands call it, so a command refuses bad input
 * with or without HTTP; nothing is written before it passes.
 */
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
  blankToNull,
  isIsoDate,
  isValidEmail,
  optionalEmail,
  timeProblems,
  tripDays,
  tripEnd,
  tripStart,
  type DailyPlan,
  type PlanContactInput,
  type PlanGearList,
  type PlanInput,
  type PlanLocationRef,
  type TripDates,
} from '@planmywalk/contracts';
import { isFileId } from '../../files/storage.ts';
import { unprocessable } from '../../http/http-error.ts';

/** A person on the plan, tidied. */
export interface PlanPerson {
  contactId: number | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
}

export interface ParsedPlan {
  location: PlanLocationRef;
  /** The revision the edit started from (required to save over a plan). */
  revision: number | undefined;
  isPublished: boolean;
  date: TripDates | null;
  /** contracts' tripStart/tripEnd of `date`. */
  startsAt: Date | null;
  endsAt: Date | null;
  customTripName: string | null;
  members: PlanPerson[];
  emergency: PlanPerson | null;
  dailyPlans: DailyPlan[];
  note: string;
  attachmentIds: string[];
  /** undefined: leave the plan's gear list as it is; null: remove it. */
  gearList: PlanGearList | null | undefined;
}

export const INVALID_DATES = 'Please choose real trip dates.';
export const DAILY_PLAN_OUTSIDE_TRIP = 'A daily plan can only be for a day of the trip.';
export const DAILY_PLAN_TWICE = 'Each day of the trip has one daily plan.';
export const GROUP_TOO_LARGE = `A plan can have at most ${PLAN_GROUP_MAX} group members.`;
export const PERSON_TWICE = 'Each person can be on the plan once.';
export const EMERGENCY_IN_GROUP = 'Your emergency contact cannot also be a group member.';
export const UNKNOWN_DOCUMENT = 'One of the documents was not found. Please attach it again.';
export const DOCUMENT_TWICE = 'The same document is attached twice.';
export const invalidPersonEmail = (name: string) => `Please enter a valid email address for ${name}.`;

function parsePerson(input: PlanContactInput): PlanPerson {
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  if (firstName === '') throw unprocessable('First name is required.');
  if (lastName === '') throw unprocessable('Last name is required.');
  const email = optionalEmail(input.email);
  if (email !== null && !isValidEmail(email)) throw unprocessable(invalidPersonEmail(`${firstName} ${lastName}`));
  return {
    contactId: input.contact_id ?? null,
    firstName,
    lastName,
    email,
    phone: blankToNull(input.phone),
    relationship: blankToNull(input.relationship),
  };
}

/** The same person twice: the same contact book entry, or the same email address. */
const samePerson = (a: PlanPerson, b: PlanPerson) =>
  (a.contactId !== null && a.contactId === b.contactId) || (a.email !== null && a.email === b.email);

/** A date whose year a trip may fall in (TRIP_FIRST_YEAR to TRIP_LAST_YEAR): outside them the trip's times cannot be worked out. */
const inTripYears = (date: string) => {
  const year = Number(date.slice(0, 4));
  return year >= TRIP_FIRST_YEAR && year <= TRIP_LAST_YEAR;
};

function parseDates(date: TripDates | null): TripDates | null {
  if (!date) return null;
  if (!isIsoDate(date.start) || !isIsoDate(date.end)) throw unprocessable(INVALID_DATES);
  if (!inTripYears(date.start) || !inTripYears(date.end)) throw unprocessable(TRIP_DATES_OUT_OF_RANGE);
  const problems = timeProblems(date);
  // Both are set when the trip ends before it starts: the end is the one to move.
  if (problems.end ?? problems.start) throw unprocessable(problems.end ?? problems.start ?? '');
  if (tripDays(date) > PLAN_MAX_DAYS) throw unprocessable(TRIP_TOO_LONG);
  return { start: date.start, end: date.end, start_time: date.start_time, end_time: date.end_time };
}

function parseDailyPlans(days: DailyPlan[], date: TripDates | null): DailyPlan[] {
  const length = date ? tripDays(date) : 0;
  const seen = new Set<number>();
  const parsed = days.map((day) => {
    if (day.day_index >= length) throw unprocessable(DAILY_PLAN_OUTSIDE_TRIP);
    if (seen.has(day.day_index)) throw unprocessable(DAILY_PLAN_TWICE);
    seen.add(day.day_index);
    const start = day.start_location.trim();
    const end = day.end_location.trim();
    if (start.length > DAILY_LOCATION_MAX_LENGTH || end.length > DAILY_LOCATION_MAX_LENGTH) throw unprocessable(DAILY_LOCATION_TOO_LONG);
    if (day.notes.length > DAILY_NOTES_MAX_LENGTH) throw unprocessable(DAILY_NOTES_TOO_LONG);
    return { day_index: day.day_index, start_location: start, end_location: end, notes: day.notes };
  });
  return parsed.sort((a, b) => a.day_index - b.day_index);
}

export function parsePlanInput(input: PlanInput): ParsedPlan {
  const customTripName = blankToNull(input.custom_trip_name);
  if (customTripName !== null && [...customTripName].length > TRIP_NAME_MAX_LENGTH) throw unprocessable(TRIP_NAME_TOO_LONG);
  if ([...input.note].length > TRIP_NOTE_MAX_LENGTH) throw unprocessable(TRIP_NOTE_TOO_LONG);

  const date = parseDates(input.date);
  if (input.is_published) {
    if (!date) throw unprocessable(DATES_REQUIRED);
    if (!date.start_time || !date.end_time) throw unprocessable(TIMES_REQUIRED);
  }

  if (input.contacts.length > PLAN_GROUP_MAX) throw unprocessable(GROUP_TOO_LARGE);
  const members = input.contacts.map(parsePerson);
  members.forEach((member, index) => {
    if (members.slice(0, index).some((earlier) => samePerson(earlier, member))) throw unprocessable(PERSON_TWICE);
  });
  const emergency = input.emergency_contact ? parsePerson(input.emergency_contact) : null;
  if (emergency && members.some((member) => samePerson(member, emergency))) throw unprocessable(EMERGENCY_IN_GROUP);

  if (input.attachments.length > PLAN_ATTACHMENTS_MAX) throw unprocessable(TOO_MANY_ATTACHMENTS);
  const attachmentIds = input.attachments.map(({ id }) => id.toLowerCase());
  if (attachmentIds.some((id) => !isFileId(id))) throw unprocessable(UNKNOWN_DOCUMENT);
  if (new Set(attachmentIds).size !== attachmentIds.length) throw unprocessable(DOCUMENT_TWICE);

  return {
    location: { id: input.location.id, type: input.location.type },
    revision: input.revision,
    isPublished: input.is_published,
    date,
    startsAt: date ? tripStart(date) : null,
    endsAt: date ? tripEnd(date) : null,
    customTripName,
    members,
    emergency,
    dailyPlans: parseDailyPlans(input.daily_plans, date),
    note: input.note,
    attachmentIds,
    gearList: input.gearList,
  };
}
