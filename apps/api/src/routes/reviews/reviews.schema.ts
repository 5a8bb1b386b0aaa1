/** Reading a review form past its schema: which options are checked. */
import { REVIEW_DIFFICULTIES, type ReviewDifficulty, type ReviewInput } from '@planmywalk/contracts';
import type { ReviewDraft } from '../../commands/reviews/saveReview.ts';

export function reviewDraftOf(body: ReviewInput): ReviewDraft {
  const chosen: ReviewDifficulty[] = REVIEW_DIFFICULTIES.filter((option) => body[option] === true);
  return { date: body.date, comment: body.comment, chosen, numImages: body.numImages ?? 0, type: body.type };
}
