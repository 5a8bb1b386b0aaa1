import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';

export interface PublishPlanDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user backs out (Cancel, ×, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The user chose to publish (the dialog stays open until the caller closes it). */
  onConfirm: () => void;
  /**
   * Publishing is running: a spinner, and nothing can be pressed twice.
   * @default false
   */
  busy?: boolean;
}

/**
 * The question before publishing (spec part 2 §4): 'You are publishing this plan. People
 * that you've added to this plan will be notified. Do you want to proceed?'
 */
export function PublishPlanDialog({ open, onOpenChange, onConfirm, busy = false }: PublishPlanDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="You are publishing this plan."
      description="People that you've added to this plan will be notified. Do you want to proceed?"
      confirmLabel="Publish plan"
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}
