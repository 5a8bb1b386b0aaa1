import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  BasemapResponse,
  ErrorResponse,
  MAP_BASEMAP_MAX_AGE_S,
  MAP_DATA_MAX_AGE_S,
  MapLinesQuery,
  MapLinesResponse,
  MapPointsResponse,
  apiPaths,
} from '@planmywalk/contracts';
import type { Database } from '../../db/database.ts';
import { publicCache } from '../../http/public-cache.ts';
import { readBasemap } from './basemap.ts';
import { presentMapLines } from './map.presenter.ts';
import { findLinesInBox, loadMapPointsJson } from './map.queries.ts';
import { parseBbox } from './map.schema.ts';

export interface MapRoutesOptions {
  db: Database;
  /** Folder holding `basemap/`; the repo's `data/` by default. */
  dataDir?: string;
}

/**
 * Sends JSON text as it is. The map's collections are large and deeply nested: the
 * response schemas document them (OpenAPI) and the tests hold the answers to them, but
 * serializing through them checks every coordinate against the geometry `anyOf` (4× the
 * time of JSON.stringify for lines), so these routes hand Fastify finished text.
 */
function sendJson(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/** Map data for MapLibre: public, so nothing to authorize; cached by clients and proxies. */
export const mapRoutes: FastifyPluginAsync<MapRoutesOptions> = async (app, { db, dataDir }) => {
  // The shipped files do not change while the process runs: read and serialize once, on first use.
  let basemap: Promise<string> | null = null;

  app.get(
    apiPaths.mapPoints,
    {
      schema: {
        tags: ['map'],
        summary: 'Every track, hut and campsite as a GeoJSON point, for client-side clustering',
        description: `Cached: ETag and Cache-Control public, max-age=${MAP_DATA_MAX_AGE_S}; If-None-Match answers 304.`,
        response: { 200: MapPointsResponse },
      },
      ...publicCache(MAP_DATA_MAX_AGE_S),
    },
    async (_request, reply) => sendJson(reply, await loadMapPointsJson(db)),
  );

  app.get<{ Querystring: MapLinesQuery }>(
    apiPaths.mapLines,
    {
      schema: {
        tags: ['map'],
        summary: 'GeoJSON lines of the tracks meeting a box of at most 2° × 2° (the map shows lines from zoom 10)',
        description: `Cached: ETag and Cache-Control public, max-age=${MAP_DATA_MAX_AGE_S}. 400 when bbox is not four numbers, 422 when it is no box we answer.`,
        querystring: MapLinesQuery,
        response: { 200: MapLinesResponse, 400: ErrorResponse, 422: ErrorResponse },
      },
      ...publicCache(MAP_DATA_MAX_AGE_S),
    },
    async (request, reply) => {
      const box = parseBbox(request.query.bbox);
      return sendJson(reply, JSON.stringify(presentMapLines(await findLinesInBox(db, box))));
    },
  );

  app.get(
    apiPaths.mapBasemap,
    {
      schema: {
        tags: ['map'],
        summary: "New Zealand's land and coarse region outlines, for the offline default map style",
        description: `Natural Earth 1:10m land and hand-drawn regional outlines (not boundaries). Longitudes west of 0° are written +360 (Chatham Islands near 183.5), so no polygon spans the world. Cached: ETag and Cache-Control public, max-age=${MAP_BASEMAP_MAX_AGE_S}.`,
        response: { 200: BasemapResponse },
      },
      ...publicCache(MAP_BASEMAP_MAX_AGE_S),
    },
    async (_request, reply) => {
      basemap ??= readBasemap(dataDir)
        .then((collection: BasemapResponse) => JSON.stringify(collection))
        .catch((error: unknown) => {
          // Not kept: the next request reads the files again.
          basemap = null;
          throw error;
        });
      return sendJson(reply, await basemap);
    },
  );
};
