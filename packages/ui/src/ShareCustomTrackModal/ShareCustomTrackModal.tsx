import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';

export interface ShareCustomTrackModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The track being shared. */
  trackTitle: string;
  /** The share link: `{origin}/share-custom-track/{key}`. */
  url: string;
  /** 'Copy URL' was pressed: the app puts the link on the clipboard. */
  onCopy: () => void;
  /**
   * The link was copied: the button reads 'Copied!' (for 3 seconds, spec part 2 §9).
   * @default false
   */
  copied?: boolean;
}

/**
 * 'Share a copy of your custom track' (spec part 2 §2): a read-only link with 'Copy
 * URL'; whoever opens it with an account gets their own copy, and later changes stay
 * with each copy.
 */
export function ShareCustomTrackModal({ open, onOpenChange, trackTitle, url, onCopy, copied = false }: ShareCustomTrackModalProps) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content size="md">
        <Modal.Title>Share a copy of your custom track</Modal.Title>
        <Modal.Description>
          Anyone with this link who has an account gets their own copy of {trackTitle}. Changes you make later only change your copy.
        </Modal.Description>
        <Field>
          <Url aria-label="Share link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button onClick={onCopy} aria-live="polite">
            <PlanIcon name="copy" size="sm" />
            {copied ? 'Copied!' : 'Copy URL'}
          </Button>
        </Field>
      </Modal.Content>
    </Modal.Root>
  );
}

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Url = styled.input`
  flex: 1 1 16rem;
  min-width: 0;
  height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
