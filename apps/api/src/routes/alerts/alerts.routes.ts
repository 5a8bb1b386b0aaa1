import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { AlertsResponse, API_BASE_PATH, ErrorResponse, ForecastsResponse, Text, type LocationType } from '@planmywalk/contracts';
import type { Database } from '../../db/database.ts';
import type { Feeds } from '../../feeds/feeds.ts';
import { notFound } from '../../http/http-error.ts';
import { findAlertPlace, findForecastPlace } from '../../feeds/place.queries.ts';

const TYPES: Record<'track' | 'hut' | 'campsite', LocationType> = { track: 'Track', hut: 'Hut', campsite: 'Campsite' };

const Params = Type.Object({
  routeType: Type.Union([Type.Literal('track'), Type.Literal('hut'), Type.Literal('campsite')], {
    description: "The location's singular name.",
  }),
  slug: Text({ minLength: 1, maxLength: 200 }),
});
type Params = { routeType: keyof typeof TYPES; slug: string };

/**
 * Spec part 2 §7: a location's alerts and its forecasts. Public (guests see alerts and
 * weather), answered from the feed copies held in the database; forecasts are fetched
 * when the cached copy has run out.
 */
export const alertsRoutes: FastifyPluginAsync<{ db: Database; feeds: Feeds }> = async (app, { db, feeds }) => {
  app.get<{ Params: Params }>(
    `${API_BASE_PATH}/alerts/:routeType/:slug`,
    {
      schema: {
        tags: ['alerts'],
        summary: "A location's alerts: site and closure notices, DOC, MetService warnings, avalanche advisories",
        params: Params,
        response: { 200: AlertsResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const place = await findAlertPlace(db, TYPES[request.params.routeType], request.params.slug);
      if (!place) throw notFound('Location not found');
      return feeds.alertsFor(place);
    },
  );

  app.get<{ Params: Params }>(
    `${API_BASE_PATH}/forecasts/:routeType/:slug`,
    {
      schema: {
        tags: ['alerts'],
        summary: "A location's forecasts (alpine at a track's high point, then at the location); empty when none could be had",
        params: Params,
        response: { 200: ForecastsResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const place = await findForecastPlace(db, TYPES[request.params.routeType], request.params.slug);
      if (!place) throw notFound('Location not found');
      return feeds.forecastsFor(place);
    },
  );
};
