import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';

export const GEAR_GUEST_TEXT = 'To save your gear list, you must log in or create an account';

export interface GearPanelGuestPromptProps {
  loginHref: string;
  registerHref: string;
  /** Either link was followed (the app remembers to come back here after logging in). */
  onAccountLink?: () => void;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.homeMobile} {
    flex-direction: column;
  }
`;

/** A guest's list stays on this device: saving it (and custom lists) needs an account (spec part 2 §6). */
export function GearPanelGuestPrompt({ loginHref, registerHref, onAccountLink }: GearPanelGuestPromptProps) {
  return (
    <Root>
      <Text>{GEAR_GUEST_TEXT}</Text>
      <Choices>
        <Button href={loginHref} onClick={onAccountLink}>
          Log in
        </Button>
        <Button href={registerHref} variant="secondary" onClick={onAccountLink}>
          Create an account
        </Button>
      </Choices>
    </Root>
  );
}
