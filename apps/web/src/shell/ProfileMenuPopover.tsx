import { useEffect, useState } from 'react';
import { ProfileMenu, type ProfileMenuProps } from '@planmywalk/ui';

export interface ProfileMenuPopoverProps extends Omit<ProfileMenuProps, 'open' | 'defaultOpen'> {
  /** The stand-in was pressed (ProfileMenuSlot): the menu opens, at mount or whenever the press comes. */
  openRequested: boolean;
  /** Called once the menu has mounted, its button in place of the stand-in (ProfileMenuSlot). */
  onMounted: () => void;
}

/**
 * The profile menu on its own chunk: its popover (Radix, floating-ui, scroll lock) loads on
 * first use (ProfileMenuSlot), not with every page.
 *
 * A press asks for it open even when it comes just after the menu mounted closed (the code
 * arrived with the pointer's approach, and the press went down on the stand-in while React
 * was putting the menu in its place): an initial open state alone would lose that press.
 */
export default function ProfileMenuPopover({ onMounted, openRequested, onOpenChange, ...props }: ProfileMenuPopoverProps) {
  const [open, setOpen] = useState(openRequested);
  const [requestSeen, setRequestSeen] = useState(openRequested);
  if (openRequested && !requestSeen) {
    setRequestSeen(true);
    setOpen(true);
  }
  useEffect(() => onMounted(), [onMounted]);
  return (
    <ProfileMenu
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}
