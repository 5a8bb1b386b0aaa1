import type { FastifyPluginAsync } from 'fastify';
import type { AppLinkSettings } from '../../config/app-links-env.ts';
import { publicCache } from '../../http/public-cache.ts';
import { presentAppleAppSiteAssociation, presentAssetLinks } from './app-links.presenter.ts';

/** The phones fetch these at install and now and then after: an hour is plenty. */
export const APP_LINKS_MAX_AGE_S = 3600;

const notConfigured = (setting: string) => ({ code: 'NOT_FOUND', message: `No store app is linked to this site (${setting} is not set).` });

/**
 * /.well-known/assetlinks.json (Android App Links) and
 * /.well-known/apple-app-site-association (iOS Universal Links), from ANDROID_APP_CERT_SHA256
 * and APPLE_TEAM_ID. Both are JSON served as application/json with no redirect, as each
 * platform's verifier requires; without their setting they are 404.
 */
export const appLinksRoutes: FastifyPluginAsync<{ appLinks: AppLinkSettings }> = async (app, { appLinks }) => {
  const cache = { ...publicCache(APP_LINKS_MAX_AGE_S), schema: { hide: true } };
  app.get('/.well-known/assetlinks.json', cache, async (_request, reply) => {
    if (appLinks.androidCertFingerprints.length === 0) return reply.code(404).send(notConfigured('ANDROID_APP_CERT_SHA256'));
    return reply.type('application/json').send(presentAssetLinks(appLinks.androidCertFingerprints));
  });
  app.get('/.well-known/apple-app-site-association', cache, async (_request, reply) => {
    if (appLinks.appleTeamId === null) return reply.code(404).send(notConfigured('APPLE_TEAM_ID'));
    return reply.type('application/json').send(presentAppleAppSiteAssociation(appLinks.appleTeamId));
  });
};
