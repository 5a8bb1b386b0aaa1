import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins.ts';
import { Field, FieldError, FieldHint, describedBy } from '../form/fieldStyles.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The visible label; may hold a link (e.g. to the privacy policy). */
  label: ReactNode;
  /** Help under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The error message; marks the checkbox `aria-invalid`. */
  error?: string;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input`
  flex: none;
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &[aria-invalid='true'] {
    outline: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.danger};
    outline-offset: ${({ theme }) => theme.sizes.borderWidth};
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  padding-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  cursor: pointer;
`;

const Indented = styled.div`
  padding-left: calc(${({ theme }) => theme.sizes.iconLg} + ${({ theme }) => theme.space.sm});
`;

/** A labelled checkbox with an optional hint and error message. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, className, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;

  return (
    <Field className={className}>
      <Row>
        <Box
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId, hasHint && hintId, extraDescribedBy)}
          {...rest}
        />
        <Label htmlFor={inputId}>{label}</Label>
      </Row>
      {error ? (
        <Indented>
          <FieldError id={errorId}>{error}</FieldError>
        </Indented>
      ) : null}
      {hasHint ? (
        <Indented>
          <FieldHint id={hintId}>{hint}</FieldHint>
        </Indented>
      ) : null}
    </Field>
  );
});
