import styled from 'styled-components';
import { formatCount } from '../format/format.ts';

export type ResultsHeadingMode = 'recommended' | 'nearby' | 'results';

export interface ResultsHeadingProps {
  /**
   * What the list below shows: the recommended tracks (before any search), the
   * tracks around the user ('Nearest to me'), or search results.
   */
  mode: ResultsHeadingMode;
  /**
   * How many places the list holds (ignored for `recommended`).
   * @default 0
   */
  count?: number;
  /**
   * Heading level, to fit the page's outline.
   * @default 2
   */
  level?: 2 | 3;
}

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const headingTag = { 2: 'h2', 3: 'h3' } as const;

/** The heading's text for a mode and count (spec part 1 §2), numbers with thousands separators. */
export function resultsHeadingText(mode: ResultsHeadingMode, count: number): string {
  if (mode === 'recommended') return 'Recommended tracks';
  if (count === 0) return 'No tracks found';
  if (mode === 'nearby') return `${formatCount(count, 'track', 'tracks')} nearby`;
  return `Showing ${formatCount(count, 'result', 'results')}`;
}

/**
 * The heading above the tracks screen's list: 'Recommended tracks',
 * 'N track(s) nearby', 'Showing N result(s)' or 'No tracks found'. It is a polite
 * live region, so a new count is announced after a search.
 */
export function ResultsHeading({ mode, count = 0, level = 2 }: ResultsHeadingProps) {
  return (
    <Heading as={headingTag[level]} aria-live="polite">
      {resultsHeadingText(mode, count)}
    </Heading>
  );
}
