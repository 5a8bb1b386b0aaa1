import type { AlertRouteType, PlanLocation } from '@planmywalk/contracts';

/**
 * What alerts and forecasts are asked for (spec part 2 §7): a DOC location by its route
 * type and slug, or one of the user's custom tracks by its id (matched on its line).
 */
export type FeedTarget = { routeType: AlertRouteType; slug: string } | { customTrackId: number };

/** Names the target ('track/kepler-track', 'custom-track/12'): a store's answer is for it alone. */
export const feedTargetKey = (target: FeedTarget): string =>
  'customTrackId' in target ? `custom-track/${target.customTrackId}` : `${target.routeType}/${target.slug}`;

const ROUTE_TYPES = { Track: 'track', Hut: 'hut', Campsite: 'campsite' } as const;

/** The target of a plan's location; null for a location without a slug (nothing to ask for). */
export function feedTargetOf(location: Pick<PlanLocation, 'type' | 'slug' | 'id'>): FeedTarget | null {
  if (location.type === 'Custom Track') return { customTrackId: location.id };
  const routeType = ROUTE_TYPES[location.type];
  return routeType && location.slug ? { routeType, slug: location.slug } : null;
}
