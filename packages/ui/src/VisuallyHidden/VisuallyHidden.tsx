import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text for assistive technology only, e.g. "2 alerts" next to a badge. */
  children?: ReactNode;
}

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Text that screen readers announce but that is not shown on screen. */
export function VisuallyHidden({ children, ...rest }: VisuallyHiddenProps) {
  return <Hidden {...rest}>{children}</Hidden>;
}
