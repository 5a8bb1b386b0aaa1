/**
 * Route names of spec part 2 §2 (and the two links of an email change, ADR 014). The
 * names, not the paths, are what the rules speak
 * of (header and footer visibility, where the user stays after login), so they live
 * in the domain; the web app maps each path to one of them.
 */
export const ROUTE_NAMES = [
  'home',
  'sign-up',
  'sign-in',
  'alerts',
  'gear',
  'plan',
  'plan-complete',
  'plan-readonly',
  'plan-alerts',
  'plan-weather',
  'tracks',
  'track',
  'track-map',
  'track-alerts',
  'track-weather',
  'track-gear',
  'track-plan',
  'campsite',
  'campsite-map',
  'campsite-alerts',
  'campsite-weather',
  'campsite-gear',
  'campsite-plan',
  'hut',
  'hut-map',
  'hut-alerts',
  'hut-weather',
  'hut-gear',
  'hut-plan',
  'custom-track',
  'custom-track-map',
  'custom-track-alerts',
  'custom-track-weather',
  'custom-track-gear',
  'custom-track-plan',
  'custom-track-editor',
  'share-custom-track',
  'weather',
  'select-dates',
  'lost-password',
  'activation',
  'account',
  'account-update',
  'password-recovery',
  'confirm-email',
  'undo-email-change',
  'profile-setup',
  'my-walks',
  'my-custom-tracks',
  'my-contacts',
  'my-wishlist',
  'my-gear-lists',
  'my-reviews',
  'notifications',
  'check-in',
  'privacy',
  'feedback',
  'help',
  'not-found',
  // The administrator's moderation of review photos (issue 12; not a route of the spec).
  'admin-review-photos',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

export function isRouteName(value: string): value is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(value);
}
