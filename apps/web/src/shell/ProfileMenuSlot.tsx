import { lazy, startTransition, Suspense, useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { ProfileMenuButton, type ProfileMenuProps } from '@planmywalk/ui';

const ProfileMenuPopover = lazy(() => import('./ProfileMenuPopover.tsx'));

/** Nothing asked for yet; the code is wanted (a pointer came near); the menu is wanted open. */
type Wanted = 'nothing' | 'code' | 'open';
const RANK: Record<Wanted, number> = { nothing: 0, code: 1, open: 2 };

/**
 * The header's profile menu. Its button draws with the page, while the popover's code
 * (Radix, floating-ui, scroll lock: about 26 KB) loads only when a pointer comes onto the
 * button or it is pressed, not on every first load, where it shared a phone's connection
 * with the page's own code and data. Pressed before the code is there, the menu opens as
 * soon as it arrives, its focus in the menu as always. If the code arrives while the
 * stand-in has the keyboard focus, the focus moves on to the menu's own button.
 *
 * A press is never lost to the swap. The wish is raised in a transition, so the stand-in's
 * button stays the same element until the code has arrived (a Suspense fallback would be a
 * new one, and a press that went down on one element and up on another is no click at
 * all). And pressing down already asks for the menu open: when the code lands between a
 * finger's down and up (a tap on a phone is about 100 ms), the menu still opens.
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

  /** Raises the wish, never lowers it: a pointer leaving does not take back a press. */
  const want = (next: Wanted) => startTransition(() => setWanted((current) => (RANK[next] > RANK[current] ? next : current)));

  // Opening moves the focus into the menu (ProfileMenu), as a loaded menu does.
  const open = () => {
    focusToRestore.current = false;
    want('open');
  };

  const standIn = (
    <ProfileMenuButton
      onPointerEnter={(event) => {
        if (wanted !== 'nothing') return;
        focusToRestore.current = document.activeElement === event.currentTarget;
        want('code');
      }}
      onPointerDown={(event) => {
        if (event.button === 0) open();
      }}
      onClick={open}
    />
  );

  return (
    <Slot ref={slot}>
      <Suspense fallback={standIn}>
        {wanted === 'nothing' ? standIn : <ProfileMenuPopover {...props} openRequested={wanted === 'open'} onMounted={onMounted} />}
      </Suspense>
    </Slot>
  );
}

/** Holds the menu's place in the header without a box of its own. */
const Slot = styled.span`
  display: contents;
`;
