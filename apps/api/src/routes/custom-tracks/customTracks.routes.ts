import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  API_BASE_PATH,
  CUSTOM_TRACKS_PAGE_SIZE,
  CUSTOM_TRACK_NOT_FOUND,
  CustomTrack,
  CustomTrackInput,
  CustomTrackSaved,
  CustomTracksExist,
  CustomTracksPage,
  CustomTracksPageQuery,
  ErrorResponse,
  ID_MAX,
  Id,
  SuccessResponse,
  Text,
  apiPaths,
} from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { deleteCustomTrack } from '../../commands/custom-tracks/deleteCustomTrack.ts';
import { duplicateCustomTrack } from '../../commands/custom-tracks/duplicateCustomTrack.ts';
import { createCustomTrack, updateCustomTrack } from '../../commands/custom-tracks/saveCustomTrack.ts';
import { notFound } from '../../http/http-error.ts';
import { presentCustomTrack, presentCustomTrackSummary, presentSaved } from '../../custom-tracks/customTracks.presenter.ts';
import { findOwnCustomTrack, hasCustomTracks, listCustomTracks } from '../../custom-tracks/customTracks.queries.ts';
import { findRelated } from '../../custom-tracks/related.ts';

const bearer = [{ bearerAuth: [] }];
/** A long route's markers carry every point of their lines: more than the API's 1 MB default. */
export const CUSTOM_TRACK_BODY_BYTES = 4 * 1024 * 1024;

const IdParams = Type.Object({ id: Id() }, { additionalProperties: false });
/** A track's id, as against a share key (always 22 characters). */
const OWN_TRACK_ID = /^\d{1,10}$/;
const DuplicateParams = Type.Object(
  {
    id: Text({
      minLength: 1,
      maxLength: 22,
      pattern: '^(\\d{1,10}|[A-Za-z0-9_-]{22})$',
      description: 'The share key of someone’s track (from its share link), or the id of one of the user’s own.',
    }),
  },
  { additionalProperties: false },
);

/**
 * Custom tracks (spec part 2 §7): every call needs a session, and a track is its
 * owner's alone: anyone else's id is answered 404, as if it did not exist. A share link
 * carries the track's share key, which is the only way to copy someone else's track.
 */
export const customTracksRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get<{ Querystring: { page?: number } }>(
    apiPaths.customTracks,
    {
      schema: {
        tags: ['custom tracks'],
        summary: 'My Custom Tracks: a page of the user’s tracks, last edited first',
        description: `${CUSTOM_TRACKS_PAGE_SIZE} a page; pages start at 0.`,
        security: bearer,
        querystring: CustomTracksPageQuery,
        response: { 200: CustomTracksPage, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const { rows, more } = await listCustomTracks(db, session.userId, request.query.page ?? 0, CUSTOM_TRACKS_PAGE_SIZE);
      return { tracks: rows.map(presentCustomTrackSummary), all_loaded: !more };
    },
  );

  app.get(
    apiPaths.customTracksExist,
    {
      schema: {
        tags: ['custom tracks'],
        summary: 'Whether the user has any custom track (the editor shows its onboarding when not)',
        security: bearer,
        response: { 200: CustomTracksExist, 401: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      return { user_tracks: await hasCustomTracks(db, session.userId) };
    },
  );

  app.get<{ Params: { id: number } }>(
    `${API_BASE_PATH}/custom-track/:id`,
    {
      schema: {
        tags: ['custom tracks'],
        summary: 'One of the user’s custom tracks, with the tracks, huts and campsites near it',
        security: bearer,
        params: IdParams,
        response: { 200: CustomTrack, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const row = await findOwnCustomTrack(db, session.userId, request.params.id);
      if (!row) throw notFound(CUSTOM_TRACK_NOT_FOUND);
      return presentCustomTrack(row, await findRelated(db, row.line?.coordinates ?? null));
    },
  );

  app.post<{ Body: CustomTrackInput }>(
    apiPaths.customTracks,
    {
      bodyLimit: CUSTOM_TRACK_BODY_BYTES,
      schema: {
        tags: ['custom tracks'],
        summary: 'Save a new custom track; answers its id',
        description: 'The server measures every segment again from its line (or straight from marker to marker) and stores its own distance. 422 for a marker outside New Zealand or a segment line that does not run from one marker to the next.',
        security: bearer,
        body: CustomTrackInput,
        response: { 201: CustomTrackSaved, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await ctx.auth.required(request);
      const row = await createCustomTrack(ctx, { userId: session.userId, track: request.body });
      return reply.code(201).send(presentSaved(row));
    },
  );

  app.put<{ Params: { id: number }; Body: CustomTrackInput }>(
    `${API_BASE_PATH}/custom-track/:id`,
    {
      bodyLimit: CUSTOM_TRACK_BODY_BYTES,
      schema: {
        tags: ['custom tracks'],
        summary: 'Save the whole custom track over its last version',
        security: bearer,
        params: IdParams,
        body: CustomTrackInput,
        response: { 200: CustomTrackSaved, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      return presentSaved(await updateCustomTrack(ctx, { userId: session.userId, id: request.params.id, track: request.body }));
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${API_BASE_PATH}/custom-track/:id`,
    {
      schema: {
        tags: ['custom tracks'],
        summary: 'Delete one of the user’s custom tracks, and the user’s plans made on it',
        description: '409 while a published plan on it is not complete (ADR 035): its emergency contact may rely on it.',
        security: bearer,
        params: IdParams,
        response: { 200: SuccessResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      await deleteCustomTrack(ctx, { userId: session.userId, id: request.params.id });
      return { success: true as const };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${API_BASE_PATH}/custom-track/:id/duplicate`,
    {
      schema: {
        tags: ['custom tracks'],
        summary: 'Copy a custom track into the user’s own: someone’s by its share link’s key, or one of the user’s own by its id',
        description:
          'A GET, as the spec calls it: it creates the copy and answers its id. 404 for a key no track has, and for an id that is not one of the user’s own tracks (someone else’s track is named by its share key alone).',
        security: bearer,
        params: DuplicateParams,
        response: { 200: CustomTrackSaved, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const { id } = request.params;
      const ownTrackId = OWN_TRACK_ID.test(id) ? Number(id) : null;
      // A number past any id names no track (and the database would refuse to compare it).
      if (ownTrackId !== null && (ownTrackId < 1 || ownTrackId > ID_MAX)) throw notFound(CUSTOM_TRACK_NOT_FOUND);
      const source = ownTrackId !== null ? { ownTrackId } : { shareKey: id };
      return presentSaved(await duplicateCustomTrack(ctx, { userId: session.userId, ...source }));
    },
  );
};
