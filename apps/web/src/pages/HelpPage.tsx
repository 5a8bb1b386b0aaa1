import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { HelpStore } from '@planmywalk/domain';
import { HelpPage as HelpView } from '@planmywalk/ui';
import { useApi } from '../app/stores.tsx';
import type { PageProps } from '../routes/router.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { PageContainer } from '../shell/PageContainer.tsx';

/**
 * /help (spec part 2 §2): the help page's questions from GET help. Its store lives with
 * the page (built here from the app's API client), not in the RootStore: nothing else
 * reads it, and the entry bundle stays without it.
 */
const HelpPage = observer(function HelpPage({ route }: PageProps) {
  const api = useApi();
  const navigate = useNavigate();
  const here = useLocation();
  const [help] = useState(() => new HelpStore(api));
  useEffect(() => {
    void help.load();
  }, [help]);
  // Opened directly (no page before it in this tab): back goes home.
  const back = () => (here.key === 'default' ? void navigate(pathOf('home')) : void navigate(-1));
  return (
    <PageContainer>
      <HelpView
        title={route.title}
        status={help.status === 'idle' ? 'loading' : help.status}
        items={(help.help?.items ?? []).map((item) => ({ id: item.id, question: item.question, answerHtml: item.answer }))}
        error={help.error}
        onRetry={() => void help.retry()}
        feedbackHref={pathOf('feedback')}
        onBack={back}
      />
    </PageContainer>
  );
});

export default HelpPage;
