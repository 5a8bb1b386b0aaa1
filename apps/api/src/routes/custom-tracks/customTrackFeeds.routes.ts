import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_BASE_PATH, AlertsResponse, CUSTOM_TRACK_NOT_FOUND, ErrorResponse, Id, ForecastsResponse } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { customTrackAlertPlace, customTrackForecastPlace } from '../../custom-tracks/customTrackPlaces.ts';
import type { Feeds } from '../../feeds/feeds.ts';
import { notFound } from '../../http/http-error.ts';
import { findOwnCustomTrack } from '../../custom-tracks/customTracks.queries.ts';

const bearer = [{ bearerAuth: [] }];
const IdParams = Type.Object({ id: Id() }, { additionalProperties: false });

/**
 * A custom track's alerts and forecasts (spec part 2 §7), in the shapes of a location's,
 * matched on the track's line. A custom track is its owner's alone: a session is needed
 * and anyone else's id is answered 404, as the other custom-track routes do.
 */
export const customTrackFeedsRoutes: FastifyPluginAsync<{ ctx: AccountsContext; feeds: Feeds }> = async (app, { ctx, feeds }) => {
  const { db } = ctx;

  const ownTrack = async (request: FastifyRequest, id: number) => {
    const session = await ctx.auth.required(request);
    const track = await findOwnCustomTrack(db, session.userId, id);
    if (!track) throw notFound(CUSTOM_TRACK_NOT_FOUND);
    return track;
  };

  app.get<{ Params: { id: number } }>(
    `${API_BASE_PATH}/track/:id/alerts-custom`,
    {
      schema: {
        tags: ['alerts'],
        summary: 'One of the user’s custom tracks: its alerts, matched on its line',
        description: 'MetService warnings and avalanche advisories whose areas its line crosses; DOC’s alerts of the DOC tracks it follows and the huts and campsites beside it.',
        security: bearer,
        params: IdParams,
        response: { 200: AlertsResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const track = await ownTrack(request, request.params.id);
      return feeds.alertsFor(await customTrackAlertPlace(db, track));
    },
  );

  app.get<{ Params: { id: number } }>(
    `${API_BASE_PATH}/track/:id/forecasts-custom`,
    {
      schema: {
        tags: ['alerts'],
        summary: 'One of the user’s custom tracks: its forecasts (alpine at its line’s high point, then at its start)',
        security: bearer,
        params: IdParams,
        response: { 200: ForecastsResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const track = await ownTrack(request, request.params.id);
      return feeds.forecastsFor(customTrackForecastPlace(track));
    },
  );
};
