/**
 * Where the plan's links and redirects lead (spec part 2 §2, §4, §7; part 1 §4).
 */
import { isTripOver, type PlanAcceptanceState, type PlanLocation, type PlanSummary } from '@planmywalk/contracts';
import type { LocationKind } from '../location/LocationStore.ts';
import type { RouteName } from '../shell/routeNames.ts';

/** The location's own page: /tracks/{slug}, /huts/{slug}, /campsites/{slug} or /custom-tracks/{id}. */
export function locationPagePath(location: Pick<PlanLocation, 'type' | 'slug' | 'id'>): string {
  if (location.type === 'Custom Track' || location.slug === null) return `/custom-tracks/${location.id}`;
  const collection = location.type === 'Hut' ? 'huts' : location.type === 'Campsite' ? 'campsites' : 'tracks';
  return `/${collection}/${encodeURIComponent(location.slug)}`;
}

/**
 * Where a read-only plan's place links, for this viewer: a DOC place's page for anyone; a
 * custom track's only for its owner. The track is private (anyone else would land on 'not
 * found'), so a group member or an emergency contact reads its name, and its line in the
 * plan's PDF.
 */
export function planLocationHref(location: Pick<PlanLocation, 'type' | 'slug' | 'id'>, viewer: PlanAcceptanceState): string | null {
  if (location.type === 'Custom Track' && viewer !== 'owner') return null;
  return locationPagePath(location);
}

/** The query parameter of the plan editor that names a saved plan to open ('?plan={id}'). */
export const PLAN_QUERY_PARAMETER = 'plan';

/**
 * The plan editor of a location type (track-plan, hut-plan, campsite-plan,
 * custom-track-plan). With a plan id it opens that saved plan: one place can have
 * several plans, so the path alone cannot tell which one My Walks meant.
 */
export function planEditorPath(location: Pick<PlanLocation, 'type' | 'slug' | 'id'>, planId?: string): string {
  const path = `${locationPagePath(location)}/plan`;
  return planId ? `${path}?${PLAN_QUERY_PARAMETER}=${encodeURIComponent(planId)}` : path;
}

/** plan-readonly: /plan/{guid}. */
export const readonlyPlanPath = (id: string): string => `/plan/${encodeURIComponent(id)}`;

/** The link a plan is shared by: the site's origin and /plan/{id} (spec part 2 §7). */
export const planShareLink = (origin: string, id: string): string => `${origin.replace(/\/$/, '')}${readonlyPlanPath(id)}`;

/**
 * A My Walks tile's destination: a trip that is over (past its end, checked in from,
 * marked complete: the check-in is on its read-only page), or one the viewer may not
 * edit (owned by someone else), opens read-only; the viewer's own plans open in the
 * editor of their location type.
 */
export function myWalksTarget(plan: PlanSummary): string {
  const readOnly = plan.acceptanceState !== 'owner' || !plan.canEdit || isTripOver(plan.status);
  return readOnly ? readonlyPlanPath(plan.id) : planEditorPath(plan.location, plan.id);
}

/** The kind of location page a plan's place has (/tracks, /huts, /campsites); null for a custom track. */
export function locationKindOf(location: Pick<PlanLocation, 'type' | 'slug'>): LocationKind | null {
  if (location.slug === null) return null;
  if (location.type === 'Track') return 'tracks';
  if (location.type === 'Hut') return 'huts';
  if (location.type === 'Campsite') return 'campsites';
  return null;
}

/**
 * Routes the working plan stays on screen for, or is carried on by: the editor, the save's
 * result, the mobile date screen, and the pages of a place (its map, alerts, weather, gear).
 * Leaving the plan editor for any other route asks about unsaved changes first.
 */
const KEEPS_WORKING_PLAN = /^(plan|plan-complete|select-dates|(track|hut|campsite|custom-track)(-(map|alerts|weather|gear|plan))?)$/;

export const keepsWorkingPlan = (route: RouteName): boolean => KEEPS_WORKING_PLAN.test(route);

export interface UnsavedPlanFacts {
  loggedIn: boolean;
  planning: boolean;
  hasLocation: boolean;
  isPublished: boolean;
  isComplete: boolean;
}

/**
 * Part 1 §4: leaving for the tracks screen warns 'You have not saved your Plan.' when the
 * user is logged in, has been editing, and the plan has a place and is neither published
 * nor complete.
 */
export const showsUnsavedPlanWarning = (facts: UnsavedPlanFacts): boolean =>
  facts.loggedIn && facts.planning && facts.hasLocation && !facts.isPublished && !facts.isComplete;
