import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { formatUpdatedAt } from '../format/forecastFormat.ts';

export interface CheckInPanelProps {
  /** The trip's name. */
  title: string;
  /**
   * What checking in does now, true for the trip's state (the app words it from the
   * trip's status): before the end 'Out already? …', once due back when the contact will
   * be emailed, once overdue that they were and will be told at once.
   */
  prompt: string;
  submitting: boolean;
  /** When the check-in was recorded (ISO); set: the panel thanks them. */
  checkedInAt: string | null;
  /**
   * After the check-in, what happens to the emergency contact: told the walker is back
   * (they had been emailed), or not emailed at all.
   * @default 'We will not alert your emergency contact.'
   */
  doneNote?: string;
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
 * "I'm back safely" (issue 11): from the trip's start the walker can tell us they are
 * back, which closes the trip (and, if their emergency contact was already told they
 * were overdue, tells them at once); afterwards, a thank-you with the time it was
 * recorded and what happens to the contact.
 */
export function CheckInPanel({
  title,
  prompt,
  submitting,
  checkedInAt,
  doneNote = 'We will not alert your emergency contact.',
  error,
  onCheckIn,
  headingLevel = 2,
}: CheckInPanelProps) {
  const Heading = `h${headingLevel}` as const;
  if (checkedInAt) {
    return (
      <Panel $done aria-label="Check in">
        <Heading>Welcome back!</Heading>
        <p role="status">
          You checked in from {title} at {formatUpdatedAt(checkedInAt)}. {doneNote}
        </p>
      </Panel>
    );
  }
  return (
    <Panel $done={false} aria-label="Check in">
      <Heading>Back from {title}?</Heading>
      <p>{prompt}</p>
      {error ? <FormError>{error}</FormError> : null}
      <Button onClick={onCheckIn} disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Checking in…' : "I'm back safely"}
      </Button>
    </Panel>
  );
}
