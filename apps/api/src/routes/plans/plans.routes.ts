import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  API_BASE_PATH,
  DATES_REQUIRED,
  DeletePlanResponse,
  ErrorResponse,
  INVALID_END_TIME,
  PLAN_CHANGED_ELSEWHERE,
  PLAN_NOT_FOUND,
  Plan,
  PlanGearList,
  PlanInput,
  PlansPage,
  PlansPageQuery,
  TIMES_REQUIRED,
  TOO_MANY_ATTACHMENTS,
  TRIP_NAME_TOO_LONG,
  apiPaths,
} from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { acceptPlan } from '../../commands/plans/acceptPlan.ts';
import { makeNewPlanLink } from '../../commands/plans/makeNewPlanLink.ts';
import { createPlan } from '../../commands/plans/createPlan.ts';
import { deletePlan } from '../../commands/plans/deletePlan.ts';
import { updatePlan } from '../../commands/plans/updatePlan.ts';
import { updatePlanGear } from '../../commands/plans/updatePlanGear.ts';
import { sendStoredFile } from '../../files/serve.ts';
import { isFileId } from '../../files/storage.ts';
import { notFound } from '../../http/http-error.ts';
import { jsonBodyValidatorCompiler } from '../../http/json-body-validation.ts';
import { statusTimeOf } from '../../plans/plan-safety.ts';
import { findPlanAttachment } from '../../plans/plans.queries.ts';
import { myWalks, readPlan, readPlanFor, userPlans } from '../../plans/plans.read.ts';
import { PlanFileParams, PlanParams, ReadonlyParams, isPlanId, planBodyFailure } from './plans.schema.ts';

const bearer = [{ bearerAuth: [] }];
const optionalBearer: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/** The plan id of the path, lower-cased; anything but a UUID is a plan that does not exist. */
function planIdOf(id: string): string {
  if (!isPlanId(id)) throw notFound(PLAN_NOT_FOUND);
  return id.toLowerCase();
}

const saveDescription = [
  'JSON: the whole working plan (contracts PlanInput).',
  `422 with the plan screen's texts for input past the schema: '${TRIP_NAME_TOO_LONG}' (trip name over 35), a note over 1000 characters, '${TOO_MANY_ATTACHMENTS}',`,
  `'${INVALID_END_TIME}' (times that end before they start), '${DATES_REQUIRED}' or '${TIMES_REQUIRED}' when publishing without them,`,
  "daily plans for days outside the trip, an unknown contact or document (documents must be the caller's own uploads, or already on the plan), a custom track (not yet).",
  'Group members whose email is a verified account become editors with a pending invitation.',
  'With `is_published: true` the plan is (re-)sent, in the same transaction as the save, to every group member with an email and to the emergency contact; a copy still queued is replaced, not doubled (ADR 019).',
].join(' ');

export const plansRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { db, settings } = ctx;

  /** The plan as its owner (or any reader) sees it now. */
  async function planFor(id: string, viewerId: number | null) {
    const plan = await readPlanFor(db, id, viewerId, settings.publicUrl, statusTimeOf(ctx));
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    return plan;
  }

  const refuseBadBody = (request: FastifyRequest) => {
    const failure = planBodyFailure(request);
    if (failure) throw failure;
  };

  app.post<{ Body: PlanInput }>(
    apiPaths.plans,
    {
      attachValidation: true,
      validatorCompiler: jsonBodyValidatorCompiler,
      schema: {
        tags: ['plans'],
        summary: 'Save a new trip plan (draft or published)',
        description: `${saveDescription} Answers the plan (201); its id is also its share link, /plan/{id}.`,
        security: bearer,
        body: PlanInput,
        response: { 201: Plan, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      refuseBadBody(request);
      const session = await ctx.auth.required(request);
      const { id } = await createPlan(ctx, { userId: session.userId, plan: request.body });
      return reply.code(201).send(await planFor(id, session.userId));
    },
  );

  app.put<{ Body: PlanInput; Params: { id: string } }>(
    `${API_BASE_PATH}/plan/:id`,
    {
      attachValidation: true,
      validatorCompiler: jsonBodyValidatorCompiler,
      schema: {
        tags: ['plans'],
        summary: 'Save the whole plan over its last version (owner only)',
        description: `${saveDescription} \`revision\` is required: a newer revision on the server is 409 '${PLAN_CHANGED_ELSEWHERE}'. Saving as a draft unpublishes the plan and withdraws its queued emails. A group member is 403; anyone else 404.`,
        security: bearer,
        params: PlanParams,
        body: PlanInput,
        response: {
          200: Plan,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      refuseBadBody(request);
      const session = await ctx.auth.required(request);
      const id = planIdOf(request.params.id);
      await updatePlan(ctx, { userId: session.userId, planId: id, plan: request.body });
      return planFor(id, session.userId);
    },
  );

  app.put<{ Body: PlanGearList; Params: { id: string } }>(
    `${API_BASE_PATH}/plan/:id/gear`,
    {
      validatorCompiler: jsonBodyValidatorCompiler,
      schema: {
        tags: ['plans'],
        summary: "Save the plan's gear list (the gear page's autosave)",
        description: [
          'JSON: list, list_type, list_preset_id, list_custom_id. The owner saves the whole list; a group member who accepted the plan ticks what they have packed',
          "(the list must be the plan's but for the ticks, else 409: the owner changed it); an invited member must accept first (403); another reader of a published plan 403; anyone else 404.",
          "Does not move the plan's revision and sends no email (ADR 019). Answers the plan.",
        ].join(' '),
        security: bearer,
        params: PlanParams,
        body: PlanGearList,
        response: { 200: Plan, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const id = planIdOf(request.params.id);
      await updatePlanGear(ctx, { userId: session.userId, planId: id, gear: request.body });
      return planFor(id, session.userId);
    },
  );

  app.get<{ Querystring: PlansPageQuery }>(
    apiPaths.plans,
    {
      schema: {
        tags: ['plans'],
        summary: "My Walks: the user's plans, own and shared with them, by section",
        description:
          "Page 0: completing and upcoming (soonest first), drafts (last edited first) and the first 10 completed trips (most recent first); later pages: older completed trips. Sections by contracts' planSection, as the web app computes them. Plans declined are left out.",
        security: bearer,
        querystring: PlansPageQuery,
        response: { 200: PlansPage, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      return myWalks(db, session.userId, request.query.page ?? 0, statusTimeOf(ctx));
    },
  );

  app.get<{ Params: { guid: string } }>(
    `${API_BASE_PATH}/plan/:guid/readonly`,
    {
      schema: {
        tags: ['plans'],
        summary: 'A plan to read (bearer optional)',
        description:
          "A published plan: anyone with the link. A draft: its owner and its group members (invited or accepted). Anything else is 404 'Plan not found', as for a plan that does not exist. Shaped for the viewer: contact emails for the owner only; acceptanceState, isPendingInvitation, canEdit.",
        security: optionalBearer,
        params: ReadonlyParams,
        response: { 200: Plan, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.optional(request);
      return planFor(planIdOf(request.params.guid), session?.userId ?? null);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${API_BASE_PATH}/plan/:id/link`,
    {
      schema: {
        tags: ['plans'],
        summary: 'The owner makes a new share link (ADR 059)',
        description:
          "No body. The plan's share link becomes /plan/{share_key} with a new key; the old link then finds nothing for anyone but the owner and the group. A published trip still ahead or out emails its people the new link, saying the old one no longer works. A group member: 403; anyone else: 404. Answers the plan.",
        security: bearer,
        params: PlanParams,
        response: { 200: Plan, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const id = planIdOf(request.params.id);
      await makeNewPlanLink(ctx, { userId: session.userId, planId: id });
      return planFor(id, session.userId);
    },
  );

  app.put<{ Params: { id: string } }>(
    `${API_BASE_PATH}/plan/:id/accept`,
    {
      schema: {
        tags: ['plans'],
        summary: 'A group member accepts the plan they were added to',
        description: 'No body. Accepting again changes nothing; a member who declined may accept while still in the group. The owner: 422. Anyone else: 404. Answers the plan.',
        security: bearer,
        params: PlanParams,
        response: { 200: Plan, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const id = planIdOf(request.params.id);
      await acceptPlan(ctx, { userId: session.userId, planId: id });
      return planFor(id, session.userId);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${API_BASE_PATH}/plan/:id`,
    {
      schema: {
        tags: ['plans'],
        summary: 'Delete the plan (owner) or decline it (group member)',
        description:
          "The owner deletes the plan, its people, documents and queued emails; a group member declines it, which ends only their own link. Anyone else: 404. Answers `{ success: true, plans }`: the caller's plans after it (as GET user's `plans`).",
        security: bearer,
        params: PlanParams,
        response: { 200: DeletePlanResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      await deletePlan(ctx, { userId: session.userId, planId: planIdOf(request.params.id) });
      return { success: true as const, plans: await userPlans(db, session.userId, statusTimeOf(ctx)) };
    },
  );

  app.get<{ Params: { id: string; fileId: string } }>(
    `${API_BASE_PATH}/plan/:id/files/:fileId`,
    {
      schema: {
        tags: ['plans'],
        summary: 'A document of a plan, for whoever may read the plan (bearer optional)',
        description:
          "The owner, the group members (invited or accepted), and anyone holding a published plan's link; a download (Content-Disposition: attachment) with the sniffed type, nosniff and a sandboxing CSP. A file not on that plan, or a plan the caller may not read: 404.",
        security: optionalBearer,
        params: PlanFileParams,
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await ctx.auth.optional(request);
      const id = planIdOf(request.params.id);
      const fileId = request.params.fileId.toLowerCase();
      const readable = await readPlan(db, id, session?.userId ?? null);
      // By the plan's own id: a link holder asks by the link's key (ADR 059).
      const row = readable && isFileId(fileId) ? await findPlanAttachment(db, readable.parts.row.id, fileId) : null;
      if (!row) throw notFound('File not found');
      const stream = await ctx.files.read(row.id);
      if (!stream) {
        request.log.error({ fileId: row.id }, 'file record without bytes');
        throw notFound('File not found');
      }
      return sendStoredFile(reply, row, stream);
    },
  );
};
