import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';

export interface FormErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /**
   * The message, usually the server's error text. Nothing renders while it is
   * empty, so a form can always pass its `error` prop through.
   */
  children?: ReactNode;
}

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  svg {
    margin-top: ${({ theme }) => theme.space.xxs};
  }

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Message = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/**
 * A form-level error (`role="alert"`, announced as it appears): a failed
 * login, a server error text. Field errors sit under their fields instead.
 */
export function FormError({ children, ...rest }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Box role="alert" {...rest}>
      <Icon name="alert" size="sm" />
      <Message>{children}</Message>
    </Box>
  );
}
