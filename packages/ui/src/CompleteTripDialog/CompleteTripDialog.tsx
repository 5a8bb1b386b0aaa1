import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';

export interface CompleteTripDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'When did you complete the track?' (the app words it for the place's type). */
  question: string;
  /** The place, e.g. 'Kepler Track'. */
  placeTitle: string;
  /** The chosen day, `YYYY-MM-DD`, or null. */
  date: string | null;
  onDateChange: (date: string | null) => void;
  /** The last day that may be chosen: today. */
  maxDate: string;
  /** Save was pressed (it is disabled without a date). */
  onSave: () => void;
  /** @default false */
  saving?: boolean;
  /** Why the date cannot be saved ('Date cannot be in the future'), or why saving failed. */
  error?: string;
  /**
   * The date is saved: 'Date submitted' and 'Leave review' instead of the form.
   * @default false
   */
  submitted?: boolean;
  /** 'Leave review' was pressed after the date was submitted. */
  onLeaveReview: () => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Place = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Submitted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * 'Mark as complete' (spec part 1 §2, §4): asks the day the walker completed the place,
 * no later than today, with Save disabled until a day is chosen; once saved, 'Date
 * submitted' and the offer to leave a review.
 */
export function CompleteTripDialog({
  open,
  onOpenChange,
  question,
  placeTitle,
  date,
  onDateChange,
  maxDate,
  onSave,
  saving = false,
  error,
  submitted = false,
  onLeaveReview,
}: CompleteTripDialogProps) {
  return (
    <Modal.Root open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <Modal.Content size="sm">
        <Modal.Title>{question}</Modal.Title>
        <Modal.Description asChild>
          <Place>{placeTitle}</Place>
        </Modal.Description>
        {submitted ? (
          <>
            <Submitted role="status">
              <WalkIcon name="checkCircle" />
              Date submitted
            </Submitted>
            <Modal.Footer>
              <Modal.Close asChild>
                <Button variant="secondary">Close</Button>
              </Modal.Close>
              <Button onClick={onLeaveReview}>Leave review</Button>
            </Modal.Footer>
          </>
        ) : (
          <Form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (date !== null && !saving) onSave();
            }}
          >
            <DateField label="Date completed" value={date} onChange={onDateChange} max={maxDate} error={error && date !== null ? error : undefined} required />
            {error && date === null ? <FormError>{error}</FormError> : null}
            <Modal.Footer>
              <Modal.Close asChild>
                <Button variant="secondary" disabled={saving}>
                  Cancel
                </Button>
              </Modal.Close>
              <Button type="submit" disabled={date === null} loading={saving}>
                Save
              </Button>
            </Modal.Footer>
          </Form>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
