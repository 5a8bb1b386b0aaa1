/**
 * The public site's address when the build is given none: production's PUBLIC_URL (the
 * API's setting, which its emails' links use). The store apps build their links and
 * call the API on it, since their own origin (capacitor://localhost) is no address
 * anyone else can open.
 */
export const DEFAULT_PUBLIC_SITE_URL = 'https://planmywalk.nz';

/**
 * VITE_PUBLIC_SITE_URL as an origin ('https://planmywalk.nz', no path or trailing
 * slash); the default when unset. Anything but an http(s) address is refused, so a typo
 * fails the build (vite.config.ts checks it) rather than every link in the apps.
 */
export function checkPublicSiteUrl(configured: string | undefined): string {
  const text = configured?.trim();
  if (!text) return DEFAULT_PUBLIC_SITE_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`VITE_PUBLIC_SITE_URL must be the site's address, like ${DEFAULT_PUBLIC_SITE_URL}; got '${text}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_PUBLIC_SITE_URL must be an http(s) address, like ${DEFAULT_PUBLIC_SITE_URL}; got '${text}'`);
  }
  return url.origin;
}

/** The same address in the app, whose build already checked it: no messages to carry in the first load. */
export function publicSiteUrl(configured: string | undefined): string {
  const text = configured?.trim();
  return text ? new URL(text).origin : DEFAULT_PUBLIC_SITE_URL;
}
