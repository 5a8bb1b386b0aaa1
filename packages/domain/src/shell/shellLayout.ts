import type { RouteName } from './routeNames.ts';

export type HeaderKind = 'none' | 'default' | 'plan';

export interface ShellLayout {
  header: HeaderKind;
  footer: boolean;
}

/** Full-screen account flows: no header, no footer (spec part 1 §2). */
const BARE_ROUTES: ReadonlySet<RouteName> = new Set([
  'sign-up',
  'sign-in',
  'password-recovery',
  'confirm-email',
  'undo-email-change',
  'lost-password',
  'profile-setup',
]);

/** Pages whose own hero replaces the header on a phone. */
const NO_MOBILE_HEADER_ROUTES: ReadonlySet<RouteName> = new Set(['home', 'activation']);

/** Pages that show the tracks map full height: the footer would push it off a phone. */
const DESKTOP_ONLY_FOOTER_ROUTES: ReadonlySet<RouteName> = new Set(['tracks']);

/** The plan family uses the compact plan-style header. */
const PLAN_HEADER_ROUTES: ReadonlySet<RouteName> = new Set([
  'plan',
  'plan-complete',
  'alerts',
  'gear',
  'plan-readonly',
  'plan-alerts',
  'plan-weather',
]);

/**
 * Which header and whether a footer the app shell shows for a route.
 * `isDesktop` is the spec's desktop flag: a viewport wider than 991 px.
 */
export function shellLayout(route: RouteName, isDesktop: boolean): ShellLayout {
  if (BARE_ROUTES.has(route)) return { header: 'none', footer: false };
  const footer = DESKTOP_ONLY_FOOTER_ROUTES.has(route) ? isDesktop : true;
  if (!isDesktop && NO_MOBILE_HEADER_ROUTES.has(route)) return { header: 'none', footer };
  return { header: PLAN_HEADER_ROUTES.has(route) ? 'plan' : 'default', footer };
}
