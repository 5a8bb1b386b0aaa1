export { MY_REVIEWS_TEXT, MyReviews } from './MyReviews.tsx';
export type { MyReviewsProps, MyReviewsReview } from './MyReviews.tsx';
