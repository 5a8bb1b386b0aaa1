import { REVIEW_NOT_FOUND, REVIEW_PHOTO_NOT_FOUND } from '@planmywalk/contracts';
import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { removeBytes } from './deleteReview.ts';
import { deleteFiles, findPhotoOfReview, lockOwnReview } from './reviews.queries.ts';

/** The author removes a photo of their review (approved or pending); another user's is 404. */
export async function removeReviewPhoto(ctx: CommandContext, input: { userId: number; reviewId: number; fileId: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, input.reviewId, input.userId);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    if (!(await findPhotoOfReview(tx, review.id, input.fileId))) throw notFound(REVIEW_PHOTO_NOT_FOUND);
    await deleteFiles(tx, [input.fileId]);
  });
  await removeBytes(ctx, [input.fileId]);
}
