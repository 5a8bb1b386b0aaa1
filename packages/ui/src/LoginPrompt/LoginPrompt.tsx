import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface LoginPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Why an account is needed, in the app's words, e.g. 'Please log in or create an
   * account first!' or 'Log in to add this to your completed trips'. Names the dialog.
   */
  title: string;
  /** More about it, under the title. */
  description?: ReactNode;
  /** The log-in page. */
  loginHref: string;
  /** The registration page. */
  signupHref: string;
}

/**
 * Asks a guest to log in or create an account before something only a registered
 * walker can do (the wishlist heart, marking a trip complete, leaving a review).
 */
export function LoginPrompt({ open, onOpenChange, title, description, loginHref, signupHref }: LoginPromptProps) {
  const close = () => onOpenChange(false);
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content size="sm" {...(description ? {} : { 'aria-describedby': undefined })}>
        <Modal.Title>{title}</Modal.Title>
        {description ? <Modal.Description>{description}</Modal.Description> : null}
        <Modal.Footer>
          <Button href={signupHref} variant="secondary" onClick={close}>
            Create an account
          </Button>
          <Button href={loginHref} onClick={close}>
            Log in
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
