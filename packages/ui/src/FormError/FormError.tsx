import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { FormMessageBox, FormMessageText, isEmptyMessage } from '../form/FormMessageBox.ts';

export interface FormErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /**
   * The message, usually the server's error text. Nothing renders while it is
   * empty, so a form can always pass its `error` prop through.
   */
  children?: ReactNode;
}

/**
 * A form-level error (`role="alert"`, announced as it appears): a failed
 * login, a server error text. Field errors sit under their fields instead.
 */
export function FormError({ children, ...rest }: FormErrorProps) {
  if (isEmptyMessage(children)) return null;
  return (
    <FormMessageBox $tone="danger" role="alert" {...rest}>
      <Icon name="alert" size="sm" />
      <FormMessageText>{children}</FormMessageText>
    </FormMessageBox>
  );
}
