import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { helpFeature } from '@planmywalk/domain';
import { HelpPage as HelpView } from '@planmywalk/ui';
import { useFeature } from '../app/stores.tsx';
import type { PageProps } from '../routes/appRoutes.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { PageContainer } from '../shell/PageContainer.tsx';

/**
 * /help (spec part 2 §2): the help page's questions from GET help, in the help feature's
 * store (which the server's render loads first: app/loadRouteData.ts).
 */
const HelpPage = observer(function HelpPage({ route }: PageProps) {
  const navigate = useNavigate();
  const here = useLocation();
  const { help } = useFeature(helpFeature);
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
