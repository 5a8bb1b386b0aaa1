import { useEffect } from 'react';
import { ProfileMenu, type ProfileMenuProps } from '@planmywalk/ui';

export interface ProfileMenuPopoverProps extends ProfileMenuProps {
  /** Called once the menu has mounted, its button in place of the stand-in (ProfileMenuSlot). */
  onMounted: () => void;
}

/**
 * The profile menu on its own chunk: its popover (Radix, floating-ui, scroll lock) loads on
 * first use (ProfileMenuSlot), not with every page.
 */
export default function ProfileMenuPopover({ onMounted, ...props }: ProfileMenuPopoverProps) {
  useEffect(() => onMounted(), [onMounted]);
  return <ProfileMenu {...props} />;
}
