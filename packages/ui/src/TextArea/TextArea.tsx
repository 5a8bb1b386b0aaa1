import { forwardRef, useId } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldHint, FieldLabel, controlStyles, describedBy } from '../form/fieldStyles.ts';

/** How many characters a text has left under a limit (negative when over). */
export type CharactersRemaining = (text: string, max: number) => number;

/** Code points, as the server's limits count them: an emoji beyond the first plane is one, not two UTF-16 units. */
export const codePointsRemaining: CharactersRemaining = (text, max) => max - Array.from(text).length;

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'value'> {
  /** The visible label. */
  label: string;
  /** The text (controlled). */
  value: string;
  /**
   * The most characters the text may have. The counter under the field says how many
   * are left ('N characters remaining.'); the browser does not cut the text, so a
   * pasted note that is too long stays visible with the error instead of losing its end.
   */
  maxLength: number;
  /**
   * How the counter counts: the app's rule (the contract's `charactersRemaining`), so the
   * counter and the app's error agree.
   * @default max less the text's Unicode code points, as the server counts
   */
  charactersRemaining?: CharactersRemaining;
  /** Help under the field, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The field's error message; marks the field `aria-invalid`. */
  error?: string;
  /**
   * Visible lines before it scrolls.
   * @default 5
   */
  rows?: number;
}

const Control = styled.textarea`
  ${controlStyles}
  min-height: auto;
  padding: ${({ theme }) => theme.space.sm};
  resize: vertical;
`;

const Counter = styled(FieldHint)<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

/** The spec's counter text (part 2 §5). Negative when the text is too long. */
export const charactersRemainingText = (remaining: number) =>
  remaining === 1 ? '1 character remaining.' : `${remaining} characters remaining.`;

/**
 * A labelled multi-line text field with a character counter (trip notes, daily notes,
 * review comments). The counter is announced politely as the user types.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, value, maxLength, charactersRemaining = codePointsRemaining, hint, error, rows = 5, id, className, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const counterId = `${inputId}-counter`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const remaining = charactersRemaining(value, maxLength);

  return (
    <Field className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Control
        ref={ref}
        id={inputId}
        rows={rows}
        value={value}
        aria-invalid={error || remaining < 0 ? true : undefined}
        aria-describedby={describedBy(error && errorId, counterId, hasHint && hintId, extraDescribedBy)}
        {...rest}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <Counter id={counterId} $over={remaining < 0} aria-live="polite">
        {charactersRemainingText(Math.max(remaining, 0))}
      </Counter>
      {hasHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </Field>
  );
});
