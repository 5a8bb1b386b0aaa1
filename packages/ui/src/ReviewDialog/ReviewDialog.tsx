import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { ReviewDialogOptions, type ReviewDifficultyOption } from './ReviewDialogOptions.tsx';
import { ReviewDialogPhotos, type ReviewDialogExistingPhoto, type ReviewDialogLocalPhoto } from './ReviewDialogPhotos.tsx';

export type { ReviewDifficultyOption } from './ReviewDialogOptions.tsx';
export type { ReviewDialogExistingPhoto, ReviewDialogLocalPhoto } from './ReviewDialogPhotos.tsx';

/** The form's errors, field by field (the app's rules). */
export interface ReviewDialogErrors {
  difficulty?: string;
  comment?: string;
  date?: string;
}

export interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The place reviewed, e.g. 'Kepler Track'. */
  placeTitle: string;
  /** A track review asks how the walker found it; a hut or campsite review does not. */
  askDifficulty: boolean;
  difficulty: ReviewDifficultyOption | null;
  onDifficultyChange: (difficulty: ReviewDifficultyOption) => void;
  comment: string;
  onCommentChange: (comment: string) => void;
  /** The comment's limit (1000). */
  commentMaxLength: number;
  /** The day of the trip, `YYYY-MM-DD`. */
  date: string | null;
  onDateChange: (date: string | null) => void;
  /** The last day that may be chosen: today. */
  maxDate: string;
  /** Photos the review already has (an edit). */
  existingPhotos?: readonly ReviewDialogExistingPhoto[];
  onToggleExistingPhoto?: (id: string) => void;
  /** Photos picked here. */
  photos: readonly ReviewDialogLocalPhoto[];
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (key: string) => void;
  /** More photos may be picked. */
  canAddPhotos: boolean;
  /** Photos one review may have (3). */
  maxPhotos: number;
  photosError?: string | null;
  errors?: ReviewDialogErrors;
  /** Submit was pressed. */
  onSubmit: () => void;
  /** @default false */
  submitting?: boolean;
  /** Why saving failed: the server's words, else a general text. */
  error?: string | null;
  /** @default false */
  editing?: boolean;
  /** The review is saved: the thanks, and the note that photos wait for approval when they do. */
  thanks?: { title: string; note: string | null } | null;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Place = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Thanks = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} 0;
  text-align: center;

  svg {
    width: ${({ theme }) => theme.space['3xl']};
    height: ${({ theme }) => theme.space['3xl']};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ThanksTitle = styled.p`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The review modal (spec part 1 §2, §4, §5): for a track, how the walker found it
 * (easier, as expected, harder: one choice), a comment with its counter, the day of the
 * trip (not after today), and up to 3 photos, each shown with its progress while it is
 * sent. Then 'Thanks for your review!', with the approval note when it applies.
 */
export function ReviewDialog({
  open,
  onOpenChange,
  placeTitle,
  askDifficulty,
  difficulty,
  onDifficultyChange,
  comment,
  onCommentChange,
  commentMaxLength,
  date,
  onDateChange,
  maxDate,
  existingPhotos = [],
  onToggleExistingPhoto = () => undefined,
  photos,
  onAddPhotos,
  onRemovePhoto,
  canAddPhotos,
  maxPhotos,
  photosError,
  errors = {},
  onSubmit,
  submitting = false,
  error,
  editing = false,
  thanks = null,
}: ReviewDialogProps) {
  return (
    <Modal.Root open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <Modal.Content size="md">
        <Modal.Title>{editing ? 'Edit your review' : 'Leave a review'}</Modal.Title>
        <Modal.Description asChild>
          <Place>{placeTitle}</Place>
        </Modal.Description>
        {thanks ? (
          <>
            <Thanks role="status">
              <WalkIcon name="checkCircle" />
              <ThanksTitle>{thanks.title}</ThanksTitle>
              {thanks.note ? <Note>{thanks.note}</Note> : null}
            </Thanks>
            <Modal.Footer>
              <Modal.Close asChild>
                <Button>Close</Button>
              </Modal.Close>
            </Modal.Footer>
          </>
        ) : (
          <Form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!submitting) onSubmit();
            }}
          >
            {askDifficulty ? (
              <ReviewDialogOptions value={difficulty} onChange={onDifficultyChange} error={errors.difficulty} disabled={submitting} />
            ) : null}
            <TextArea
              label="Your review"
              value={comment}
              onChange={(event) => onCommentChange(event.target.value)}
              maxLength={commentMaxLength}
              error={errors.comment}
              placeholder="How was it? Conditions, highlights, tips for other walkers."
              disabled={submitting}
              rows={5}
            />
            <DateField label="Date of your trip" value={date} onChange={onDateChange} max={maxDate} error={errors.date} disabled={submitting} required />
            <ReviewDialogPhotos
              existing={existingPhotos}
              photos={photos}
              canAdd={canAddPhotos}
              max={maxPhotos}
              error={photosError}
              busy={submitting}
              onAdd={onAddPhotos}
              onRemove={onRemovePhoto}
              onToggleExisting={onToggleExistingPhoto}
            />
            {error ? <FormError>{error}</FormError> : null}
            <Modal.Footer>
              <Modal.Close asChild>
                <Button variant="secondary" disabled={submitting}>
                  Cancel
                </Button>
              </Modal.Close>
              <Button type="submit" loading={submitting}>
                {editing ? 'Save review' : 'Submit review'}
              </Button>
            </Modal.Footer>
          </Form>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
