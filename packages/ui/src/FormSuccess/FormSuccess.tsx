import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { FormMessageBox, FormMessageText, isEmptyMessage } from '../form/FormMessageBox.ts';

export interface FormSuccessProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** The confirmation. Nothing renders while it is empty. */
  children?: ReactNode;
}

/** A form-level confirmation (`role="status"`): a saved change, a sent email. */
export function FormSuccess({ children, ...rest }: FormSuccessProps) {
  if (isEmptyMessage(children)) return null;
  return (
    <FormMessageBox $tone="success" role="status" {...rest}>
      <Icon name="check" size="sm" />
      <FormMessageText>{children}</FormMessageText>
    </FormMessageBox>
  );
}
