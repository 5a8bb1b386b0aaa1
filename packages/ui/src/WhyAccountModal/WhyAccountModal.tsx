import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface WhyAccountModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the dialog is closed (Close, Escape, the overlay, or the sign-up link). */
  onOpenChange: (open: boolean) => void;
  /**
   * Where "Create a free account" leads.
   */
  signupHref: string;
}

/** What an account adds (spec part 1, §1). */
const reasons = [
  'Save draft trips and come back to them later',
  'Use Plan My Walk on several devices',
  'Share trip plans with your group and your emergency contact',
  'Get notifications about weather warnings for your trips',
];

const Reasons = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Reason = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Tick = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** Explains what a free account adds, with a way to sign up. */
export function WhyAccountModal({ open, onOpenChange, signupHref }: WhyAccountModalProps) {
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      {/* The footer has a Close button, so the corner one would be a second "Close". */}
      <Modal.Content size="sm" showCloseButton={false}>
        <Modal.Title>Why create an account?</Modal.Title>
        <Modal.Description>A free Plan My Walk account lets you:</Modal.Description>
        <Reasons>
          {reasons.map((reason) => (
            <Reason key={reason}>
              <Tick>
                <Icon name="check" size="sm" />
              </Tick>
              {reason}
            </Reason>
          ))}
        </Reasons>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button variant="secondary">Close</Button>
          </Modal.Close>
          <Button href={signupHref} onClick={() => onOpenChange(false)}>
            Create a free account
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
