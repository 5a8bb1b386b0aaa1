import type { DefaultTheme } from 'styled-components';
import styled from 'styled-components';

/** A password strength score (spec part 1 §4): 0 weakest to 4 strongest. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrengthProps {
  /**
   * The score of the current password; `null` while it is not computed yet or
   * the password is empty, and then nothing shows.
   */
  score: PasswordScore | null;
  /** Id of the hint sentence, so the password input can point at it with `aria-describedby`. */
  id?: string;
  className?: string;
}

type Tone = 'danger' | 'warning' | 'success';

/** Spec: 0 shows as danger, 1 to 3 as warning, 4 as success. */
function toneOf(score: PasswordScore): Tone {
  if (score === 0) return 'danger';
  return score === 4 ? 'success' : 'warning';
}

/** The second sentence of the spec's hint (part 1 §5, part 2 §5). */
function adviceFor(score: PasswordScore): string {
  if (score === 0) return 'It needs to be at least 1.';
  return score === 4 ? "It's a strong password!" : 'It could be a bit stronger.';
}

const toneColour = (theme: DefaultTheme, tone: Tone) =>
  // The theme has no separate success colour: the brand green is it.
  tone === 'danger' ? theme.colors.danger : tone === 'warning' ? theme.colors.warning : theme.colors.primary;

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};

  &:not(:empty) {
    padding-top: ${({ theme }) => theme.space.xxs};
  }
`;

const Meter = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.xxs};
`;

const Segment = styled.span<{ $filled: boolean; $tone: Tone }>`
  height: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $filled, $tone }) => ($filled ? toneColour(theme, $tone) : theme.colors.border)};
`;

const Hint = styled.p<{ $tone: Tone }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  strong {
    color: ${({ theme, $tone }) => toneColour(theme, $tone)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * The strength of a new password: a four-part meter coloured by the score and
 * the spec's hint sentence. The app computes the score (lazily) and passes it in.
 */
export function PasswordStrength({ score, id, className }: PasswordStrengthProps) {
  // The live region stays mounted so a new score is announced, not only the first.
  return (
    <Root className={className} aria-live="polite">
      {score === null ? null : (
        <>
          <Meter
            role="meter"
            aria-label="Password strength"
            aria-valuemin={0}
            aria-valuemax={4}
            aria-valuenow={score}
            aria-valuetext={`${score} of 4`}
          >
            {[1, 2, 3, 4].map((step) => (
              // Score 0 still lights the first part, in the danger colour.
              <Segment key={step} $filled={step <= Math.max(score, 1)} $tone={toneOf(score)} />
            ))}
          </Meter>
          <Hint id={id} $tone={toneOf(score)}>
            Your password strength is at score {score}/4.{' '}
            <strong>{adviceFor(score)}</strong>
          </Hint>
        </>
      )}
    </Root>
  );
}
