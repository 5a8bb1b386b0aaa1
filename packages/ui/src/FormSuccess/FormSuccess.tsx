import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';

export interface FormSuccessProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** The confirmation. Nothing renders while it is empty. */
  children?: ReactNode;
}

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  svg {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

const Message = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A form-level confirmation (`role="status"`): a saved change, a sent email. */
export function FormSuccess({ children, ...rest }: FormSuccessProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Box role="status" {...rest}>
      <Icon name="check" size="sm" />
      <Message>{children}</Message>
    </Box>
  );
}
