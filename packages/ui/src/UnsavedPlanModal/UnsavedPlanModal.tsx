import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface UnsavedPlanModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false when the user closes it without choosing (×, Escape, outside click): they stay. */
  onOpenChange: (open: boolean) => void;
  /** 'Save draft plan' was pressed. */
  onSaveDraft: () => void;
  /** 'Continue without saving' was pressed: the plan's changes are dropped. */
  onContinueWithoutSaving: () => void;
  /**
   * The draft is being saved: a spinner, and nothing can be pressed twice.
   * @default false
   */
  saving?: boolean;
}

/**
 * The unsaved-plan warning (spec part 1 §2): 'You have not saved your Plan.' / 'If you
 * navigate away from this page without saving all changes will be lost.' Focus starts on
 * 'Save draft plan', so Enter keeps the work.
 */
export function UnsavedPlanModal({
  open,
  onOpenChange,
  onSaveDraft,
  onContinueWithoutSaving,
  saving = false,
}: UnsavedPlanModalProps) {
  return (
    <Modal.Root open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <Modal.Content size="sm" role="alertdialog">
        <Modal.Title>You have not saved your Plan.</Modal.Title>
        <Modal.Description>
          If you navigate away from this page without saving all changes will be lost.
        </Modal.Description>
        <Modal.Footer>
          <Button variant="secondary" disabled={saving} onClick={onContinueWithoutSaving}>
            Continue without saving
          </Button>
          <Button loading={saving} onClick={onSaveDraft} autoFocus>
            Save draft plan
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
