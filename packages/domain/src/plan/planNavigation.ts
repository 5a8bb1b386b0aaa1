/**
 * Where the plan's links and redirects lead (spec part 2 §2, §4, §7; part 1 §4).
 */
import { planSection, type PlanLocation, type PlanSummary } from '@planmywalk/contracts';

/** The location's own page: /tracks/{slug}, /huts/{slug}, /campsites/{slug} or /custom-tracks/{id}. */
export function locationPagePath(location: Pick<PlanLocation, 'type' | 'slug' | 'id'>): string {
  if (location.type === 'Custom Track' || location.slug === null) return `/custom-tracks/${location.id}`;
  const collection = location.type === 'Hut' ? 'huts' : location.type === 'Campsite' ? 'campsites' : 'tracks';
  return `/${collection}/${encodeURIComponent(location.slug)}`;
}

/** The plan editor of a location type (track-plan, hut-plan, campsite-plan, custom-track-plan). */
export const planEditorPath = (location: Pick<PlanLocation, 'type' | 'slug' | 'id'>): string => `${locationPagePath(location)}/plan`;

/** plan-readonly: /plan/{guid}. */
export const readonlyPlanPath = (id: string): string => `/plan/${encodeURIComponent(id)}`;

/** The link a plan is shared by: the site's origin and /plan/{id} (spec part 2 §7). */
export const planShareLink = (origin: string, id: string): string => `${origin.replace(/\/$/, '')}${readonlyPlanPath(id)}`;

/**
 * A My Walks tile's destination: a completed plan, or one the viewer may not edit (owned
 * by someone else), opens read-only; the viewer's own plans open in the editor of their
 * location type.
 */
export function myWalksTarget(plan: PlanSummary, now: Date): string {
  const readOnly = plan.acceptanceState !== 'owner' || !plan.canEdit || planSection(plan, now) === 'completed';
  return readOnly ? readonlyPlanPath(plan.id) : planEditorPath(plan.location);
}

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
