import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { focusRing, roundIconControl } from '../theme/mixins.ts';

const Round = styled.button`
  ${roundIconControl}
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid currentColor;
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover,
  &[data-state='open'] {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export type ProfileMenuButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>;

/**
 * The header's round user button that opens the profile menu: `ProfileMenu` draws it as
 * the popover's trigger. On its own it stands in for the menu while the menu's code is
 * still to load (the web app loads that code on first use); it reads as the closed menu's
 * button, a collapsed popup button named 'Profile menu'.
 */
export const ProfileMenuButton = forwardRef<HTMLButtonElement, ProfileMenuButtonProps>(function ProfileMenuButton(props, ref) {
  return (
    <Round ref={ref} type="button" aria-label="Profile menu" aria-haspopup="dialog" aria-expanded={false} data-state="closed" {...props}>
      <Icon name="user" />
    </Round>
  );
});
