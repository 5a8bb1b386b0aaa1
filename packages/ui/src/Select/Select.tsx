import { forwardRef, useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { Field, FieldError, FieldHint, FieldLabel, controlStyles, describedBy } from '../form/fieldStyles.ts';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** What the user sees; defaults to the value. */
  label?: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** The visible label. */
  label: string;
  /** The choices, in order. */
  options: readonly (SelectOption | string)[];
  /**
   * A first, empty choice shown while nothing is chosen (e.g. "Select…"). It
   * has the value `''`.
   */
  placeholder?: string;
  /** Help under the select, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The error message; marks the select `aria-invalid`. */
  error?: string;
}

const Control = styled.div`
  position: relative;
  display: grid;
  align-items: center;

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const NativeSelect = styled.select`
  ${controlStyles}
  padding-right: ${({ theme }) => theme.space['2xl']};
  appearance: none;
  cursor: pointer;
  text-overflow: ellipsis;
`;

/** A labelled native select (the platform picker on phones), with hint and error. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, id, className, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;

  return (
    <Field className={className}>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Control>
        <NativeSelect
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId, hasHint && hintId, extraDescribedBy)}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text = value } = typeof option === 'string' ? { value: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect>
        <Icon name="chevronDown" />
      </Control>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hasHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </Field>
  );
});
