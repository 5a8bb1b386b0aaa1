import { useId } from 'react';
import styled from 'styled-components';
import { FieldError } from '../form/fieldStyles.ts';
import { focusRing } from '../theme/mixins.ts';

export type ReviewDifficultyOption = 'easier' | 'expected' | 'harder';

const OPTIONS: ReadonlyArray<{ value: ReviewDifficultyOption; label: string }> = [
  { value: 'easier', label: 'Easier than expected' },
  { value: 'expected', label: 'As expected' },
  { value: 'harder', label: 'Harder than expected' },
];

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

const Choice = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:has(input:focus-visible) {
    ${focusRing}
  }
`;

interface ReviewDialogOptionsProps {
  value: ReviewDifficultyOption | null;
  onChange: (value: ReviewDifficultyOption) => void;
  error?: string;
  disabled: boolean;
}

/** How the walker found the track: three answers, one choice (a radio group, arrow keys move between them). */
export function ReviewDialogOptions({ value, onChange, error, disabled }: ReviewDialogOptionsProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <Legend>How did you find the track?</Legend>
      <Choices role="radiogroup" aria-invalid={error ? true : undefined} aria-required="true">
        {OPTIONS.map((option) => (
          <Choice key={option.value}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </Choice>
        ))}
      </Choices>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Group>
  );
}
