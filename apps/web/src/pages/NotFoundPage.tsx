import { observer } from 'mobx-react-lite';
import { Button } from '@planmywalk/ui';
import { useStores } from '../app/stores.tsx';
import { PageContainer, PageTitle, Lead } from '../shell/PageContainer.tsx';

/** Spec part 1 §2 not-found: help text from app settings and a link home. */
const NotFoundPage = observer(function NotFoundPage() {
  const { config } = useStores();
  const help = config.settings?.not_found;
  return (
    <PageContainer>
      <PageTitle>{help?.title ?? 'Page not found'}</PageTitle>
      <Lead>{help?.body ?? 'The page you were looking for does not exist or has moved.'}</Lead>
      <Button href="/home">Go to the home page</Button>
    </PageContainer>
  );
});

export default NotFoundPage;
