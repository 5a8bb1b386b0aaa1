import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { MyReviews } from '@planmywalk/ui';
import { placeHref } from '../app/placeHref.ts';
import { reviewsFeature } from '@planmywalk/domain';
import { useFeature } from '../app/stores.tsx';
import { ReviewFlowsHost } from '../shell/ReviewFlowsHost.tsx';
import { PageContainer } from '../shell/PageContainer.tsx';

/** My Reviews (spec part 2 §2): the walker's reviews, edited in the review modal, deleted after a question. */
const MyReviewsPage = observer(function MyReviewsPage() {
  const { myReviews, reviewForm } = useFeature(reviewsFeature);

  useEffect(() => {
    void myReviews.load();
  }, [myReviews]);

  return (
    <PageContainer>
      <MyReviews
        reviews={myReviews.reviews.slice()}
        placeHref={(review) => placeHref(review.parent)}
        loading={myReviews.loading && !myReviews.loaded}
        loadingMore={myReviews.loading && myReviews.loaded}
        allLoaded={myReviews.allLoaded}
        onLoadMore={() => void myReviews.loadMore()}
        error={myReviews.error}
        onRetry={() => void myReviews.load()}
        onEdit={(review) => {
          const full = myReviews.reviews.find((item) => item.id === review.id);
          if (full) void reviewForm.openEdit(full);
        }}
        onDelete={(review) => {
          const full = myReviews.reviews.find((item) => item.id === review.id);
          if (full) myReviews.askDelete(full);
        }}
        confirmingDelete={myReviews.confirmingDelete}
        onConfirmDelete={() => void myReviews.confirmDelete()}
        onCancelDelete={() => myReviews.cancelDelete()}
        removeError={myReviews.removeError}
      />
      <ReviewFlowsHost />
    </PageContainer>
  );
});

export default MyReviewsPage;
