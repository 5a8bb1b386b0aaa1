import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { ProfileMenuButton, type ProfileMenuProps } from '@planmywalk/ui';

const ProfileMenuPopover = lazy(() => import('./ProfileMenuPopover.tsx'));

/** Nothing asked for yet; the code is wanted (a pointer came near); the menu is wanted open. */
type Wanted = 'nothing' | 'code' | 'open';

/**
 * The header's profile menu. Its button draws with the page, while the popover's code
 * (Radix, floating-ui, scroll lock: about 26 KB) loads only when a pointer comes onto the
 * button or it is pressed, not on every first load, where it shared a phone's connection
 * with the page's own code and data. Pressed before the code is there, the menu opens as
 * soon as it arrives, its focus in the menu as always. If the code arrives while the
 * stand-in has the keyboard focus, the focus moves on to the menu's own button.
 */
export function ProfileMenuSlot(props: Omit<ProfileMenuProps, 'defaultOpen' | 'open'>) {
  const [wanted, setWanted] = useState<Wanted>('nothing');
  const slot = useRef<HTMLSpanElement>(null);
  /** The stand-in had the keyboard focus when the swap began (it goes with the stand-in). */
  const focusToRestore = useRef(false);

  const onMounted = useCallback(() => {
    if (!focusToRestore.current) return;
    focusToRestore.current = false;
    // Unless the walker has moved on meanwhile.
    if (document.activeElement === null || document.activeElement === document.body) slot.current?.querySelector('button')?.focus();
  }, []);

  const standIn = (
    <ProfileMenuButton
      onPointerEnter={(event) => {
        if (wanted !== 'nothing') return;
        focusToRestore.current = document.activeElement === event.currentTarget;
        setWanted('code');
      }}
      // Opening moves the focus into the menu (ProfileMenu), as a loaded menu does.
      onClick={() => {
        focusToRestore.current = false;
        setWanted('open');
      }}
    />
  );

  return (
    <Slot ref={slot}>
      {wanted === 'nothing' ? (
        standIn
      ) : (
        <Suspense fallback={standIn}>
          <ProfileMenuPopover {...props} defaultOpen={wanted === 'open'} onMounted={onMounted} />
        </Suspense>
      )}
    </Slot>
  );
}

/** Holds the menu's place in the header without a box of its own. */
const Slot = styled.span`
  display: contents;
`;
