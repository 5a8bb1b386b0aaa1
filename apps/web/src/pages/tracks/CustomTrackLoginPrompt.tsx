import { Button, Modal } from '@planmywalk/ui';

export interface CustomTrackLoginPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A guest asked to create a custom track: they need an account first. Loaded when first asked. */
export default function CustomTrackLoginPrompt({ open, onOpenChange }: CustomTrackLoginPromptProps) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content size="sm">
        <Modal.Title>Log in to create a custom track</Modal.Title>
        <Modal.Description>Custom tracks are saved to your account, so you need to log in or create a free account first.</Modal.Description>
        <Modal.Footer>
          <Button href="/signin" onClick={() => onOpenChange(false)}>
            Log in
          </Button>
          <Button href="/signup" variant="secondary" onClick={() => onOpenChange(false)}>
            Create an account
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
