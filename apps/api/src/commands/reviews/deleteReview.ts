import { REVIEW_NOT_FOUND } from '@planmywalk/contracts';
import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { deleteFiles, deleteReviewRow, lockOwnReview, reviewPhotoIds } from './reviews.queries.ts';

/**
 * The user deletes their review, and its photos with it. The records go in one
 * transaction; the photos' bytes are removed after the commit, so a failed unlink
 * leaves an unreachable file, never a review pointing at missing bytes. Another user's
 * review is 404, like a missing one.
 */
export async function deleteReview(ctx: CommandContext, input: { userId: number; reviewId: number }): Promise<{ photosRemoved: number }> {
  const fileIds = await ctx.db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, input.reviewId, input.userId);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    const ids = await reviewPhotoIds(tx, review.id);
    await deleteFiles(tx, ids);
    await deleteReviewRow(tx, review.id);
    return ids;
  });
  await removeBytes(ctx, fileIds);
  return { photosRemoved: fileIds.length };
}

/** Removes stored bytes whose records are gone; a failure is logged, not thrown (the records are what count). */
export async function removeBytes(ctx: CommandContext, fileIds: readonly string[]): Promise<void> {
  for (const id of fileIds) {
    try {
      await ctx.files.remove(id);
    } catch (error) {
      ctx.log.error({ err: error, fileId: id }, 'could not remove the bytes of a deleted file');
    }
  }
}
