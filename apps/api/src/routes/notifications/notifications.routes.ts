import type { FastifyPluginAsync } from 'fastify';
import {
  API_BASE_PATH,
  CheckInRequest,
  CheckInResponse,
  ErrorResponse,
  MarkNotificationsRead,
  NotificationsResponse,
  PLAN_NOT_FOUND,
  apiPaths,
} from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { checkInAsOwner, checkInWithToken } from '../../commands/trips/checkIn.ts';
import { markNotificationsRead } from '../../commands/notifications/markNotificationsRead.ts';
import { listNotifications } from './notifications.queries.ts';
import { notFound } from '../../http/http-error.ts';
import { PlanParams, isPlanId } from '../plans/plans.schema.ts';
import { presentNotifications } from './notifications.presenter.ts';

const bearer = [{ bearerAuth: [] }];
const SHOWN = 100;

/**
 * In-app notifications (the list with its unread count) and 'I'm back safely' (issue
 * 11): from the plan by its owner, or from the check-in email's one-click link.
 */
export const notificationsRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    apiPaths.notifications,
    { schema: { tags: ['notifications'], summary: 'My notifications, newest first, and how many are unread', security: bearer, response: { 200: NotificationsResponse, 401: ErrorResponse } } },
    async (request) => {
      const session = await ctx.auth.required(request);
      return presentNotifications(await listNotifications(db, session.userId, SHOWN));
    },
  );

  app.post<{ Body: MarkNotificationsRead }>(
    apiPaths.notificationsRead,
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks my notifications read: the ids given, or all',
        security: bearer,
        body: MarkNotificationsRead,
        response: { 200: NotificationsResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      await markNotificationsRead(ctx, { userId: session.userId, ids: request.body.ids ?? null });
      return presentNotifications(await listNotifications(db, session.userId, SHOWN));
    },
  );

  app.post<{ Params: { id: string } }>(
    `${API_BASE_PATH}/plan/:id/check-in`,
    {
      schema: {
        tags: ['plans'],
        summary: "'I'm back safely': the walker checks in for the trip's planned end (the owner, once it has started)",
        security: bearer,
        params: PlanParams,
        response: { 200: CheckInResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      if (!isPlanId(request.params.id)) throw notFound(PLAN_NOT_FOUND);
      return checkInAsOwner(ctx, { planId: request.params.id.toLowerCase(), userId: session.userId });
    },
  );

  app.post<{ Body: CheckInRequest }>(
    apiPaths.checkIn,
    {
      schema: {
        tags: ['plans'],
        summary: "'I'm back safely' from the check-in email's link (no login: the link's token names the trip)",
        body: CheckInRequest,
        response: { 200: CheckInResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => checkInWithToken(ctx, { token: request.body.token }),
  );
};
