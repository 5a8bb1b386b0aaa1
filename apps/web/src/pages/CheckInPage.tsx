import { useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { CheckInPanel } from '@planmywalk/ui';
import { CHECK_IN_LINK_PROMPT, notificationsFeature } from '@planmywalk/domain';
import { useFeature } from '../app/stores.tsx';
import type { PageProps } from '../routes/appRoutes.tsx';
import { Lead, PageContainer, PageTitle } from '../shell/PageContainer.tsx';

/**
 * /check-in?token=…: the one-click link of the check-in email (issue 11). Opening the
 * link records nothing (mail scanners open links); the walker presses 'I'm back safely'.
 */
const CheckInPage = observer(function CheckInPage(_props: PageProps) {
  const { checkIn } = useFeature(notificationsFeature);
  const [query] = useSearchParams();
  const token = query.get('token');
  if (!token) {
    return (
      <PageContainer>
        <PageTitle>I'm back safely</PageTitle>
        <Lead>This check-in link is not complete. Open it again from the email, or log in and check in from your plan.</Lead>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageTitle>I'm back safely</PageTitle>
      <CheckInPanel
        title={checkIn.result?.title ?? 'your trip'}
        prompt={CHECK_IN_LINK_PROMPT}
        submitting={checkIn.submitting}
        checkedInAt={checkIn.result?.checked_in_at ?? null}
        {...(checkIn.doneNote ? { doneNote: checkIn.doneNote } : {})}
        error={checkIn.error}
        onCheckIn={() => void checkIn.withToken(token)}
      />
    </PageContainer>
  );
});

export default CheckInPage;
