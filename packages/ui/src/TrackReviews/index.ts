export { TRACK_REVIEWS_SHOWN_FIRST, TrackReviews } from './TrackReviews.tsx';
export type { TrackReviewsProps } from './TrackReviews.tsx';
