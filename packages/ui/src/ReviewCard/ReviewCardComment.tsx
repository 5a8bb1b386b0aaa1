import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins.ts';

/** Review comments are clamped to about this height: 72 px from 768 px wide, 96 px below (spec part 1 §2, part 2 §9). */
export const REVIEW_COMMENT_CLAMP_PX = { tabletUp: 72, mobile: 96 } as const;

const Text = styled.p<{ $clamped: boolean; $cut: boolean }>`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
  overflow-wrap: anywhere;

  ${({ $clamped }) =>
    $clamped &&
    css`
      max-height: ${REVIEW_COMMENT_CLAMP_PX.mobile}px;
      overflow: hidden;

      ${({ theme }) => theme.media.tabletUp} {
        max-height: ${REVIEW_COMMENT_CLAMP_PX.tabletUp}px;
      }
    `}

  /* Fade the last line out when something is cut, so it reads as "more below". */
  ${({ $clamped, $cut }) =>
    $clamped &&
    $cut &&
    css`
      mask-image: linear-gradient(to bottom, black 55%, transparent);
    `}
`;

const Toggle = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * A review's comment, clamped (72 px on tablets and desktops, 96 px on phones) with
 * 'Read more' when it is longer. The clamp is CSS, so it follows the screen's width;
 * whether it cuts anything is measured, and measured again when the width changes.
 */
export function ReviewCardComment({ text }: { text: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return undefined;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <>
      <Text ref={ref} id={id} $clamped={!expanded} $cut={overflows}>
        {text}
      </Text>
      {overflows ? (
        <Toggle type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Read less' : 'Read more'}
        </Toggle>
      ) : null}
    </>
  );
}
