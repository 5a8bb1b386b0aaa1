import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface EmergencyContactWarningProps {
  /** Whether the warning is shown. */
  open: boolean;
  /** Called with false when the user closes it without choosing (×, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** 'Choose from my contacts': pick one of the user's saved contacts as the emergency contact. */
  onAddSavedContact: () => void;
  /** 'Add a new contact': enter a new emergency contact. */
  onAddNewContact: () => void;
  /** 'Publish without an emergency contact': carry on publishing. */
  onContinue: () => void;
  /**
   * The user has saved contacts to choose from; without any, only 'Add a new contact' is offered.
   * @default true
   */
  hasSavedContacts?: boolean;
  /**
   * Publishing without one is running: a spinner on that button, and nothing can be pressed twice.
   * @default false
   */
  busy?: boolean;
}

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/**
 * The warning on publishing a plan with no emergency contact (spec part 2 §2, §4): the
 * emergency contact is who raises the alarm, so adding one is offered first (a saved
 * contact or a new one), and publishing without one stays possible.
 */
export function EmergencyContactWarning({
  open,
  onOpenChange,
  onAddSavedContact,
  onAddNewContact,
  onContinue,
  hasSavedContacts = true,
  busy = false,
}: EmergencyContactWarningProps) {
  return (
    <Modal.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Modal.Content size="sm" role="alertdialog">
        <Modal.Title>Your plan has no emergency contact</Modal.Title>
        <Modal.Description>
          An emergency contact gets your plan and knows when you expect to be back, so they can raise the alarm if
          you are overdue. Add one before you publish.
        </Modal.Description>
        <Choices>
          {hasSavedContacts ? (
            <Button fullWidth disabled={busy} onClick={onAddSavedContact} autoFocus>
              Choose from my contacts
            </Button>
          ) : null}
          <Button
            fullWidth
            variant={hasSavedContacts ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={onAddNewContact}
            autoFocus={!hasSavedContacts}
          >
            Add a new contact
          </Button>
          <Button fullWidth variant="ghost" loading={busy} onClick={onContinue}>
            Publish without an emergency contact
          </Button>
        </Choices>
      </Modal.Content>
    </Modal.Root>
  );
}
