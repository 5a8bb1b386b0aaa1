/**
 * A plan as the API answers it, shaped for the viewer (ADR 018): who they are to it
 * (acceptanceState, isPendingInvitation, canEdit), contact emails for the owner only,
 * documents at the plan's own file route (which checks the same rule as the plan).
 */
import { apiPaths, type Attachment, type Plan, type PlanContact, type PlanSummary, type TripDates, type UndeliverableRecipient } from '@planmywalk/contracts';
import { acceptanceStateOf, mayEdit, seesEmails, type PlanRelation } from './plan-access.ts';
import type { PlanLocationDetails } from './plan-location-source.ts';
import { planPartyExperience, planStatus, walkerOf, type StatusTime } from './plan-safety.ts';
import { timeOfText } from './plan-times.ts';
import type { FileRow } from '../files/files.presenter.ts';
import type { PlanPersonRow, PlanRow, PlanSummaryRow } from './plans.queries.ts';

export const planFileUrl = (publicUrl: string, planId: string, fileId: string) => `${publicUrl}${apiPaths.planFile(planId, fileId)}`;

export function tripDatesOf(row: Pick<PlanSummaryRow, 'start_date' | 'end_date' | 'start_time' | 'end_time'>): TripDates | null {
  if (!row.start_date || !row.end_date) return null;
  return { start: row.start_date, end: row.end_date, start_time: timeOfText(row.start_time), end_time: timeOfText(row.end_time) };
}

function presentPerson(row: PlanPersonRow, withEmail: boolean, linkHolder: boolean): PlanContact {
  return {
    // The owner's contact book entry is the owner's business, not a link holder's.
    contact_id: linkHolder ? null : row.contact_id,
    first_name: row.first_name,
    last_name: row.last_name,
    fullname: `${row.first_name} ${row.last_name}`,
    email: withEmail ? row.email : null,
    phone: row.phone,
    relationship: row.relationship,
  };
}

function presentAttachment(file: FileRow, planId: string, publicUrl: string): Attachment {
  return { id: file.id, title: file.title, size: file.size, type: file.kind, ext: file.ext, url: planFileUrl(publicUrl, planId, file.id) };
}

/** isShared: the plan has group members with an account (the viewer, when they are one). */
function viewerFacts(row: PlanSummaryRow, relation: PlanRelation) {
  return {
    acceptanceState: acceptanceStateOf(relation),
    isShared: row.editor_ids.length > 0,
    isPendingInvitation: relation === 'invited',
    canEdit: mayEdit(relation),
  };
}

/** The owner's only: they entered the addresses, and they are the one to fix them (ADR 064). */
function presentUndeliverable(row: Pick<PlanSummaryRow, 'undeliverable'>, relation: PlanRelation): UndeliverableRecipient[] {
  if (relation !== 'owner') return [];
  return row.undeliverable.map((person) => ({
    role: person.role,
    name: `${person.first_name} ${person.last_name}`.trim(),
    email: person.email,
    reason: person.reason,
    overdue_alert_failed: person.overdue_alert_failed,
  }));
}

export function presentPlanSummary(row: PlanSummaryRow, place: PlanLocationDetails, relation: PlanRelation, time: StatusTime): PlanSummary {
  const date = tripDatesOf(row);
  return {
    id: row.id,
    title: row.custom_trip_name ?? place.location.title,
    location: place.location,
    date,
    is_published: row.is_published,
    is_complete: row.is_complete,
    completed: row.completed,
    status: planStatus(row, date, time),
    undeliverable: presentUndeliverable(row, relation),
    ...viewerFacts(row, relation),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface PlanParts {
  row: PlanRow;
  people: PlanPersonRow[];
  attachments: FileRow[];
  place: PlanLocationDetails;
}

/**
 * The whole plan for its viewer. A link holder (ADR 059) sees what the emergency contact
 * needs and nothing internal: the plan by the link they hold (its id is the link's key,
 * so its documents, PDF and feeds are asked by the same link), no user ids, no contact
 * book ids. Only the owner is told the current link's key, to share it.
 */
export function presentPlan(parts: PlanParts, relation: PlanRelation, publicUrl: string, time: StatusTime): Plan {
  const { row, people, attachments, place } = parts;
  const withEmails = seesEmails(relation);
  const linkHolder = relation === 'none';
  const id = linkHolder ? row.link_key : row.id;
  const emergency = people.find((person) => person.role === 'emergency');
  const date = tripDatesOf(row);
  return {
    id,
    guid: id,
    share_key: relation === 'owner' ? row.link_key : null,
    revision: row.revision,
    user: { id: linkHolder ? null : row.owner_id, first_name: row.owner_first_name },
    walker: walkerOf(row, relation === 'owner'),
    party_experience: planPartyExperience(row, row.party_members),
    status: planStatus(row, date, time),
    undeliverable: presentUndeliverable(row, relation),
    editors: linkHolder ? [] : row.editor_ids,
    is_published: row.is_published,
    is_complete: row.is_complete,
    completed: row.completed,
    date,
    custom_trip_name: row.custom_trip_name,
    title: row.custom_trip_name ?? place.location.title,
    location: place.location,
    contacts: people.filter((person) => person.role === 'member').map((person) => presentPerson(person, withEmails, linkHolder)),
    emergency_contact: emergency ? presentPerson(emergency, withEmails, linkHolder) : null,
    daily_plans: row.daily_plans,
    note: row.note,
    attachments: attachments.map((file) => presentAttachment(file, id, publicUrl)),
    gearList: row.gear_list,
    ...viewerFacts(row, relation),
    published_at: row.published_at?.toISOString() ?? null,
    checked_in_at: row.checked_in_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
