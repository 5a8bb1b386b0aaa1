import { observer } from 'mobx-react-lite';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_PHOTOS_MAX } from '@planmywalk/contracts';
import { COMPLETION_LOGIN_REQUIRED, REVIEW_LOGIN_REQUIRED, reviewsFeature, WISHLIST_LOGIN_REQUIRED } from '@planmywalk/domain';
import { CompleteTripDialog, LoginPrompt, ReviewDialog } from '@planmywalk/ui';
import { useFeature } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';

const loginLinks = { loginHref: pathOf('sign-in'), signupHref: pathOf('sign-up') };

/**
 * The dialogs of the wishlist, trip completion and reviews (spec part 1 §2, §4), which
 * any page can open through its stores: the login prompts a guest gets, the
 * trip-completed date modal and the review modal. Mounted by ReviewFlowsHost, loaded
 * when one first opens.
 */
const ReviewFlows = observer(function ReviewFlows() {
  const { wishlist, completion, reviewForm } = useFeature(reviewsFeature);
  const place = reviewForm.place;

  const leaveReview = () => {
    const completed = completion.place;
    const date = completion.date ?? undefined;
    completion.close();
    if (completed) reviewForm.open(completed, { date });
  };

  return (
    <>
      <LoginPrompt open={wishlist.loginPrompt} onOpenChange={(open) => !open && wishlist.dismissLoginPrompt()} title={WISHLIST_LOGIN_REQUIRED} {...loginLinks} />
      <LoginPrompt open={completion.step === 'login'} onOpenChange={(open) => !open && completion.close()} title={COMPLETION_LOGIN_REQUIRED} {...loginLinks} />
      <CompleteTripDialog
        open={completion.step === 'date' || completion.step === 'submitted'}
        onOpenChange={(open) => !open && completion.close()}
        question={completion.question}
        placeTitle={completion.place?.title ?? ''}
        date={completion.date}
        onDateChange={(date) => completion.setDate(date)}
        maxDate={completion.maxDate}
        onSave={() => void completion.save()}
        saving={completion.saving}
        error={completion.error ?? undefined}
        submitted={completion.step === 'submitted'}
        onLeaveReview={leaveReview}
      />
      <LoginPrompt open={reviewForm.mode === 'login'} onOpenChange={(open) => !open && reviewForm.close()} title={REVIEW_LOGIN_REQUIRED} {...loginLinks} />
      <ReviewDialog
        open={reviewForm.mode === 'form' || reviewForm.mode === 'thanks'}
        onOpenChange={(open) => !open && reviewForm.close()}
        placeTitle={place?.title ?? ''}
        askDifficulty={place?.type === 'Track'}
        difficulty={reviewForm.difficulty}
        onDifficultyChange={(option) => reviewForm.choose(option)}
        comment={reviewForm.comment}
        onCommentChange={(comment) => reviewForm.setComment(comment)}
        commentMaxLength={REVIEW_COMMENT_MAX_LENGTH}
        date={reviewForm.date}
        onDateChange={(date) => reviewForm.setDate(date)}
        maxDate={reviewForm.maxDate}
        existingPhotos={reviewForm.existing.map((photo) => ({ ...photo, removed: reviewForm.removed.includes(photo.id) }))}
        onToggleExistingPhoto={(id) => reviewForm.toggleRemoveExisting(id)}
        // Copies read while this observer renders: the dialog follows each photo's progress.
        photos={reviewForm.photos.map((photo) => ({ ...photo }))}
        onAddPhotos={(files) => reviewForm.addPhotos(files.map((file) => ({ file, name: file.name })))}
        onRemovePhoto={(key) => reviewForm.removePhoto(key)}
        canAddPhotos={reviewForm.canAddPhotos}
        maxPhotos={REVIEW_PHOTOS_MAX}
        photosError={reviewForm.photosError}
        errors={{ ...reviewForm.fieldErrors }}
        onSubmit={() => void reviewForm.submit()}
        submitting={reviewForm.submitting}
        error={reviewForm.error}
        editing={reviewForm.isEditing}
        thanks={reviewForm.mode === 'thanks' ? reviewForm.thanks : null}
      />
    </>
  );
});

export default ReviewFlows;
