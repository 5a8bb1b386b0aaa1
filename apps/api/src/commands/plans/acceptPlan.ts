import { PLAN_NOT_FOUND } from '@planmywalk/contracts';
import { notFound, unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { findEditorState, lockPlan, setEditorState } from './planWrites.queries.ts';

export const OWN_PLAN = 'This is your own plan: there is nothing to accept.';

/**
 * A group member accepts the plan they were added to (spec part 2 §2): it stays in
 * their My Walks and they may tick its gear list. Accepting again changes nothing; a
 * member who declined may change their mind while they are still in the group.
 */
export async function acceptPlan(ctx: CommandContext, input: { userId: number; planId: string }): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, input.planId);
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    if (plan.owner_id === input.userId) throw unprocessable(OWN_PLAN);
    const state = await findEditorState(tx, input.planId, input.userId);
    if (state === null) throw notFound(PLAN_NOT_FOUND);
    if (state !== 'accepted') await setEditorState(tx, input.planId, input.userId, 'accepted', now);
  });
}
