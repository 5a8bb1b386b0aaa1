import type { MouseEventHandler } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { formatCount } from '../format/format.ts';
import { focusRing } from '../theme/mixins.ts';

export interface FiltersButtonProps {
  /**
   * Whether the filters panel is open: the button then reads 'Close'.
   * @default false
   */
  open?: boolean;
  /**
   * How many filters are applied; above 0 a badge shows the number.
   * @default 0
   */
  count?: number;
  /** Opens or closes the panel. */
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** Id of the filters panel the button opens (`aria-controls`). */
  controls?: string;
}

const Root = styled.button<{ $open: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $open }) => ($open ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $open }) => ($open ? theme.colors.onPrimary : theme.colors.primary)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme, $open }) => ($open ? theme.colors.primaryHover : theme.colors.primarySubtle)};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.iconMd};
  height: ${({ theme }) => theme.sizes.iconMd};
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.none};
`;

/**
 * The tracks screen's 'Filters' button, reading 'Close' while the panel is open,
 * with a badge counting the applied filters.
 */
export function FiltersButton({ open = false, count = 0, onClick, controls }: FiltersButtonProps) {
  return (
    <Root type="button" aria-expanded={open} aria-controls={controls} onClick={onClick} $open={open}>
      {open ? <Icon name="close" size="sm" /> : <WalkIcon name="filters" size="sm" />}
      {open ? 'Close' : 'Filters'}
      {count > 0 ? (
        <>
          <VisuallyHidden> ({formatCount(count, 'filter', 'filters')} applied)</VisuallyHidden>
          <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>
        </>
      ) : null}
    </Root>
  );
}
