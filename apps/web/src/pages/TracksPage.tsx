import { observer } from 'mobx-react-lite';
import { useStores } from '../app/stores.tsx';
import { PageContainer, PageTitle, Lead } from '../shell/PageContainer.tsx';

/** Spec part 1 §2 tracks screen: the greeting; search, filters and the map build on it. */
const TracksPage = observer(function TracksPage() {
  const { session } = useStores();
  const firstName = session.user?.first_name;
  return (
    <PageContainer>
      <PageTitle>{firstName ? `Where are you going ${firstName}?` : 'Welcome, where are you going?'}</PageTitle>
      <Lead>Find Department of Conservation tracks, huts and campsites across New Zealand.</Lead>
    </PageContainer>
  );
});

export default TracksPage;
