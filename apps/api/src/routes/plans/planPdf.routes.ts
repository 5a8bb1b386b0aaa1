import type { FastifyPluginAsync } from 'fastify';
import { API_BASE_PATH, ErrorResponse, PLAN_NOT_FOUND, isCheckable, type Plan, type TripCheck } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import type { RequestLimitSettings } from '../../config/load-env.ts';
import { planLink } from '../../email/plan-messages.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/http-error.ts';
import { requestLimit } from '../../http/request-limit.ts';
import { pdfCacheKey, type PdfCache } from '../../plans/pdf/pdf-cache.ts';
import { planPdfFilename, type PlanPdfInput } from '../../plans/pdf/plan-pdf.ts';
import type { PlanLocationDetails } from '../../plans/plan-location-source.ts';
import { statusTimeOf } from '../../plans/plan-safety.ts';
import { presentPlan } from '../../plans/plans.presenter.ts';
import { readPlan } from '../../plans/plans.read.ts';
import { PlanParams, isPlanId } from './plans.schema.ts';

export const PDF_TOO_MANY_FROM_IP = 'Too many PDF downloads from your network. Please wait a minute and try again.';
export const PDF_TOO_MANY_FOR_PLAN = 'This plan’s PDF has been made too many times just now. Please wait a minute and try again.';

const optionalBearer: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/**
 * GET plan/{id}/download (ADR 060): anyone holding a published plan's link may ask for
 * its PDF, so the PDF is made in a heavy-work thread, never on the event loop, kept a
 * few minutes by its content (a group downloading the plan they were sent costs one
 * render), and limited: downloads per IP, renders per plan. Renders, not downloads,
 * are what a plan's limit counts: a leaked link asked from many IPs is answered from
 * the cache, and cannot use up the group's own downloads.
 */
export const planPdfRoutes: FastifyPluginAsync<{ ctx: AccountsContext; limits: RequestLimitSettings; cache: PdfCache }> = async (app, { ctx, limits, cache }) => {
  const { db, clock, settings } = ctx;
  const perIp = requestLimit(app, { name: 'pdf-ip', max: limits.pdfPerIpPerMinute, key: (request) => request.ip, message: PDF_TOO_MANY_FROM_IP });
  const perPlan = requestLimit(app, {
    name: 'pdf-plan',
    max: limits.pdfPerPlanPerMinute,
    key: (request) => (request.params as { id: string }).id.toLowerCase(),
    message: PDF_TOO_MANY_FOR_PLAN,
  });

  /**
   * The PDF's trip check: the one every reader gets (ADR 058), worded for whoever the
   * paper is handed to; none for a trip that is past. It adds to the PDF and never holds it back.
   */
  async function pdfTripCheck(plan: Plan, place: PlanLocationDetails): Promise<TripCheck | null> {
    if (!ctx.tripChecker || !isCheckable(plan.status)) return null;
    try {
      return await ctx.tripChecker.check({ place, dates: plan.date, party: plan.party_experience, reader: { kind: 'others', walker: plan.walker.first_name ?? plan.walker.fullname } });
    } catch (error) {
      ctx.log.warn({ err: error, planId: plan.id }, 'no trip check for the plan PDF');
      return null;
    }
  }

  app.get<{ Params: { id: string } }>(
    `${API_BASE_PATH}/plan/:id/download`,
    {
      schema: {
        tags: ['plans'],
        summary: "The plan as a PDF, 'Trip Plan - {name}.pdf' (bearer optional)",
        description: [
          'A4: trip name, place, dates and times, the group and emergency contact, what to do if the party is overdue, the daily plan, notes, documents, the gear list and the route drawn from the track’s line.',
          'Who may read the plan may download it (the same rule as readonly; contact emails for the owner only); anyone else 404.',
          `429 past ${limits.pdfPerIpPerMinute} a minute from one IP, or ${limits.pdfPerPlanPerMinute} new PDFs of one plan a minute; 503 while the server is making too many files (both with Retry-After).`,
          'The same plan seen the same way within 5 minutes is the same file, printed time included.',
        ].join(' '),
        security: optionalBearer,
        params: PlanParams,
        produces: ['application/pdf'],
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await ctx.auth.optional(request);
      if (!isPlanId(request.params.id)) throw notFound(PLAN_NOT_FOUND);
      const id = request.params.id.toLowerCase();
      await perIp(request);
      const found = await readPlan(db, id, session?.userId ?? null, { withLine: true });
      if (!found) throw notFound(PLAN_NOT_FOUND);
      const plan = presentPlan(found.parts, found.relation, settings.publicUrl, statusTimeOf(ctx));
      const input: PlanPdfInput = {
        plan,
        line: found.parts.place.line,
        infoLink: found.parts.place.infoLink,
        link: planLink(settings.publicUrl, found.parts.row.link_key),
        printedAt: clock.now(),
        // In the key too: a check that changed (a new warning) is a new file.
        tripCheck: await pdfTripCheck(plan, found.parts.place),
      };
      const pdf = await cache.get(pdfCacheKey(input), async () => {
        await perPlan(request);
        const bytes = await app.heavyWork.run('plan-pdf', input);
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', planPdfFilename(plan)))
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};
