import { CUSTOM_TRACK_NOT_FOUND } from '@planmywalk/contracts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { removePlan } from '../plans/deletePlan.ts';
import { afterPlanCommit } from '../plans/writePlan.ts';
import { deleteCustomTrackRow, lockOwnCustomTrack, plansOnCustomTrack } from './customTracks.queries.ts';

/** The 409 when a published trip still relies on the track (ADR 035). */
export const trackInUseText = (planName: string) =>
  `This custom track is used by a published trip plan that is not complete: ${planName}. Its emergency contact may be relying on it. Once you are back safely, check in on that plan (or delete it from My Walks), then delete the track.`;

/**
 * Deletes one of the user's tracks and, as the spec's warning says (part 2 §5), the
 * plans made on it: each goes as a deleted plan goes (its queued emails withdrawn, its
 * documents removed), in the same transaction. A published plan not yet completed stops
 * the delete instead (409, nothing changed): its emergency contact holds its link, and
 * a side effect of tidying tracks must not take the plan from them (ADR 035).
 * Someone else's track is answered as missing.
 */
export async function deleteCustomTrack(ctx: CommandContext, input: { userId: number; id: number }): Promise<{ plansDeleted: number }> {
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await lockOwnCustomTrack(tx, input.userId, input.id))) throw notFound(CUSTOM_TRACK_NOT_FOUND);
    const plans = await plansOnCustomTrack(tx, input.id);
    const inUse = plans.find((plan) => plan.in_use);
    if (inUse) throw conflict(trackInUseText(inUse.name));
    const removedFiles: string[] = [];
    for (const plan of plans) removedFiles.push(...(await removePlan(tx, plan.id)));
    await deleteCustomTrackRow(tx, input.userId, input.id);
    return { plansDeleted: plans.length, removedFiles };
  });
  await afterPlanCommit(ctx, { emailsQueued: 0, removedFiles: done.removedFiles });
  return { plansDeleted: done.plansDeleted };
}
