import styled, { css } from 'styled-components';

/** A field: label, control, hint and error, stacked. */
export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const FieldHint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** The box of text inputs and selects, with its invalid and disabled looks. */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlLg};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition: border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} ${({ theme }) => theme.colors.danger};
  }

  /* A value that is shown but cannot change (a contact's saved email). */
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Joins the ids of a control's descriptions, dropping the missing ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
