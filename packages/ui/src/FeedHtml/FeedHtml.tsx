import styled from 'styled-components';

const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  > :last-child {
    margin-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export interface FeedHtmlProps {
  /**
   * HTML from a feed (DOC, the avalanche advisory) that the server has sanitised to text
   * elements and https links; never raw provider HTML.
   */
  html: string;
}

/** A feed's sanitised HTML in the body text style. */
export function FeedHtml({ html }: FeedHtmlProps) {
  // Sanitised by the API before it is stored or answered (see FeedHtmlProps).
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
