import { PLAN_NOT_FOUND } from '@planmywalk/contracts';
import { planTopic } from '../../email/plan-messages.ts';
import { withdrawQueued } from '../../email/outbox.ts';
import { notFound } from '../../http/http-error.ts';
import type { Queryable } from '../../db/database.ts';
import type { CommandContext } from '../context.ts';
import { attachmentIdsOf, deletePlanRow, deleteUnusedDocuments, findEditorState, lockPlan, setEditorState } from './planWrites.queries.ts';
import { afterPlanCommit } from './writePlan.ts';

/**
 * Deletes a plan the caller may delete, inside the caller's transaction: its emails still
 * queued are withdrawn, its row goes (with its people and invitations), and so do its
 * documents no other plan uses. Answers the files to remove from storage after the commit.
 * Also used when a custom track goes, with the plans made on it.
 */
export async function removePlan(tx: Queryable, planId: string): Promise<string[]> {
  const attachments = await attachmentIdsOf(tx, planId);
  await withdrawQueued(tx, planTopic(planId));
  await deletePlanRow(tx, planId);
  return deleteUnusedDocuments(tx, attachments);
}

/**
 * DELETE plan/{id} (spec part 2 §4, §6): the owner deletes the plan, with its people,
 * invitations and documents, and withdraws its emails still queued; a group member
 * declines it instead, which only ends their own link (the row stays 'declined', so the
 * owner's next save does not invite them again). Anyone else: 404.
 */
export async function deletePlan(ctx: CommandContext, input: { userId: number; planId: string }): Promise<{ outcome: 'deleted' | 'declined' }> {
  const now = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, input.planId);
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    if (plan.owner_id !== input.userId) {
      const state = await findEditorState(tx, input.planId, input.userId);
      if (state !== 'invited' && state !== 'accepted') throw notFound(PLAN_NOT_FOUND);
      await setEditorState(tx, input.planId, input.userId, 'declined', now);
      return { outcome: 'declined' as const, removedFiles: [] };
    }
    return { outcome: 'deleted' as const, removedFiles: await removePlan(tx, input.planId) };
  });
  await afterPlanCommit(ctx, { emailsQueued: 0, removedFiles: done.removedFiles });
  return { outcome: done.outcome };
}
