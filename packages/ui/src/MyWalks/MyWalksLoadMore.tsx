import { useEffect, useRef } from 'react';
import styled from 'styled-components';

/** How close to the viewport the end of the list must come before the next page loads (spec part 2 §9). */
export const LOAD_MORE_THRESHOLD_PX = 300;

interface MyWalksLoadMoreProps {
  /** A page is loading: do not ask for another. */
  loading: boolean;
  onLoadMore: () => void;
}

const Sentinel = styled.div`
  height: ${({ theme }) => theme.sizes.borderWidth};
`;

/**
 * Asks for the next page when the end of the list comes within 300 px of the
 * viewport. Watching starts again after each page, so a page that does not fill the
 * screen is followed by the next one at once.
 */
export function MyWalksLoadMore({ loading, onLoadMore }: MyWalksLoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latestOnLoadMore = useRef(onLoadMore);
  useEffect(() => {
    latestOnLoadMore.current = onLoadMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (loading || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          latestOnLoadMore.current();
        }
      },
      { rootMargin: `0px 0px ${LOAD_MORE_THRESHOLD_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loading]);
  return <Sentinel ref={sentinel} aria-hidden="true" />;
}
