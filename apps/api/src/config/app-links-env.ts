/**
 * The store apps' link verification (ADR 070): the signing certificates Android checks a
 * site's /.well-known/assetlinks.json against, and the Apple team iOS checks
 * /.well-known/apple-app-site-association against. Each file is served only when its
 * setting is given: an app not yet published has nothing to verify.
 */
export interface AppLinkSettings {
  /** ANDROID_APP_CERT_SHA256: the SHA-256 fingerprints of the Play app-signing (and upload) certificates. */
  androidCertFingerprints: string[];
  /** APPLE_TEAM_ID: the Apple Developer team that signs the iOS app. */
  appleTeamId: string | null;
}

export const NO_APP_LINKS: AppLinkSettings = { androidCertFingerprints: [], appleTeamId: null };

const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;
const TEAM_ID = /^[0-9A-Z]{10}$/;

/** `AA:BB:…` (32 pairs), as the Play Console and `keytool -list -v` print them; case and spaces are forgiven. */
function fingerprints(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim().toUpperCase()).filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!FINGERPRINT.test(entry)) {
      throw new Error(
        `ANDROID_APP_CERT_SHA256 must be SHA-256 certificate fingerprints (32 hex pairs joined by colons, as the Play Console shows them), comma-separated; '${entry}' is not one`,
      );
    }
  }
  return [...new Set(entries)];
}

function teamId(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!TEAM_ID.test(text)) throw new Error(`APPLE_TEAM_ID must be the 10-character Apple Developer team ID (like ABCDE12345); got '${text}'`);
  return text;
}

export function readAppLinksEnv(env: NodeJS.ProcessEnv): AppLinkSettings {
  return { androidCertFingerprints: fingerprints(env.ANDROID_APP_CERT_SHA256), appleTeamId: teamId(env.APPLE_TEAM_ID) };
}
