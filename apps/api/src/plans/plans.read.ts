/**
 * Reading plans for a viewer: the plan with everything it shows, and the lists (My
 * Walks' page, the user's plans). Access is decided here, once, by plan-access's rules.
 */
import type { Plan, PlanLocationRef, PlanSummary, PlansPage } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import { myWalksPage } from './my-walks.ts';
import { mayRead, relationOf, type PlanRelation } from './plan-access.ts';
import { loadPlanLocations, locationKey } from './plan-locations.ts';
import type { PlanLocationDetails } from './plan-location-source.ts';
import type { StatusTime } from './plan-safety.ts';
import { presentPlan, presentPlanSummary, tripDatesOf, type PlanParts } from './plans.presenter.ts';
import { findPlan, findPlanAttachments, findPlanPeople, listUserPlans, type PlanSummaryRow } from './plans.queries.ts';

const refOf = (row: Pick<PlanSummaryRow, 'location_type' | 'location_id' | 'custom_track_id'>): PlanLocationRef => ({
  type: row.location_type,
  id: (row.location_type === 'Custom Track' ? row.custom_track_id : row.location_id) ?? 0,
});

/** A plan whose place is gone from its source (not possible for DOC places: a foreign key holds them). */
function placeOf(places: Map<string, PlanLocationDetails>, row: PlanSummaryRow): PlanLocationDetails {
  const place = places.get(locationKey(refOf(row)));
  if (!place) throw new Error(`plan ${row.id}: its ${row.location_type} is missing`);
  return place;
}

export interface ReadablePlan {
  parts: PlanParts;
  relation: PlanRelation;
}

/**
 * The plan and how the viewer stands to it, or null when they may not read it (or it
 * does not exist). `id` is the plan's id or its share link's key: the owner and the
 * group reach it by either, anyone else only by the current link (ADR 059), so a link
 * made anew leaves the old one finding nothing.
 */
export async function readPlan(db: Queryable, id: string, viewerId: number | null, options: { withLine?: boolean } = {}): Promise<ReadablePlan | null> {
  const row = await findPlan(db, id, viewerId);
  if (!row) return null;
  const relation = relationOf(row, viewerId, row.editor_state);
  if (!mayRead(row, relation, { byLink: row.link_key === id.toLowerCase() })) return null;
  const [people, attachments, places] = await Promise.all([
    findPlanPeople(db, row.id),
    findPlanAttachments(db, row.id),
    loadPlanLocations(db, [refOf(row)], { withLine: options.withLine ?? false }),
  ]);
  return { parts: { row, people, attachments, place: placeOf(places, row) }, relation };
}

export async function readPlanFor(db: Queryable, id: string, viewerId: number | null, publicUrl: string, time: StatusTime): Promise<Plan | null> {
  const found = await readPlan(db, id, viewerId);
  return found ? presentPlan(found.parts, found.relation, publicUrl, time) : null;
}

async function summaries(db: Queryable, userId: number, rows: PlanSummaryRow[], time: StatusTime): Promise<PlanSummary[]> {
  const places = await loadPlanLocations(db, rows.map(refOf));
  return rows.map((row) => presentPlanSummary(row, placeOf(places, row), relationOf(row, userId, row.editor_state), time));
}

/** The user's plans, own and shared with them (not declined), last edited first: `User.plans`. */
export async function userPlans(db: Queryable, userId: number, time: StatusTime): Promise<PlanSummary[]> {
  const rows = (await listUserPlans(db, userId)).sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime());
  return summaries(db, userId, rows, time);
}

/** GET plan?page=n: the sections of My Walks by each trip's status (contracts' tripSection). */
export async function myWalks(db: Queryable, userId: number, page: number, time: StatusTime): Promise<PlansPage> {
  const rows = (await listUserPlans(db, userId)).map((row) => ({ ...row, date: tripDatesOf(row) }));
  const sections = myWalksPage(rows, page, time);
  const shown = [...sections.completing, ...sections.upcoming, ...sections.draft, ...sections.completed];
  const presented = new Map((await summaries(db, userId, shown, time)).map((summary) => [summary.id, summary]));
  const pick = (list: PlanSummaryRow[]) => list.flatMap((row) => presented.get(row.id) ?? []);
  return {
    completing: pick(sections.completing),
    upcoming: pick(sections.upcoming),
    draft: pick(sections.draft),
    completed: pick(sections.completed),
    all_loaded: sections.all_loaded,
  };
}
