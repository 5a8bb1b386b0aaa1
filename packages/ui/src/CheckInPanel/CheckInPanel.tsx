import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { formatUpdatedAt } from '../format/forecastFormat.ts';

export interface CheckInPanelProps {
  /** The trip's name. */
  title: string;
  /** When the walker planned to be out, as words ('Sunday 9 August, 4:00 pm'); null when not known. */
  expectedOut?: string | null;
  submitting: boolean;
  /** When the check-in was recorded (ISO); set: the panel thanks them. */
  checkedInAt: string | null;
  error: string | null;
  onCheckIn: () => void;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

const Panel = styled.section<{ $done: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme, $done }) => ($done ? theme.colors.primary : theme.colors.accent)};
  background: ${({ theme, $done }) => ($done ? theme.colors.primarySubtle : theme.colors.accentSoft)};

  h2,
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    justify-self: start;
  }
`;

/**
 * 'I'm back safely' (issue 11): the walker tells us they are back, so their emergency
 * contact is not emailed; afterwards, a thank-you with the time it was recorded.
 */
export function CheckInPanel({ title, expectedOut = null, submitting, checkedInAt, error, onCheckIn, headingLevel = 2 }: CheckInPanelProps) {
  const Heading = `h${headingLevel}` as const;
  if (checkedInAt) {
    return (
      <Panel $done aria-label="Check in">
        <Heading>Welcome back!</Heading>
        <p role="status">
          You checked in from {title} at {formatUpdatedAt(checkedInAt)}. We will not alert your emergency contact.
        </p>
      </Panel>
    );
  }
  return (
    <Panel $done={false} aria-label="Check in">
      <Heading>Back from {title}?</Heading>
      <p>
        {expectedOut ? `You planned to be out by ${expectedOut}. ` : ''}Tell us you are back safely, so we do not alert your emergency contact.
      </p>
      {error ? <FormError>{error}</FormError> : null}
      <Button onClick={onCheckIn} disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Checking in…' : "I'm back safely"}
      </Button>
    </Panel>
  );
}
