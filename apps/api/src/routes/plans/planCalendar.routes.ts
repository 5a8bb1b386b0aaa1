import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_BASE_PATH, ErrorResponse, PLAN_NOT_FOUND } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { planLink } from '../../email/plan-messages.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/http-error.ts';
import { CALENDAR_READERS, planCalendar, planCalendarFilename, type CalendarReader } from '../../plans/calendar/plan-calendar.ts';
import { statusTimeOf } from '../../plans/plan-safety.ts';
import { presentPlan } from '../../plans/plans.presenter.ts';
import { readPlan } from '../../plans/plans.read.ts';
import { PlanParams, isPlanId } from './plans.schema.ts';

export const PLAN_HAS_NO_DATES = 'This plan has no trip dates yet, so there is nothing to add to a calendar.';

const CalendarQuery = Type.Object(
  {
    reader: Type.Optional(
      Type.Union(
        CALENDAR_READERS.map((reader) => Type.Literal(reader)),
        { description: "'walker' (the default): the trip; 'contact': when to expect word." },
      ),
    ),
  },
  { additionalProperties: false },
);

/**
 * GET plan/{id}/calendar (issue 35): the trip as an .ics file, for whoever may read the
 * plan (the same rule as readonly and the PDF); the walker's copy and the emergency
 * contact's email link to it, so the file always has the plan's current dates.
 */
export const planCalendarRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { db, clock, settings } = ctx;
  app.get<{ Params: { id: string }; Querystring: { reader?: CalendarReader } }>(
    `${API_BASE_PATH}/plan/:id/calendar`,
    {
      schema: {
        tags: ['plans'],
        summary: "The trip as an iCalendar file, '{title}.ics' (bearer optional)",
        description: [
          "reader=walker: the trip from its start to its planned end, with a reminder at the end to say \"I'm back safely\".",
          'reader=contact: "Expect to hear from {walker} by {end}", from the planned end to when the overdue email goes, with what to do if they are not back.',
          'Times are New Zealand time (TZID=Pacific/Auckland). Who may read the plan may download it; anyone else 404; a plan without dates 404.',
        ].join(' '),
        security: [{}, { bearerAuth: [] }],
        params: PlanParams,
        querystring: CalendarQuery,
        produces: ['text/calendar'],
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await ctx.auth.optional(request);
      if (!isPlanId(request.params.id)) throw notFound(PLAN_NOT_FOUND);
      const found = await readPlan(db, request.params.id.toLowerCase(), session?.userId ?? null);
      if (!found) throw notFound(PLAN_NOT_FOUND);
      const plan = presentPlan(found.parts, found.relation, settings.publicUrl, statusTimeOf(ctx));
      const reader = request.query.reader ?? 'walker';
      const calendar = planCalendar({
        plan,
        reader,
        link: planLink(settings.publicUrl, found.parts.row.link_key),
        host: new URL(settings.publicUrl).host,
        now: clock.now(),
      });
      if (calendar === null) throw notFound(PLAN_HAS_NO_DATES);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', planCalendarFilename(plan, reader)))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(calendar);
    },
  );
};
