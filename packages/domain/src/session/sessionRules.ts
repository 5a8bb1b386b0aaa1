import { USER_ALREADY_EXISTS, type AccessToken } from '@planmywalk/contracts';
import type { RouteName } from '../shell/routeNames.ts';

/** Spec part 1 §9. */
export const TOKEN_REFRESH_WINDOW_SECONDS = 60;
export const TOKEN_CHECK_INTERVAL_MS = 30_000;
export const USER_REFETCH_INTERVAL_MS = 30_000;

/** The token as kept on the device: the answer plus when it arrived (Unix seconds). */
export interface StoredToken extends Pick<AccessToken, 'access_token' | 'refresh_token' | 'expires_in'> {
  created: number;
}

export function storeToken(token: AccessToken, nowMs: number): StoredToken {
  return {
    access_token: token.access_token,
    refresh_token: token.refresh_token,
    expires_in: token.expires_in,
    created: Math.floor(nowMs / 1000),
  };
}

/** Refresh when the access token expires within the next 60 seconds (or already has). */
export function needsRefresh(token: StoredToken, nowMs: number): boolean {
  return nowMs / 1000 >= token.created + token.expires_in - TOKEN_REFRESH_WINDOW_SECONDS;
}

/** Pages a user stays on after logging in (spec part 1 §4): the plan family, location pages and tracks. */
const STAY_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'plan',
  'gear',
  'weather',
  'alerts',
  'tracks',
  ...(['track', 'hut', 'campsite'] as const).flatMap((type) =>
    ['', '-plan', '-gear', '-weather', '-alerts'].map((suffix) => `${type}${suffix}` as RouteName),
  ),
]);

export type AfterLogin = { stay: true } | { stay: false; to: RouteName | string };

/**
 * Where a user goes once logged in and fetched: activation until verified, profile setup
 * until inited, then the page they came for, the page they are on (when it is one they
 * stay on), or tracks.
 */
export function routeAfterLogin(
  user: { verified: boolean; inited: boolean },
  currentRoute: RouteName | null,
  redirectTo: string | null,
): AfterLogin {
  if (!user.verified) return { stay: false, to: 'activation' };
  if (!user.inited) return { stay: false, to: 'profile-setup' };
  if (redirectTo) return { stay: false, to: redirectTo };
  if (currentRoute && STAY_ROUTES.has(currentRoute)) return { stay: true };
  return { stay: false, to: 'tracks' };
}

/** Spec part 1 §8: registration failure texts. */
export function registrationErrorText(serverError: string | null | undefined): string {
  if (serverError === USER_ALREADY_EXISTS) return 'you already have an account';
  return serverError || 'something went wrong';
}
