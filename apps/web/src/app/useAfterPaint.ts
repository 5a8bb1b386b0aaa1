import { useEffect, useState } from 'react';

/** Where the page is hidden (a background tab) there are no frames: it goes on after this long. */
const HIDDEN_PAGE_WAIT_MS = 1000;

/**
 * False until the browser has painted with `ready` true, then true for good. For code a
 * page wants soon but not before its own content is on screen: started in the same task
 * as that content's render, a phone would fetch and run it before the paint, which then
 * waits for it (Lighthouse counts it in the largest paint).
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let task: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the next paint; a task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    const fallback = setTimeout(() => setPainted(true), HIDDEN_PAGE_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      clearTimeout(fallback);
    };
  }, [ready, painted]);
  return painted;
}
