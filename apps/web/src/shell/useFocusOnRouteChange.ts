import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A page whose code or data is still loading gets this long to draw its heading. */
const HEADING_WAIT_MS = 3000;

const isTyping = (element: Element | null) =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLElement && element.isContentEditable);

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The scroll is ScrollRestoration's: the top for a new page, where the walker was for Back.
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a route change, focus goes to the new page's heading (its h1, or the main area
 * until it has one), as a screen reader or keyboard user expects of a new page; without
 * it focus drops to `<body>`. Not on the first page (the browser's own), not when only
 * the query changes (a search as it is typed), not on a redirect (REPLACE), and not
 * while the walker is typing in a field.
 */
export function useFocusOnRouteChange(mainId: string): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const main = document.getElementById(mainId);
    if (!main || navigationType === 'REPLACE' || isTyping(document.activeElement)) return undefined;
    if (focusHeading(main)) return undefined;
    main.focus({ preventScroll: true });
    // A lazy page draws its heading a moment later: focus moves to it when it comes.
    const observer = new MutationObserver(() => {
      if (document.activeElement === main && focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [pathname, navigationType, mainId]);
}
