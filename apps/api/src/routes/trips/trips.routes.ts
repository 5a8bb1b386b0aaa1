import { statusTimeOf } from '../../plans/plan-safety.ts';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorResponse, MarkCompleteRequest, MarkCompleteResponse, apiPaths, type MarkCompleteRequest as Request } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { markComplete } from '../../commands/trips/markComplete.ts';
import { jsonBodyValidatorCompiler } from '../../http/json-body-validation.ts';
import { userPlans } from '../../plans/plans.read.ts';

export const tripsRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post<{ Body: Request }>(
    apiPaths.markComplete,
    {
      // JSON as the contract types it (ADR 020).
      validatorCompiler: jsonBodyValidatorCompiler,
      schema: {
        tags: ['plans'],
        summary: "Mark a track, hut or campsite complete on a day; answers the user's plans",
        description:
          'JSON `{ id, type, date }`. The date is the day it was completed, not after today in New Zealand (422). Recorded as a completed trip in My Walks; the same place and day again records nothing new.',
        security: [{ bearerAuth: [] }],
        body: MarkCompleteRequest,
        response: { 200: MarkCompleteResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const { id, type, date } = request.body;
      await markComplete(ctx, { userId: session.userId, locationId: id, type, date });
      return { plans: await userPlans(ctx.db, session.userId, statusTimeOf(ctx)) };
    },
  );
};
