import { matchPath } from 'react-router';
import type { RouteName } from '@planmywalk/domain';

/** Which page component renders a route; pages are loaded lazily by kind. */
export type PageKind =
  | 'home'
  | 'tracks'
  | 'location'
  | 'privacy'
  | 'not-found'
  | 'sign-in'
  | 'sign-up'
  | 'activation'
  | 'profile-setup'
  | 'account'
  | 'account-update'
  | 'lost-password'
  | 'password-recovery'
  | 'email-link'
  | 'custom-track'
  | 'custom-track-editor'
  | 'my-custom-tracks'
  | 'share-custom-track'
  | 'alerts'
  | 'check-in'
  | 'notifications'
  | 'plan'
  | 'plan-complete'
  | 'plan-readonly'
  | 'select-dates'
  | 'my-walks'
  | 'my-contacts'
  | 'gear'
  | 'my-gear-lists'
  | 'my-wishlist'
  | 'my-reviews'
  | 'admin-review-photos'
  | 'help'
  | 'feedback';

/**
 * 'plan-readonly' → 'PlanReadonlyPage.tsx': the module in `src/pages/` that renders a kind
 * of page. The router finds each page by it, and the build names each route's chunks by
 * it (build/routePreloads.ts).
 */
export const pageFileName = (page: string) =>
  `${page.replace(/(^|-)([a-z])/g, (_match: string, _dash: string, letter: string) => letter.toUpperCase())}Page.tsx`;

export interface AppRoute {
  path: string;
  name: RouteName;
  /** Page heading and document title. */
  title: string;
  page: PageKind;
  /** Personal areas: without a session they send the visitor home (spec part 2 §2). */
  private?: true;
}

const PLAN_TITLE = 'Create your trip plan';

/** Location sub-views of spec part 2 §2 (track-map, hut-alerts, …). */
const LOCATION_VIEWS = [
  ['map', 'Map'],
  ['alerts', 'Alerts'],
  ['weather', 'Weather'],
  ['gear', 'Gear'],
  ['plan', 'Plan'],
] as const;

function locationRoutes(
  base: string,
  param: string,
  prefix: 'track' | 'hut' | 'campsite' | 'custom-track',
  title: string,
  page: PageKind,
): AppRoute[] {
  return [
    { path: `${base}/:${param}`, name: prefix, title, page },
    ...LOCATION_VIEWS.map(([view, viewTitle]) => ({
      path: `${base}/:${param}/${view}`,
      name: `${prefix}-${view}` as RouteName,
      title: view === 'plan' ? PLAN_TITLE : `${title} ${viewTitle.toLowerCase()}`,
      // A place's plan is the plan editor, for that place (spec part 2 §2); a custom track's too.
      page: view === 'plan' ? ('plan' as const) : page,
    })),
  ];
}

/** The full route table of spec part 2 §2, each path with its name. */
export const ROUTES: readonly AppRoute[] = [
  { path: '/home', name: 'home', title: 'Explore walking and hiking tracks near you', page: 'home' },
  { path: '/signup', name: 'sign-up', title: 'Create an account', page: 'sign-up' },
  { path: '/signin', name: 'sign-in', title: 'Log in', page: 'sign-in' },
  { path: '/alerts', name: 'alerts', title: 'Alerts & Weather Warnings', page: 'alerts' },
  { path: '/gear', name: 'gear', title: 'Gear list', page: 'gear' },
  { path: '/plan', name: 'plan', title: PLAN_TITLE, page: 'plan' },
  { path: '/plan-complete', name: 'plan-complete', title: 'Your trip plan', page: 'plan-complete' },
  { path: '/plan/:guid', name: 'plan-readonly', title: 'Trip plan', page: 'plan-readonly' },
  { path: '/plan/:guid/alerts', name: 'plan-alerts', title: 'Trip plan alerts', page: 'alerts' },
  { path: '/plan/:guid/weather', name: 'plan-weather', title: 'Trip plan forecast', page: 'alerts' },
  { path: '/tracks', name: 'tracks', title: 'Find a track, hut or campsite', page: 'tracks' },
  ...locationRoutes('/tracks', 'track', 'track', 'Track', 'location'),
  ...locationRoutes('/huts', 'hut', 'hut', 'Hut', 'location'),
  ...locationRoutes('/campsites', 'campsite', 'campsite', 'Campsite', 'location'),
  ...locationRoutes('/custom-tracks', 'track_id', 'custom-track', 'Custom track', 'custom-track'),
  { path: '/custom-track-editor/:id?', name: 'custom-track-editor', title: 'Custom track editor', page: 'custom-track-editor', private: true },
  // Signed out, the page sends the visitor to sign in and back (spec part 2 §6), not home.
  { path: '/share-custom-track/:id', name: 'share-custom-track', title: 'My Custom Tracks', page: 'share-custom-track' },
  { path: '/weather', name: 'weather', title: 'Weather Forecast', page: 'alerts' },
  { path: '/select-date', name: 'select-dates', title: 'Add trip dates', page: 'select-dates' },
  { path: '/lost-password', name: 'lost-password', title: 'Lost password', page: 'lost-password' },
  { path: '/activate', name: 'activation', title: 'Activate your account', page: 'activation' },
  { path: '/account', name: 'account', title: 'My Profile & Settings', page: 'account' },
  { path: '/account/update', name: 'account-update', title: 'Update your profile', page: 'account-update' },
  { path: '/account/password-recovery', name: 'password-recovery', title: 'Password Reset', page: 'password-recovery' },
  // The links of an email change (ADR 014): to the new address, and the undo to the old one.
  { path: '/account/confirm-email', name: 'confirm-email', title: 'Confirm your new email address', page: 'email-link' },
  { path: '/account/undo-email-change', name: 'undo-email-change', title: 'Undo the email change', page: 'email-link' },
  { path: '/account/profile-setup', name: 'profile-setup', title: 'Set up your profile', page: 'profile-setup' },
  { path: '/account/my-walks', name: 'my-walks', title: 'My Walks', page: 'my-walks', private: true },
  { path: '/account/my-custom-tracks', name: 'my-custom-tracks', title: 'My Custom Tracks', page: 'my-custom-tracks', private: true },
  { path: '/account/my-contacts', name: 'my-contacts', title: 'My Contacts', page: 'my-contacts', private: true },
  { path: '/account/my-wishlist', name: 'my-wishlist', title: 'My Wishlist', page: 'my-wishlist', private: true },
  { path: '/account/my-gear-lists/:id?', name: 'my-gear-lists', title: 'My Gear Lists', page: 'my-gear-lists', private: true },
  { path: '/account/my-reviews', name: 'my-reviews', title: 'My Reviews', page: 'my-reviews', private: true },
  // Administrators only: the page says so to anyone else, and the API refuses them.
  { path: '/admin/review-photos', name: 'admin-review-photos', title: 'Review photos', page: 'admin-review-photos', private: true },
  { path: '/account/notifications', name: 'notifications', title: 'My Notifications', page: 'notifications', private: true },
  // The check-in email's one-click link (issue 11): no login needed, the token is the proof.
  { path: '/check-in', name: 'check-in', title: "I'm back safely", page: 'check-in' },
  { path: '/privacy', name: 'privacy', title: 'Privacy & Terms', page: 'privacy' },
  { path: '/feedback', name: 'feedback', title: 'Leave your feedback', page: 'feedback' },
  { path: '/help', name: 'help', title: 'Frequently Asked Questions, Help and Support', page: 'help' },
  { path: '/404', name: 'not-found', title: 'Page not found', page: 'not-found' },
];

/** The route handle react-router carries for each match. */
export interface RouteHandle {
  route: AppRoute;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/**
 * The path of a route that needs no parameter (optional ones are left out):
 * `pathOf('my-gear-lists')` → `'/account/my-gear-lists'`. Links name routes, so a
 * path is written once, here.
 */
export function pathOf(name: RouteName): string {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  const path = route.path.replace(/\/:[^/]+\?$/, '');
  if (path.includes(':')) throw new Error(`Route ${name} needs parameters: ${route.path}`);
  return path;
}

/** The name of the route a path shows ('/tracks/kepler-track/plan' → 'track-plan'); null for none. */
export function routeNameAt(pathname: string): RouteName | null {
  return ROUTES.find((route) => matchPath(route.path, pathname) !== null)?.name ?? null;
}
