// What a place route's name says, shared by the place's page and the app's start
// (app/loadRouteData.ts), which asks for the place before the page draws.

export type LocationType = 'track' | 'hut' | 'campsite';
/** The place's views; its plan is the plan page's (PlanPage). */
export type LocationView = 'details' | 'alerts' | 'weather' | 'gear' | 'map';

const VIEWS: readonly LocationView[] = ['alerts', 'weather', 'gear', 'map'];

/** 'track-alerts' → ['track', 'alerts']; 'hut' → ['hut', 'details']. */
export function parseRouteName(name: string): [LocationType, LocationView] {
  const [type, view] = name.split('-') as [LocationType, string | undefined];
  return [type, VIEWS.find((v) => v === view) ?? 'details'];
}
