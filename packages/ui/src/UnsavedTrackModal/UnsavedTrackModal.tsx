import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface UnsavedTrackModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** 'Save' was pressed: the app saves, then goes on. */
  onSave: () => void;
  /** 'Leave & discard changes' was pressed. */
  onDiscard: () => void;
  /** 'Cancel' (or ×, Escape, a click outside): stay in the editor. */
  onCancel: () => void;
  /** Why the save did not work, when it did not. */
  error?: string | null;
  /**
   * Saving: a spinner, and nothing can be pressed twice.
   * @default false
   */
  saving?: boolean;
}

/**
 * Leaving the custom-track editor with unsaved changes (spec part 2 §4): Save (then go
 * on), 'Leave & discard changes', or Cancel. Focus starts on Save, so Enter keeps the work.
 */
export function UnsavedTrackModal({ open, onSave, onDiscard, onCancel, error = null, saving = false }: UnsavedTrackModalProps) {
  return (
    <Modal.Root open={open} onOpenChange={(next) => !next && !saving && onCancel()}>
      <Modal.Content size="sm" role="alertdialog">
        <Modal.Title>You have unsaved changes</Modal.Title>
        <Modal.Description>If you leave the editor now, the changes to your custom track will be lost.</Modal.Description>
        {error ? <p role="alert">{error}</p> : null}
        <Modal.Footer>
          <Button variant="secondary" disabled={saving} onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="secondary" disabled={saving} onClick={onDiscard}>
            Leave & discard changes
          </Button>
          <Button loading={saving} onClick={onSave} autoFocus>
            Save
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
