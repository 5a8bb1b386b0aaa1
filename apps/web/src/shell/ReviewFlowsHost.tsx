import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { reviewsFeature } from '@planmywalk/domain';
import { useFeature } from '../app/stores.tsx';

// The wishlist, completion and review dialogs load when one first opens.
const ReviewFlows = lazy(() => import('./ReviewFlows.tsx'));

/**
 * Where the wishlist, trip-completion and review dialogs mount: on the pages that offer
 * them (the tracks list, My Wishlist, My Reviews), which build the reviews feature. Once
 * loaded the dialogs stay mounted, so closing one can animate and reopening is instant.
 * A place's page, which builds the feature on its first 'Leave a review' (ADR 051),
 * mounts ReviewFlows itself then.
 */
export const ReviewFlowsHost = observer(function ReviewFlowsHost() {
  const { wishlist, completion, reviewForm } = useFeature(reviewsFeature);
  const flowOpen = wishlist.loginPrompt || completion.step !== 'closed' || reviewForm.mode !== 'closed';
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (flowOpen) setLoaded(true);
  }, [flowOpen]);
  return flowOpen || loaded ? (
    <Suspense fallback={null}>
      <ReviewFlows />
    </Suspense>
  ) : null;
});
