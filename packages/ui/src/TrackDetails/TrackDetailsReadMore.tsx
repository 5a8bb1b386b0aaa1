import { useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins.ts';

/** "Description has a 'Read more' above about 120 px" (spec part 1 §2, part 2 §9). */
export const READ_MORE_THRESHOLD_PX = 120;

const Clamp = styled.div<{ $clamped: boolean; $faded: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
  overflow-wrap: anywhere;

  ${({ $clamped }) =>
    $clamped &&
    css`
      max-height: ${READ_MORE_THRESHOLD_PX}px;
      overflow: hidden;
    `}
  ${({ $faded }) =>
    $faded &&
    css`
      /* Fade the last line out, so the cut reads as "more below". */
      mask-image: linear-gradient(to bottom, black 60%, transparent);
    `}
`;

const ToggleButton = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }

  &:focus-visible {
    ${focusRing}
  }

  /* Until measured: holds the button's place, unseen, so that nothing below moves when it shows. */
  &[data-pending] {
    visibility: hidden;
  }
`;

/** Plain text in paragraphs (blank lines part them), split the way the details show it. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export interface TrackDetailsReadMoreProps {
  /** Plain text; blank lines separate paragraphs. */
  text: string;
}

/**
 * Plain text in paragraphs, clamped to the threshold with a 'Read more' toggle when it
 * overflows. It is measured after the first paint, not before it: until then the text is
 * cut at the threshold (which a shorter one never reaches) with the button's place kept,
 * so a long text, the usual case, draws once, in its final place, and the layout the
 * measure forces does not hold back a phone's first paint of the page.
 */
export function TrackDetailsReadMore({ text }: TrackDetailsReadMoreProps) {
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  /** null: not measured yet. */
  const [overflows, setOverflows] = useState<boolean | null>(null);
  const [expanded, setExpanded] = useState(false);
  const paragraphs = paragraphsOf(text);

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return undefined;
    // scrollHeight is the full height even while clamped.
    const measure = () => setOverflows(content.scrollHeight > READ_MORE_THRESHOLD_PX + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [text]);

  return (
    <>
      <Clamp ref={contentRef} id={contentId} $clamped={overflows !== false && !expanded} $faded={overflows === true && !expanded}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Clamp>
      {overflows === null ? (
        <ToggleButton type="button" data-pending="" aria-hidden="true" tabIndex={-1}>
          Read more
        </ToggleButton>
      ) : overflows ? (
        <ToggleButton
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Read less' : 'Read more'}
        </ToggleButton>
      ) : null}
    </>
  );
}
