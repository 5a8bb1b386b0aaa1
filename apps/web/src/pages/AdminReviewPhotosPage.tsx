import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { ReviewPhotoModeration } from '@planmywalk/ui';
import { placeHref } from '../app/placeHref.ts';
import { moderationFeature } from '@planmywalk/domain';
import { useFeature, useStores } from '../app/stores.tsx';
import { PageContainer, PageTitle, Lead } from '../shell/PageContainer.tsx';

/**
 * The administrator's approval of review photos (spec part 1 §6). Anyone else is told
 * the page is not for them; the API refuses their calls whatever the page shows.
 */
const AdminReviewPhotosPage = observer(function AdminReviewPhotosPage() {
  const { session } = useStores();
  const { moderation } = useFeature(moderationFeature);
  const isAdmin = session.user?.is_admin ?? false;

  useEffect(() => {
    if (isAdmin) void moderation.load();
  }, [isAdmin, moderation]);

  if (!isAdmin) {
    return (
      <PageContainer>
        <PageTitle>Review photos</PageTitle>
        <Lead>Only an administrator may approve review photos.</Lead>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <ReviewPhotoModeration
        photos={moderation.photos.slice()}
        total={moderation.total}
        placeHref={(photo) => placeHref(photo.review.parent)}
        onApprove={(photo) => void moderation.decide(photo.id, 'approve')}
        onReject={(photo) => void moderation.decide(photo.id, 'reject')}
        loading={moderation.loading && !moderation.loaded}
        error={moderation.error}
        onRetry={() => void moderation.load()}
        decisionError={moderation.decisionError}
      />
    </PageContainer>
  );
});

export default AdminReviewPhotosPage;
