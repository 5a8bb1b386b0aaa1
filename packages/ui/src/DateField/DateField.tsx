import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldHint, FieldLabel, controlStyles, describedBy } from '../form/fieldStyles.ts';

export interface DateFieldProps {
  /** The visible label. */
  label: string;
  /** The day, `YYYY-MM-DD`, or null when none is chosen. */
  value: string | null;
  /** Called with the day typed or picked, or null when the field is cleared. */
  onChange: (value: string | null) => void;
  /** The last day that may be chosen, `YYYY-MM-DD` (e.g. today: no future dates). */
  max?: string;
  /** The first day that may be chosen, `YYYY-MM-DD`. */
  min?: string;
  /** Help under the field. */
  hint?: ReactNode;
  /** The field's error; marks it `aria-invalid`. */
  error?: string;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  required?: boolean;
  id?: string;
}

const Input = styled.input`
  ${controlStyles}
  max-width: 14rem;
  font-variant-numeric: tabular-nums;
`;

/**
 * A labelled day picker: the browser's own date control (a calendar on phones, typing
 * and arrow keys everywhere), bounded by `min` and `max`. The bound is a hint to the
 * browser; the app still checks the day it is given.
 */
export function DateField({ label, value, onChange, max, min, hint, error, disabled = false, required = false, id }: DateFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input
        id={inputId}
        type="date"
        value={value ?? ''}
        max={max}
        min={min}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${inputId}-error`, hasHint && `${inputId}-hint`)}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      />
      {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
      {hasHint ? <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint> : null}
    </Field>
  );
}
