import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Button } from '@planmywalk/ui';
import { customTracksFeature } from '@planmywalk/domain';
import { useFeature, useStores } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { PageContainer, PageTitle, Lead } from '../shell/PageContainer.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';

/**
 * A share link (spec part 2 §2, §4, §6: /share-custom-track/{key}): signed out, sign in
 * first and come back; signed in, the track is copied into the user's own and My Custom
 * Tracks replaces this page.
 */
const ShareCustomTrackPage = observer(function ShareCustomTrackPage() {
  const { session } = useStores();
  const { myCustomTracks } = useFeature(customTracksFeature);
  const { id = '' } = useParams();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!session.isLoggedIn) session.signInFor(pathname);
    else void myCustomTracks.duplicate(id);
  }, [session, session.isLoggedIn, myCustomTracks, id, pathname]);

  if (myCustomTracks.duplicateError) {
    return (
      <PageContainer>
        <PageTitle>My Custom Tracks</PageTitle>
        <Lead role="alert">{myCustomTracks.duplicateError}</Lead>
        <Button href={pathOf('my-custom-tracks')}>Go to My Custom Tracks</Button>
      </PageContainer>
    );
  }
  return <PageLoading label="Copying the custom track into My Custom Tracks…" wholePage />;
});

export default ShareCustomTrackPage;
