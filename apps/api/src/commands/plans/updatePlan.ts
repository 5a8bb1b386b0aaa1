import { PLAN_CHANGED_ELSEWHERE, PLAN_NOT_FOUND, type PlanInput } from '@planmywalk/contracts';
import { HttpError, conflict, notFound, unprocessable } from '../../http/http-error.ts';
import { mayRead, relationOf } from '../../plans/plan-access.ts';
import type { Queryable } from '../../db/database.ts';
import type { CommandContext } from '../context.ts';
import { parsePlanInput } from './planInput.ts';
import { attachmentIdsOf, findEditorState, lockPlan, updatePlanRow, type LockedPlan } from './planWrites.queries.ts';
import { afterPlanCommit, preparePlanSave, writePlanParts } from './writePlan.ts';

export const ONLY_OWNER_EDITS = "Only the plan's owner can change it.";
export const REVISION_REQUIRED = "Send the plan's revision to save over it.";

/**
 * The plan, locked for this transaction, when `userId` owns it. A group member may know
 * the plan exists and is told only the owner changes it (403); anyone else is told what
 * a missing plan tells (404).
 */
export async function lockPlanAsOwner(tx: Queryable, planId: string, userId: number): Promise<LockedPlan> {
  const current = await lockPlan(tx, planId);
  if (!current) throw notFound(PLAN_NOT_FOUND);
  const relation = relationOf(current, userId, await findEditorState(tx, planId, userId));
  if (relation === 'owner') return current;
  if (mayRead({ is_published: false }, relation)) throw new HttpError(403, ONLY_OWNER_EDITS);
  throw notFound(PLAN_NOT_FOUND);
}

/**
 * Saves the whole plan over its last version (owner only, ADR 018). The edit names the
 * revision it started from; a newer one on the server means another device saved
 * meanwhile, and the answer is 409 instead of a lost update. Saving it published
 * (re-)sends the plan to its people, replacing any copy still queued (ADR 019);
 * saving it as a draft unpublishes it and withdraws what was queued.
 */
export async function updatePlan(
  ctx: CommandContext,
  input: { userId: number; planId: string; plan: PlanInput },
): Promise<{ revision: number; emailsQueued: number }> {
  const plan = parsePlanInput(input.plan);
  if (plan.revision === undefined) throw unprocessable(REVISION_REQUIRED);
  const context = await preparePlanSave(ctx, input.userId, plan);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const current = await lockPlanAsOwner(tx, input.planId, input.userId);
    if (current.revision !== plan.revision) throw conflict(PLAN_CHANGED_ELSEWHERE);
    const previousAttachments = await attachmentIdsOf(tx, input.planId);
    const revision = await updatePlanRow(tx, input.planId, plan, now);
    const result = await writePlanParts(tx, ctx, {
      planId: input.planId,
      linkKey: current.link_key,
      ownerId: input.userId,
      plan,
      context,
      previousAttachments,
      previousGear: current.gear_list,
      now,
    });
    return { revision, result };
  });
  await afterPlanCommit(ctx, outcome.result);
  return { revision: outcome.revision, emailsQueued: outcome.result.emailsQueued };
}
