/**
 * What the plan screen refuses (spec part 2 §5): the contract's plan input rules
 * (planFieldProblems, publishProblem: the server refuses the same, in the same words),
 * with what only the screen holds: the place the plan is for, and documents still on the
 * device. Each problem has its message; a plan with any of them is not saved, so nothing
 * changes on the server.
 */
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_TYPES_ALLOWED,
  DOCUMENT_UPLOAD_MAX_BYTES,
  PLAN_ATTACHMENTS_MAX,
  TOO_MANY_ATTACHMENTS,
  planFieldProblems,
  planProblemMessages,
  publishProblem,
  type PlanFieldProblems,
} from '@planmywalk/contracts';
import { dailyPlansFor } from './dailyPlans.ts';
import { DOCUMENT_TOO_LARGE, LOCATION_REQUIRED } from './planTexts.ts';
import type { WorkingPlan } from './workingPlan.ts';

export type PlanFieldErrors = PlanFieldProblems;

/** Every field's problem, for the days the trip shows and every document (uploaded or not); an empty object when the plan may be saved as it is. */
export function planFieldErrors(plan: WorkingPlan): PlanFieldErrors {
  return planFieldProblems({
    custom_trip_name: plan.custom_trip_name,
    note: plan.note,
    date: plan.date,
    daily_plans: dailyPlansFor(plan.date, plan.daily_plans),
    contacts: plan.contacts,
    emergency_contact: plan.emergency_contact,
    attachments: plan.documents,
  });
}

/** Why the plan cannot be saved as a draft: it needs a place, and no field over its limit. */
export function draftProblems(plan: WorkingPlan): string[] {
  return [...(plan.location ? [] : [LOCATION_REQUIRED]), ...planProblemMessages(planFieldErrors(plan))];
}

/** Why the plan cannot be published: what publishing needs (dates and times, publishProblem), then what stops a draft. */
export function publishProblems(plan: WorkingPlan): string[] {
  const publish = publishProblem(plan.date);
  return [...(publish ? [publish] : []), ...draftProblems(plan)];
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
