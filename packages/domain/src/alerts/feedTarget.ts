import type { AlertRouteType, PlanLocation } from '@planmywalk/contracts';

/**
 * What alerts and forecasts are asked for (spec part 2 §7): a DOC location by its route
 * type and slug, one of the user's custom tracks by its id (matched on its line), or a
 * saved plan's place through the plan's link (ADR 043: a custom track is its owner's
 * alone, so the plan's readers ask through the plan).
 */
export type FeedTarget = { routeType: AlertRouteType; slug: string } | { customTrackId: number } | { planId: string };

/** Names the target ('track/kepler-track', 'custom-track/12', 'plan/{guid}'): a store's answer is for it alone. */
export function feedTargetKey(target: FeedTarget): string {
  if ('planId' in target) return `plan/${target.planId}`;
  return 'customTrackId' in target ? `custom-track/${target.customTrackId}` : `${target.routeType}/${target.slug}`;
}

const ROUTE_TYPES = { Track: 'track', Hut: 'hut', Campsite: 'campsite' } as const;

/** The target of a plan's location; null for a location without a slug (nothing to ask for). */
export function feedTargetOf(location: Pick<PlanLocation, 'type' | 'slug' | 'id'>): FeedTarget | null {
  if (location.type === 'Custom Track') return { customTrackId: location.id };
  const routeType = ROUTE_TYPES[location.type];
  return routeType && location.slug ? { routeType, slug: location.slug } : null;
}

/**
 * The target of a saved plan seen by its readers (the read-only plan, its alerts and
 * weather pages): a DOC place's own public feeds; a custom track's through the plan.
 */
export function planFeedTargetOf(plan: { id: string; location: Pick<PlanLocation, 'type' | 'slug' | 'id'> }): FeedTarget | null {
  return plan.location.type === 'Custom Track' ? { planId: plan.id } : feedTargetOf(plan.location);
}

/**
 * A load of the place whose answer came less than this long ago keeps that answer: the
 * page the server drew opens with it (app/pageData.ts), and its view's own load on
 * mount would otherwise fetch it again and flash the loading state.
 */
export const ANSWER_KEPT_MS = 30_000;
