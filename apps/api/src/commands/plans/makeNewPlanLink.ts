/**
 * "Make a new link" (issue 29, finding 6; ADR 059): the owner gives the plan a new share
 * link, and the old one finds nothing for anyone who is not the owner or in the group.
 * A published trip still ahead or out sends its emails again, with the new link and a
 * word that the old one no longer works, in the same transaction as the new link (a
 * queued copy is replaced, not doubled, ADR 019).
 */
import { randomUUID } from 'node:crypto';
import { isCheckable, isTripOver, type TripCheck } from '@planmywalk/contracts';
import { enqueueEmail } from '../../email/outbox.ts';
import { planPublishedEmails, planTopic, type PlanEmailFacts } from '../../email/plan-messages.ts';
import { savedPlanEmailFacts } from '../../plans/plan-email-facts.ts';
import { planPartyExperience, planStatus, statusTimeOf } from '../../plans/plan-safety.ts';
import { tripDatesOf } from '../../plans/plans.presenter.ts';
import { readPlan, type ReadablePlan } from '../../plans/plans.read.ts';
import type { CommandContext } from '../context.ts';
import { setLinkKey } from './planWrites.queries.ts';
import { lockPlanAsOwner } from './updatePlan.ts';
import { PUBLISHING_TOO_OFTEN } from './writePlan.ts';

type Checks = { others: TripCheck | null; walker: TripCheck | null };
const NO_CHECKS: Checks = { others: null, walker: null };

export async function makeNewPlanLink(ctx: CommandContext, input: { userId: number; planId: string }): Promise<{ linkKey: string; emailsQueued: number }> {
  const linkKey = randomUUID();
  // Everything slow (the plan, its trip check) before the transaction; who may is decided in it.
  const found = await readPlan(ctx.db, input.planId, input.userId, { withLine: true });
  const emails = found?.relation === 'owner' ? await emailsOfNewLink(ctx, found, linkKey) : [];
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await lockPlanAsOwner(tx, input.planId, input.userId);
    await setLinkKey(tx, input.planId, linkKey, now);
    if (!current.is_published) return;
    for (const email of emails) await enqueueEmail(tx, { ...email, userId: input.userId, topic: planTopic(input.planId) }, now);
  });
  if (emails.length > 0) ctx.mailQueued();
  return { linkKey, emailsQueued: emails.length };
}

/** The plan's emails again, with the new link; none for a draft or a trip that is over (nobody left to tell). */
async function emailsOfNewLink(ctx: CommandContext, found: ReadablePlan, linkKey: string) {
  const { parts } = found;
  const date = tripDatesOf(parts.row);
  if (!parts.row.is_published || !date) return [];
  const status = planStatus(parts.row, date, statusTimeOf(ctx));
  if (isTripOver(status)) return [];
  // Sending the plan again is a publish as far as the hourly limit goes: a new link is no way round it.
  await ctx.limiter.hit({
    bucket: 'plan-publish-user',
    key: String(parts.row.owner_id),
    max: ctx.settings.rateLimits.planPublishesPerHour,
    windowSeconds: 3600,
    message: PUBLISHING_TOO_OFTEN,
  });
  const walkerName = parts.row.owner_first_name?.trim() || parts.row.owner_email;
  const checks = isCheckable(status) ? await checksOf(ctx, found, date, walkerName) : NO_CHECKS;
  const facts: PlanEmailFacts = { ...savedPlanEmailFacts(parts, { status, checks, linkChanged: true })!, linkKey };
  return planPublishedEmails(facts, ctx.settings.publicUrl);
}

/** The trip check of the emails, as the publish made it; a failure sends them without it. */
async function checksOf(ctx: CommandContext, { parts }: ReadablePlan, dates: NonNullable<ReturnType<typeof tripDatesOf>>, walker: string): Promise<Checks> {
  if (!ctx.tripChecker) return NO_CHECKS;
  try {
    return await ctx.tripChecker.checks({ place: parts.place, dates, party: planPartyExperience(parts.row, parts.row.party_members) }, walker);
  } catch (error) {
    ctx.log.warn({ err: error }, 'no trip check for the emails of a new link');
    return NO_CHECKS;
  }
}
