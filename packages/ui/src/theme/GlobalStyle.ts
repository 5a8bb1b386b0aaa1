import { createGlobalStyle } from 'styled-components';
import { focusRing } from './mixins.ts';

/**
 * Base document styles: Inter, the page background, a light reset and the
 * keyboard focus ring for anything focusable that has no style of its own.
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    font-feature-settings: 'cv11', 'ss01';
  }

  h1, h2, h3, h4, h5, h6 {
    margin: 0;
    color: ${({ theme }) => theme.colors.heading};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  }

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  img,
  svg {
    display: block;
    max-width: 100%;
  }

  :focus-visible {
    ${focusRing}
  }
`;
