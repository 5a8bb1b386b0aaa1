import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_BASE_PATH, AlertsResponse, ErrorResponse, ForecastsResponse, PLAN_NOT_FOUND } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { notFound } from '../../http/http-error.ts';
import type { TripChecker } from '../../notifications/tripChecker.ts';
import { readPlan } from '../../plans/plans.read.ts';
import { ReadonlyParams, isPlanId } from './plans.schema.ts';

const optionalBearer: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/**
 * A plan's alerts and forecasts, read through the plan's own link (ADR 043): whoever may
 * read the plan may read the warnings for its place. A custom track's feeds are its
 * owner's alone, so without this the emergency contact opening a custom-track plan's
 * alerts or weather saw nothing; a DOC place answers what its public feed routes answer.
 */
export const planFeedsRoutes: FastifyPluginAsync<{ ctx: AccountsContext; tripChecker: TripChecker }> = async (app, { ctx, tripChecker }) => {
  const { db } = ctx;

  const readablePlace = async (request: FastifyRequest<{ Params: { guid: string } }>) => {
    const { guid } = request.params;
    if (!isPlanId(guid)) throw notFound(PLAN_NOT_FOUND);
    const session = await ctx.auth.optional(request);
    const found = await readPlan(db, guid.toLowerCase(), session?.userId ?? null, { withLine: true });
    if (!found) throw notFound(PLAN_NOT_FOUND);
    return found.parts.place;
  };

  const readRule = "Who may read the plan (as GET plan/{guid}/readonly: a published plan's link, or a draft's owner and group members); anyone else 404 'Plan not found'.";

  app.get<{ Params: { guid: string } }>(
    `${API_BASE_PATH}/plan/:guid/alerts`,
    {
      schema: {
        tags: ['alerts'],
        summary: 'A plan’s alerts: those of its place, a custom track’s matched on its line (bearer optional)',
        description: readRule,
        security: optionalBearer,
        params: ReadonlyParams,
        response: { 200: AlertsResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const alerts = await tripChecker.alertsOf(await readablePlace(request));
      if (!alerts) throw notFound(PLAN_NOT_FOUND);
      return alerts;
    },
  );

  app.get<{ Params: { guid: string } }>(
    `${API_BASE_PATH}/plan/:guid/forecasts`,
    {
      schema: {
        tags: ['alerts'],
        summary: 'A plan’s forecasts: those of its place (bearer optional)',
        description: readRule,
        security: optionalBearer,
        params: ReadonlyParams,
        response: { 200: ForecastsResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => tripChecker.forecastsOf(await readablePlace(request)),
  );
};
