import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { SearchResultItem } from '@planmywalk/contracts';
import { placeKey, reviewsFeature } from '@planmywalk/domain';
import { MyWishlist } from '@planmywalk/ui';
import { placeHref } from '../app/placeHref.ts';
import { useFeature } from '../app/stores.tsx';
import { ReviewFlowsHost } from '../shell/ReviewFlowsHost.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { PageContainer } from '../shell/PageContainer.tsx';

/** My Wishlist (spec part 2 §2): the wishlisted places with their hearts and 'Mark as complete'. */
const MyWishlistPage = observer(function MyWishlistPage() {
  const { wishlist, completion } = useFeature(reviewsFeature);

  useEffect(() => {
    void wishlist.load();
  }, [wishlist]);
  // Read here, while this observer renders, so the tiles follow every change.
  const wished = wishlist.wishlistedKeys;
  const completed = completion.completedKeys;

  return (
    <PageContainer>
      <MyWishlist<SearchResultItem>
        places={wishlist.places.slice()}
        hrefFor={placeHref}
        onWishlistToggle={(place) => void wishlist.toggle(place)}
        isWishlisted={(place) => wished.has(placeKey(place))}
        isCompleted={(place) => completed.has(placeKey(place))}
        onMarkComplete={(place) => completion.start(place)}
        findHref={pathOf('tracks')}
        loading={wishlist.loading && !wishlist.loaded}
        error={wishlist.loadError ?? wishlist.error}
        onRetry={wishlist.loadError ? () => void wishlist.load() : undefined}
      />
      <ReviewFlowsHost />
    </PageContainer>
  );
});

export default MyWishlistPage;
