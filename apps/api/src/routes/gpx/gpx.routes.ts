import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  API_BASE_PATH,
  CUSTOM_TRACK_NOT_FOUND,
  ErrorResponse,
  Id,
  GPX_MAX_BYTES,
  GPX_TOO_LARGE,
  GpxImport,
  GpxUploadForm,
  Text,
  apiPaths,
} from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import type { RequestLimitSettings } from '../../config/load-env.ts';
import { gpxFilename, writeGpx, type LngLat } from '../../gpx/writeGpx.ts';
import { HttpError, badRequest, notFound } from '../../http/http-error.ts';
import { readParts } from '../../http/input-edge.ts';
import { requestLimit } from '../../http/request-limit.ts';
import { lineParts } from '../../lib/geo.ts';
import { findOwnCustomTrack } from '../../custom-tracks/customTracks.queries.ts';
import { findLocationBySlug } from '../../locations/locations.queries.ts';

const isMultipartLimit = (error: unknown, code: string) => typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** A GPX download; the name also in RFC 5987 form, for titles beyond ASCII. */
function sendGpx(reply: FastifyReply, title: string, xml: string): FastifyReply {
  const filename = gpxFilename(title);
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .type('application/gpx+xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .send(xml);
}

/**
 * GPX in and out (ADR 034): a walk read into the editor's markers (parsed here, where
 * the limits are kept), and any custom track or DOC track line written as GPX.
 */
export const GPX_TOO_MANY_IMPORTS = 'Too many GPX imports from your network. Please wait a minute and try again.';

export const gpxRoutes: FastifyPluginAsync<{ ctx: AccountsContext; limits: RequestLimitSettings }> = async (app, { ctx, limits }) => {
  const { db } = ctx;
  const importsPerIp = requestLimit(app, { name: 'gpx-ip', max: limits.gpxPerIpPerMinute, key: (request) => request.ip, message: GPX_TOO_MANY_IMPORTS });
  const partLimits = { files: 1, fileSize: GPX_MAX_BYTES, fields: 2, fieldSize: 1000, parts: 3 };

  app.post(
    apiPaths.gpxImport,
    {
      validatorCompiler: () => () => true,
      config: { readsOwnParts: true },
      schema: {
        tags: ['custom tracks'],
        summary: 'Read a GPX file into markers for the editor (nothing is saved)',
        description:
          `Multipart \`file\`. Its tracks (or routes) become at most 60 markers (one more wherever 20,000 points would otherwise lie between two), the line kept whole between them. 413 over 5 MB or 100,000 points; 422 for a file that is not GPX, has no line of two points, or lies outside New Zealand; 429 past ${limits.gpxPerIpPerMinute} imports a minute from one IP; 503 while the server is making too many files.`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        body: GpxUploadForm,
        response: { 200: GpxImport, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      await ctx.auth.required(request);
      await importsPerIp(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');
      let bytes: Buffer | null = null;
      try {
        for await (const part of readParts(request, partLimits)) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file') throw badRequest(`Unexpected file field '${part.fieldname}': send the file as 'file'`);
          bytes = await part.toBuffer();
        }
      } catch (error) {
        if (isMultipartLimit(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, GPX_TOO_LARGE);
        if (isMultipartLimit(error, 'FST_FILES_LIMIT')) throw new HttpError(413, 'Send one file at a time.');
        throw error;
      }
      if (!bytes) throw badRequest("Field 'file' is required");
      // Seconds of XML for a large file: in a heavy-work thread, off the event loop (ADR 060).
      return app.heavyWork.run('gpx-import', new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  app.get<{ Params: { id: number } }>(
    `${API_BASE_PATH}/custom-track/:id/gpx`,
    {
      schema: {
        tags: ['custom tracks'],
        summary: 'One of the user’s custom tracks as a GPX 1.1 file',
        security: [{ bearerAuth: [] }],
        params: Type.Object({ id: Id() }, { additionalProperties: false }),
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await ctx.auth.required(request);
      const row = await findOwnCustomTrack(db, session.userId, request.params.id);
      if (!row) throw notFound(CUSTOM_TRACK_NOT_FOUND);
      const parts = row.line ? [row.line.coordinates] : row.markers.map((m) => [[m.lng, m.lat] as LngLat]);
      return sendGpx(reply, row.title, writeGpx({ name: row.title, description: row.description, parts }));
    },
  );

  app.get<{ Params: { slug: string } }>(
    `${API_BASE_PATH}/tracks/:slug/gpx`,
    {
      schema: {
        tags: ['locations'],
        summary: 'A DOC track’s line as a GPX 1.1 file (one segment per part: parts are a network, not an ordered route)',
        params: Type.Object({ slug: Text({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: { 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const row = await findLocationBySlug(db, 'Track', request.params.slug);
      if (!row?.line) throw notFound(row ? 'This track has no line to download' : 'Location not found');
      const parts = lineParts(row.line) as LngLat[][];
      return sendGpx(reply, row.title, writeGpx({ name: row.title, parts, link: row.info_link }));
    },
  );
};
