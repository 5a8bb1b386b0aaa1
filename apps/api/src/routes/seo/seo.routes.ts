import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import { publicCache } from '../../http/public-cache.ts';
import { presentRobots, presentSitemap } from './seo.presenter.ts';
import { listPlacePaths } from './seo.queries.ts';

/** The place list changes with a data import: crawlers may keep it an hour. */
export const SITEMAP_MAX_AGE_S = 3600;

/** sitemap.xml (every place's page) and robots.txt (personal pages kept out), on the site's public address. */
export const seoRoutes: FastifyPluginAsync<{ db: Database; publicUrl: string }> = async (app, { db, publicUrl }) => {
  const origin = publicUrl.replace(/\/+$/, '');
  app.get('/sitemap.xml', { ...publicCache(SITEMAP_MAX_AGE_S), schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(presentSitemap(origin, await listPlacePaths(db))),
  );
  app.get('/robots.txt', { ...publicCache(SITEMAP_MAX_AGE_S), schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(presentRobots(origin)),
  );
};
