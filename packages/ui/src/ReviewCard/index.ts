export { ReviewCard } from './ReviewCard.tsx';
export { REVIEW_COMMENT_CLAMP_PX } from './ReviewCardComment.tsx';
export { awaitingApprovalText, difficultyLabel, reviewerName } from './reviewText.ts';
export type { ReviewCardPhoto, ReviewCardProps, ReviewCardReview } from './ReviewCard.tsx';
