import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { FEEDBACK_COMMENTS_MAX_LENGTH } from '@planmywalk/contracts';
import { FEEDBACK_CATEGORY_OPTIONS, FEEDBACK_RATING_OPTIONS, FeedbackStore, guardUnauthorized, systemClock } from '@planmywalk/domain';
import { FeedbackForm } from '@planmywalk/ui';
import { browserDeviceInfo } from '../app/deviceInfo.ts';
import { useApi, useStores } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { PageContainer } from '../shell/PageContainer.tsx';

/**
 * /feedback (spec part 2 §2, §4): the feedback form. Its store lives with the page, built
 * here from the app's services (the API client with the session's 401 handling, the
 * clock, the router for going back), not in the RootStore.
 */
const FeedbackPage = observer(function FeedbackPage() {
  const api = useApi();
  const { session } = useStores();
  const navigate = useNavigate();
  const here = useLocation();
  const [feedback] = useState(
    () =>
      new FeedbackStore({
        api: guardUnauthorized(api, () => session.handleUnauthorized(), []),
        clock: systemClock,
        // Back where the walker came from; opened directly, to help.
        goBack: () => (here.key === 'default' ? void navigate(pathOf('help'), { replace: true }) : void navigate(-1)),
        deviceInfo: () => browserDeviceInfo(),
      }),
  );
  useEffect(() => () => feedback.dispose(), [feedback]);
  return (
    <PageContainer>
      <FeedbackForm
        // Copied here, so this observer (not the ui form) reads every field and re-renders on a change.
        values={{ ...feedback.values }}
        onChange={(field, value) => feedback.setValue(field, value)}
        onSubmit={() => void feedback.submit()}
        ratingOptions={FEEDBACK_RATING_OPTIONS}
        categoryOptions={FEEDBACK_CATEGORY_OPTIONS}
        commentsMaxLength={FEEDBACK_COMMENTS_MAX_LENGTH}
        errors={{ ...feedback.fieldErrors }}
        sending={feedback.sending}
        error={feedback.error}
        message={feedback.message}
        closeHref={pathOf('help')}
      />
    </PageContainer>
  );
});

export default FeedbackPage;
