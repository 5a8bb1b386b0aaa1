import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldHint, FieldLabel, controlStyles, describedBy } from '../form/fieldStyles.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** The visible label. */
  label: string;
  /**
   * Help under the input, linked with `aria-describedby` (e.g. a format or the
   * password strength).
   */
  hint?: ReactNode;
  /**
   * The field's error message. Marks the input `aria-invalid` and is linked with
   * `aria-describedby`.
   */
  error?: string;
  /**
   * The input type.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url' | 'number';
}

const Input = styled.input`
  ${controlStyles}
`;

/** A labelled text input with an optional hint and error message. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, type = 'text', id, className, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;

  return (
    <Field className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input
        ref={ref}
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hasHint && hintId, extraDescribedBy)}
        {...rest}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hasHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </Field>
  );
});
