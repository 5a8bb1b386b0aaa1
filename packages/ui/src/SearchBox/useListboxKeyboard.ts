import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

/**
 * The option Arrow Down / Arrow Up moves to, wrapping at either end; `-1` (none
 * active) goes to the first or the last. With no options nothing is active.
 */
export function nextActiveIndex(active: number, count: number, direction: 'down' | 'up'): number {
  if (count === 0) return -1;
  if (direction === 'down') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

export interface ListboxKeyboardOptions {
  /** How many options the listbox holds. */
  count: number;
  /** Whether the listbox shows. */
  open: boolean;
  /** The keys want the listbox opened (arrows) or closed (Escape). */
  onOpenChange: (open: boolean) => void;
  /** Enter on the active option. */
  onChoose: (index: number) => void;
  /** Escape while closed: return true when it did something (the key is then consumed). */
  onEscapeClosed: () => boolean;
}

/**
 * The keyboard of a combobox's listbox (WAI-ARIA combobox pattern): Arrow Down / Up
 * open it or move the active option (wrapping), Enter chooses it, Escape closes, and
 * the active option scrolls into view. Focus stays in the input; the active option is
 * announced through `aria-activedescendant`. Options carry `data-index`.
 */
export function useListboxKeyboard({ count, open, onOpenChange, onChoose, onEscapeClosed }: ListboxKeyboardOptions) {
  const listboxRef = useRef<HTMLUListElement>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const active = open && count > 0 && activeIndex < count ? activeIndex : -1;

  useEffect(() => {
    if (active < 0) return;
    listboxRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const direction = event.key === 'ArrowDown' ? 'down' : 'up';
        if (!open) onOpenChange(true);
        if (!open || count > 0) setActiveIndex(nextActiveIndex(open ? active : -1, count, direction));
        break;
      }
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          onChoose(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setActiveIndex(-1);
          onOpenChange(false);
        } else if (onEscapeClosed()) {
          event.preventDefault();
        }
        break;
      default:
        break;
    }
  };

  return { listboxRef, active, setActiveIndex, onKeyDown };
}
