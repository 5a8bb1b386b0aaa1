import { useCallback, useRef, type ForwardedRef, type RefCallback } from 'react';

/**
 * The ref for a field or button that takes `autoFocus`: it fills the ref forwarded to the
 * component and focuses the element when it first appears.
 *
 * React focuses an `autoFocus` element itself; the HTML attribute alone focuses only on
 * page load, and Preact, which draws the web app (docs/adr/052), sets just the attribute.
 * Focusing here keeps a dialog's safe default (Enter saves the plan rather than dropping
 * it) and an inline form's first field under either renderer. Like React, only the value
 * at mount counts: a later change of `autoFocus` never moves the focus.
 */
export function useAutoFocusRef<T extends HTMLElement>(autoFocus: boolean | undefined, forwarded: ForwardedRef<T>): RefCallback<T> {
  const focusAtMount = useRef(autoFocus === true);
  return useCallback(
    (element: T | null) => {
      if (typeof forwarded === 'function') forwarded(element);
      else if (forwarded) forwarded.current = element;
      if (element && focusAtMount.current) {
        focusAtMount.current = false;
        element.focus();
      }
    },
    [forwarded],
  );
}
