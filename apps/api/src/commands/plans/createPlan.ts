import { randomUUID } from 'node:crypto';
import type { PlanInput } from '@planmywalk/contracts';
import type { CommandContext } from '../context.ts';
import { parsePlanInput } from './planInput.ts';
import { insertPlan } from './planWrites.queries.ts';
import { afterPlanCommit, preparePlanSave, writePlanParts } from './writePlan.ts';

/**
 * Saves a new plan, draft or published (spec part 2 §4). Its id is a new random UUID,
 * which is also its share link (ADR 018). Group members with an account are invited;
 * publishing queues the emails in the same transaction (ADR 019). A refusal (422)
 * writes nothing.
 */
export async function createPlan(ctx: CommandContext, input: { userId: number; plan: PlanInput }): Promise<{ id: string; emailsQueued: number }> {
  const plan = parsePlanInput(input.plan);
  const context = await preparePlanSave(ctx, input.userId, plan);
  const id = randomUUID();
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    await insertPlan(tx, id, input.userId, plan, now);
    return writePlanParts(tx, ctx, { planId: id, linkKey: id, ownerId: input.userId, plan, context, previousAttachments: [], previousGear: null, now });
  });
  await afterPlanCommit(ctx, result);
  return { id, emailsQueued: result.emailsQueued };
}
