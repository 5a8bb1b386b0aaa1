/**
 * A plan as the walker sent it, checked past what the contract's schema says and
 * tidied (names trimmed, emails lower-cased, blanks as null). The input rules and their
 * texts are the contract's (planInputProblems: the plan screen asks the same); what only
 * the server can tell (a day of the trip, a person or document twice, a file id) is
 * checked here. The commands call it, so a command refuses bad input with or without
 * HTTP; nothing is written before it passes.
 */
import {
  blankToNull,
  optionalEmail,
  planInputProblems,
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
import type { PlanPerson } from '../../plans/plan-person.ts';

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

export const DAILY_PLAN_OUTSIDE_TRIP = 'A daily plan can only be for a day of the trip.';
export const DAILY_PLAN_TWICE = 'Each day of the trip has one daily plan.';
export const PERSON_TWICE = 'Each person can be on the plan once.';
export const EMERGENCY_IN_GROUP = 'Your emergency contact cannot also be a group member.';
export const UNKNOWN_DOCUMENT = 'One of the documents was not found. Please attach it again.';
export const DOCUMENT_TWICE = 'The same document is attached twice.';

/** A person the rules have passed (planPersonProblem), tidied. */
function parsePerson(input: PlanContactInput): PlanPerson {
  return {
    contactId: input.contact_id ?? null,
    firstName: input.first_name.trim(),
    lastName: input.last_name.trim(),
    email: optionalEmail(input.email),
    phone: blankToNull(input.phone),
    relationship: blankToNull(input.relationship),
  };
}

/** The same person twice: the same contact book entry, or the same email address. */
const samePerson = (a: PlanPerson, b: PlanPerson) =>
  (a.contactId !== null && a.contactId === b.contactId) || (a.email !== null && a.email === b.email);

/** The dates the rules have passed (tripDatesProblem), as kept. */
const parseDates = (date: TripDates | null): TripDates | null =>
  date && { start: date.start, end: date.end, start_time: date.start_time, end_time: date.end_time };

function parseDailyPlans(days: DailyPlan[], date: TripDates | null): DailyPlan[] {
  const length = date ? tripDays(date) : 0;
  const seen = new Set<number>();
  const parsed = days.map((day) => {
    if (day.day_index >= length) throw unprocessable(DAILY_PLAN_OUTSIDE_TRIP);
    if (seen.has(day.day_index)) throw unprocessable(DAILY_PLAN_TWICE);
    seen.add(day.day_index);
    return { day_index: day.day_index, start_location: day.start_location.trim(), end_location: day.end_location.trim(), notes: day.notes };
  });
  return parsed.sort((a, b) => a.day_index - b.day_index);
}

export function parsePlanInput(input: PlanInput): ParsedPlan {
  const [problem] = planInputProblems(input);
  if (problem) throw unprocessable(problem);

  const date = parseDates(input.date);
  const members = input.contacts.map(parsePerson);
  members.forEach((member, index) => {
    if (members.slice(0, index).some((earlier) => samePerson(earlier, member))) throw unprocessable(PERSON_TWICE);
  });
  const emergency = input.emergency_contact ? parsePerson(input.emergency_contact) : null;
  if (emergency && members.some((member) => samePerson(member, emergency))) throw unprocessable(EMERGENCY_IN_GROUP);

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
    customTripName: blankToNull(input.custom_trip_name),
    members,
    emergency,
    dailyPlans: parseDailyPlans(input.daily_plans, date),
    note: input.note,
    attachmentIds,
    gearList: input.gearList,
  };
}
