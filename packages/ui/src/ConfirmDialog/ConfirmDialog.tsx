import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the dialog closes without confirming (Cancel, ×, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Are you sure you want to delete this trip?'. Names the dialog. */
  title: string;
  /** More about what happens, under the question. */
  description?: ReactNode;
  /**
   * The confirming button's text.
   * @default 'Yes'
   */
  confirmLabel?: string;
  /**
   * The cancelling button's text.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /** The user confirmed. The dialog stays open until the caller closes it (e.g. after the call). */
  onConfirm: () => void;
  /**
   * The confirmed action is running: the confirm button shows a spinner and nothing can be pressed twice.
   * @default false
   */
  busy?: boolean;
}

/**
 * A yes/no question before an action that cannot be undone (delete a trip, remove a
 * document, decline a share). Focus starts on Cancel, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  onConfirm,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Modal.Content size="sm" role="alertdialog" {...(description ? {} : { 'aria-describedby': undefined })}>
        <Modal.Title>{title}</Modal.Title>
        {description ? <Modal.Description>{description}</Modal.Description> : null}
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="secondary" disabled={busy} autoFocus>
              {cancelLabel}
            </Button>
          </Modal.Close>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
