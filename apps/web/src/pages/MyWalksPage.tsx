import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { MyWalks } from '@planmywalk/ui';
import { walksFeature } from '@planmywalk/domain';
import { useFeature } from '../app/stores.tsx';
import { PageContainer } from '../shell/PageContainer.tsx';

/**
 * My Walks (spec part 2 §2): the user's trips by section, each leading to its editor or
 * its read-only page; delete (owner) or decline (group member); older completed trips a
 * page at a time after 'Show all past trips'. Leaving the page starts the next visit afresh.
 */
const MyWalksPage = observer(function MyWalksPage() {
  const { myWalks } = useFeature(walksFeature);

  useEffect(() => {
    void myWalks.load();
    return () => myWalks.reset();
  }, [myWalks]);

  return (
    <PageContainer>
      <MyWalks
        sections={myWalks.sections}
        planHref={(plan) => myWalks.hrefOf(plan.id)}
        timeToGo={(plan) => myWalks.timeToGoOf(plan.id)}
        statusLabel={(plan) => myWalks.statusOf(plan.id)}
        notices={(plan) => myWalks.noticesOf(plan.id)}
        onDelete={(plan) => void myWalks.remove(plan.id)}
        onDecline={(plan) => void myWalks.remove(plan.id)}
        allLoaded={myWalks.allLoaded}
        pastTripsExpanded={myWalks.showingAllPast}
        onShowAllPastTrips={() => void myWalks.showAllPastTrips()}
        onLoadMore={() => void myWalks.loadMorePast()}
        loading={!myWalks.loaded && myWalks.error === null}
        loadingMore={myWalks.loadingMore}
        error={myWalks.error ?? myWalks.removeError ?? undefined}
        onRetry={myWalks.error ? () => void myWalks.load() : undefined}
      />
    </PageContainer>
  );
});

export default MyWalksPage;
