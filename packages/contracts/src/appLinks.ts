/**
 * The store apps' identity and the links they open (ADR 070): Android App Links and iOS
 * Universal Links hand a tapped plan or place link to the installed app instead of the
 * browser. The API's /.well-known files, the Android manifest's intent filter and the
 * app's own router read the same list.
 */

/** The app id of both store apps: Capacitor's appId, Android's package name, iOS's bundle id. */
export const STORE_APP_ID = 'nz.planmywalk.app';

/**
 * What a tapped link opens in the app: the plan editor and a shared (read-only) plan,
 * and every place's page and its tabs. Each is a path prefix; `/plan` also covers
 * `/plan/<link>` and `/plan-complete`.
 */
export const APP_LINK_PATH_PREFIXES = ['/plan', '/tracks/', '/huts/', '/campsites/'] as const;

/** Whether the app, rather than the browser, opens this path. */
export function isAppLinkPath(pathname: string): boolean {
  return APP_LINK_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
