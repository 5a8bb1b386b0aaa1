import type { FastifyPluginAsync } from 'fastify';
import {
  ErrorResponse,
  GEAR_LIST_TEMPLATES_MAX,
  GearListPresetsResponse,
  GearListTemplate,
  GearListTemplateCreate,
  GearListTemplateInput,
  GearListTemplateParams,
  GearListTemplatesResponse,
  SuccessResponse,
  apiPaths,
} from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { createGearListTemplate } from '../../commands/gear-lists/createGearListTemplate.ts';
import { deleteGearListTemplate } from '../../commands/gear-lists/deleteGearListTemplate.ts';
import { duplicateGearListTemplate } from '../../commands/gear-lists/duplicateGearListTemplate.ts';
import { updateGearListTemplate } from '../../commands/gear-lists/updateGearListTemplate.ts';
import { badRequest } from '../../http/http-error.ts';
import { publicCache } from '../../http/public-cache.ts';
import { presentGearPreset, presentGearTemplate } from './gear-lists.presenter.ts';
import { listGearPresets, listGearTemplates } from './gear-lists.queries.ts';

const bearer = [{ bearerAuth: [] }];
/** Presets change only with a data import. */
const PRESETS_MAX_AGE_S = 300;

const templatePath = `${apiPaths.gearListTemplates}/:id`;

/**
 * Gear lists (spec part 2 §7): the preset lists every location names, and the user's
 * own lists (create, duplicate, rename and edit as one save of the whole list, delete).
 * A list is its owner's alone: anyone else's id is answered 404, as if it did not exist.
 */
export const gearListRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    apiPaths.gearListPresets,
    {
      schema: {
        tags: ['gear'],
        summary: 'Every preset gear list, with the guidance each is written from',
        description: `A location names the presets it offers (gear_list_presets) and the one its gear page starts with (duration_category_gear_list). Cached: ETag and Cache-Control public, max-age=${PRESETS_MAX_AGE_S}.`,
        response: { 200: GearListPresetsResponse },
      },
      ...publicCache(PRESETS_MAX_AGE_S),
    },
    async () => (await listGearPresets(db)).map(presentGearPreset),
  );

  app.get(
    apiPaths.gearListTemplates,
    {
      schema: {
        tags: ['gear'],
        summary: "The user's custom gear lists, oldest first",
        security: bearer,
        response: { 200: GearListTemplatesResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      return (await listGearTemplates(db, session.userId)).map(presentGearTemplate);
    },
  );

  app.post<{ Body: GearListTemplateCreate }>(
    apiPaths.gearListTemplates,
    {
      schema: {
        tags: ['gear'],
        summary: 'Create a custom gear list, or with `id` alone duplicate one of yours',
        description: `JSON \`{ title, categories }\` makes a new list; \`{ id }\` copies that list of yours as '… (copy)' (404 for anyone else's). 422 for a blank title, or past ${GEAR_LIST_TEMPLATES_MAX} lists. Answers the new list (201).`,
        security: bearer,
        body: GearListTemplateCreate,
        response: { 201: GearListTemplate, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id, title, categories } = request.body;
      const duplicate = id !== undefined;
      if (duplicate && (title !== undefined || categories !== undefined)) throw badRequest('Send either an id to duplicate, or a title and categories: not both');
      if (!duplicate && (title === undefined || categories === undefined)) throw badRequest('A new gear list needs a title and categories');
      const session = await ctx.auth.required(request);
      const row = duplicate
        ? await duplicateGearListTemplate(ctx, { userId: session.userId, id })
        : await createGearListTemplate(ctx, { userId: session.userId, title: title ?? '', categories: categories ?? [] });
      return reply.code(201).send(presentGearTemplate(row));
    },
  );

  app.put<{ Params: GearListTemplateParams; Body: GearListTemplateInput }>(
    templatePath,
    {
      schema: {
        tags: ['gear'],
        summary: 'Save the whole custom gear list (its name and categories)',
        description: '404 when the list is not yours. 422 for a blank title.',
        security: bearer,
        params: GearListTemplateParams,
        body: GearListTemplateInput,
        response: { 200: GearListTemplate, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const row = await updateGearListTemplate(ctx, { userId: session.userId, id: request.params.id, ...request.body });
      return presentGearTemplate(row);
    },
  );

  app.delete<{ Params: GearListTemplateParams }>(
    templatePath,
    {
      schema: {
        tags: ['gear'],
        summary: 'Delete a custom gear list (plans that used it keep their own copy)',
        description: '404 when the list is not yours.',
        security: bearer,
        params: GearListTemplateParams,
        response: { 200: SuccessResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      await deleteGearListTemplate(ctx, { userId: session.userId, id: request.params.id });
      return { success: true as const };
    },
  );
};
