import styled from 'styled-components';

export type FormMessageTone = 'danger' | 'success';

/**
 * The framed message of FormError (danger) and FormSuccess (success): one look, two
 * colour pairs from the theme.
 */
export const FormMessageBox = styled.div<{ $tone: FormMessageTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid
    ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.primarySubtle)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  svg {
    margin-top: ${({ theme }) => theme.space.xxs};
  }

  /* An error's links read as part of the message; a success keeps ordinary links. */
  ${({ theme, $tone }) =>
    $tone === 'danger' &&
    `
    a {
      color: inherit;
      font-weight: ${theme.fontWeights.semibold};
    }
  `}
`;

export const FormMessageText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** Forms pass their `error` or `success` through: an empty one renders nothing. */
export function isEmptyMessage(children: unknown): boolean {
  return children === undefined || children === null || children === false || children === '';
}
