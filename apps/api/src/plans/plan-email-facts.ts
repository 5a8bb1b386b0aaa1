/**
 * What a saved plan's emails say, from the plan as it is in the database: the overdue
 * email (the trip watch) and the emails of a new link (makeNewPlanLink) read the same
 * facts the publish composed from the walker's input.
 */
import { tripDatesOf, type PlanParts } from './plans.presenter.ts';
import type { PlanPerson } from './plan-person.ts';
import type { PlanEmailFacts } from '../email/plan-messages.ts';
import { walkerOf } from './plan-safety.ts';

export const planPersonOf = (p: PlanParts['people'][number]): PlanPerson => ({
  contactId: p.contact_id,
  firstName: p.first_name,
  lastName: p.last_name,
  email: p.email,
  phone: p.phone,
  relationship: p.relationship,
});

/** The facts of a saved plan's emails; null for a plan without dates (nothing to tell anyone). */
export function savedPlanEmailFacts(
  parts: PlanParts,
  extra: Pick<PlanEmailFacts, 'status' | 'checks'> & { linkChanged?: boolean },
): PlanEmailFacts | null {
  const date = tripDatesOf(parts.row);
  if (!date) return null;
  const emergency = parts.people.find((p) => p.role === 'emergency');
  return {
    id: parts.row.id,
    linkKey: parts.row.link_key,
    ...(extra.linkChanged ? { linkChanged: true } : {}),
    title: parts.row.custom_trip_name ?? parts.place.location.title,
    walker: walkerOf(parts.row, true),
    ownerEmail: parts.row.owner_email,
    place: parts.place,
    date,
    members: parts.people.filter((p) => p.role === 'member').map(planPersonOf),
    emergency: emergency ? planPersonOf(emergency) : null,
    dailyPlans: parts.row.daily_plans,
    note: parts.row.note,
    gear: parts.row.gear_list,
    status: extra.status,
    checks: extra.checks,
  };
}
