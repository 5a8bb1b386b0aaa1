import styled from 'styled-components';

/** Server HTML (already sanitised by the caller) in the body text style. */
const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  overflow-wrap: anywhere;

  > * + * {
    margin-top: ${({ theme }) => theme.space.sm};
  }

  h2,
  h3,
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul,
  ol {
    margin-bottom: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export interface TrackDetailsHtmlProps {
  /** HTML that the caller has already sanitised (e.g. with DOMPurify), never raw server text. */
  html: string;
}

/** A block of the location's HTML (essential preparation, weather conditions) in the body text style. */
export function TrackDetailsHtml({ html }: TrackDetailsHtmlProps) {
  // The caller sanitises (see TrackDetailsProps).
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
