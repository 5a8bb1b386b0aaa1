import { REVIEW_PHOTO_NOT_FOUND } from '@planmywalk/contracts';
import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { removeBytes } from './deleteReview.ts';
import { approvePhoto, deleteFiles, lockPendingPhoto } from './reviews.queries.ts';

/**
 * An administrator's decision on a pending photo (spec part 1 §6): approved, it becomes a
 * public file shown with the review; rejected, it is deleted. A photo already decided
 * (or never there) is 404, so two administrators deciding at once cannot both act.
 * The caller has checked the administrator role; every decision is logged with who made it.
 */
export async function decideReviewPhoto(
  ctx: CommandContext,
  input: { adminId: number; fileId: string; decision: 'approve' | 'reject' },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const photo = await lockPendingPhoto(tx, input.fileId);
    if (!photo) throw notFound(REVIEW_PHOTO_NOT_FOUND);
    if (input.decision === 'approve') await approvePhoto(tx, photo.file_id, input.adminId, ctx.clock.now());
    else await deleteFiles(tx, [photo.file_id]);
  });
  if (input.decision === 'reject') await removeBytes(ctx, [input.fileId]);
  ctx.log.info({ adminId: input.adminId, fileId: input.fileId, decision: input.decision }, 'review photo decided');
}
