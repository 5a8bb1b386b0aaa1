import { APP_LINK_PATH_PREFIXES, STORE_APP_ID } from '@planmywalk/contracts';

/**
 * Digital Asset Links (developer.android.com/training/app-links/verify-android-applinks):
 * the site lets the app signed with these certificates open its links.
 */
export function presentAssetLinks(fingerprints: readonly string[]) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: STORE_APP_ID, sha256_cert_fingerprints: [...fingerprints] },
    },
  ];
}

/** A path prefix as an apple-app-site-association component: '/plan' and what is under it, '/tracks/' and what is under it. */
const components = (prefix: string) => (prefix.endsWith('/') ? [{ '/': `${prefix}*` }] : [{ '/': prefix }, { '/': `${prefix}/*` }, { '/': `${prefix}-*` }]);

/**
 * The apple-app-site-association file (developer.apple.com, "Supporting associated
 * domains"): the app with this team and bundle id opens the listed paths; webcredentials
 * lets iOS offer the site's saved passwords in the app's sign-in.
 */
export function presentAppleAppSiteAssociation(teamId: string) {
  const appId = `${teamId}.${STORE_APP_ID}`;
  return {
    applinks: { details: [{ appIDs: [appId], components: APP_LINK_PATH_PREFIXES.flatMap(components) }] },
    webcredentials: { apps: [appId] },
  };
}
