import { CompletionStore } from '../completion/CompletionStore.ts';
import type { Feature } from '../root/RootStore.ts';
import { WishlistStore } from '../wishlist/WishlistStore.ts';
import { MyReviewsStore } from './MyReviewsStore.ts';
import { ReviewFormStore } from './ReviewFormStore.ts';

export interface ReviewsStores {
  wishlist: WishlistStore;
  completion: CompletionStore;
  reviewForm: ReviewFormStore;
  myReviews: MyReviewsStore;
}

/** The wishlist, trips marked completed, the review form and My Reviews (spec part 1 §2, §4). */
export const reviewsFeature: Feature<ReviewsStores> = (root) => {
  const { api, session } = root;
  const reviewForm = new ReviewFormStore({
    api,
    session,
    clock: root.deps.clock,
    images: root.deps.images,
    imagePublishing: () => root.config.settings?.feedback.image_publishing_enabled ?? false,
    onPlace: (location) => root.location.replace(location),
  });
  const myReviews = new MyReviewsStore({ api, session });
  reviewForm.onSaved(() => void myReviews.reload());
  return {
    wishlist: new WishlistStore({ api, session }),
    completion: new CompletionStore({ api, session, clock: root.deps.clock }),
    reviewForm,
    myReviews,
  };
};
