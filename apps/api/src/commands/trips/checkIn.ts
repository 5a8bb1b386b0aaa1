/**
 * 'I'm back safely' (issue 11): the walker checks in for the trip's planned end, from
 * the plan (logged in, the owner) or from the one-click link of the check-in email. A
 * check-in before the overdue email stops it; one after it tells the emergency contact
 * the walker is back. Either way in one transaction, so the emergency contact gets the
 * overdue email or the all-clear consistently, never neither after a send.
 */
import { createHash } from 'node:crypto';
import { CHECK_IN_LINK_INVALID, CHECK_IN_NOT_YET, PLAN_NOT_FOUND, type CheckInResponse } from '@planmywalk/contracts';
import { enqueueEmail } from '../../email/outbox.ts';
import { notFound, unprocessable } from '../../http/http-error.ts';
import { allClearEmail } from '../../notifications/tripMessages.ts';
import type { Queryable } from '../../db/database.ts';
import type { CommandContext } from '../context.ts';
import { findCheckInByToken, findEmergencyContact, lockPlanForCheckIn, overdueWasSent, recordCheckIn, type CheckInPlanRow } from './checkIn.queries.ts';

async function checkInPlan(tx: Queryable, ctx: CommandContext, plan: CheckInPlanRow, endsAt: Date): Promise<{ response: CheckInResponse; queued: boolean }> {
  const now = ctx.clock.now();
  const checkedIn = await recordCheckIn(tx, plan.id, endsAt, now);
  let queued = false;
  const alerted = await overdueWasSent(tx, plan.id, endsAt);
  // Told they were overdue? Then told they are back, once.
  if (checkedIn.getTime() === now.getTime() && alerted) {
    const contact = await findEmergencyContact(tx, plan.id);
    if (contact?.email) {
      const email = allClearEmail(contact.email, { walker: plan.walker, title: plan.title, contactFirstName: contact.first_name });
      await enqueueEmail(tx, { ...email, kind: 'trip-all-clear', userId: plan.owner_id, dedupeKey: `trip-all-clear:${plan.id}:${endsAt.getTime()}`, topic: `trip:${plan.id}` }, now);
      queued = true;
    }
  }
  return { response: { plan_id: plan.id, title: plan.title, checked_in_at: checkedIn.toISOString(), contact_was_alerted: alerted }, queued };
}

/** From the plan: the owner, once the trip has started. */
export async function checkInAsOwner(ctx: CommandContext, input: { planId: string; userId: number }): Promise<CheckInResponse> {
  const { response, queued } = await ctx.db.transaction(async (tx) => {
    const plan = await lockPlanForCheckIn(tx, input.planId);
    // Someone else's plan is not found, as a missing one is.
    if (!plan || plan.owner_id !== input.userId || !plan.is_published || !plan.ends_at || !plan.starts_at) throw notFound(PLAN_NOT_FOUND);
    if (plan.starts_at.getTime() > ctx.clock.now().getTime()) throw unprocessable(CHECK_IN_NOT_YET);
    return checkInPlan(tx, ctx, plan, plan.ends_at);
  });
  if (queued) ctx.mailQueued();
  return response;
}

/** From the email's link: the token names the plan and the planned end it was sent for. */
export async function checkInWithToken(ctx: CommandContext, input: { token: string }): Promise<CheckInResponse> {
  const hash = createHash('sha256').update(input.token).digest('hex');
  const { response, queued } = await ctx.db.transaction(async (tx) => {
    const found = await findCheckInByToken(tx, hash);
    const plan = found ? await lockPlanForCheckIn(tx, found.plan_id) : null;
    if (!found || !plan || !plan.is_published) throw notFound(CHECK_IN_LINK_INVALID);
    return checkInPlan(tx, ctx, plan, found.ends_at);
  });
  if (queued) ctx.mailQueued();
  return response;
}
