// The review form's stores (with the wishlist's and completed trips'), on their own
// chunk: a place's page builds them when 'Leave a review' is first pressed (ADR 051).
export { reviewsFeature } from '@planmywalk/domain';
