import styled, { css } from 'styled-components';
import { Link } from '../LinkProvider/LinkProvider.tsx';

/** The column every form in this package lays its fields out in. */
export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const titleStyles = css`
  color: ${({ theme }) => theme.colors.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  text-wrap: balance;
`;

/** The title of a full-page form (sign in, sign up, reset…): the page's `h1`. */
export const FormTitle = styled.h1`
  ${titleStyles}
  font-size: ${({ theme }) => theme.fontSizes['3xl']};

  ${({ theme }) => theme.media.homeMobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

/** The title of a form inside a page or a menu (a section heading). */
export const FormSubtitle = styled.h2`
  ${titleStyles}
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** A short explanation under a form title. */
export const FormLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

/** The title and its lead, kept close together. */
export const FormIntro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Secondary links under a form ("Forgotten your password?", "Create an account"). */
export const FormLinks = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  /* A link wraps to the next line whole rather than in the middle. */
  a,
  button {
    white-space: nowrap;
  }
`;

/** An internal link in running text, through the LinkProvider. */
export const TextLink = styled(Link)`
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }
`;

/** Two fields side by side from tablet width up, stacked below. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * "Back" links (to sign-up, to log in, to the profile). Put an `arrowRight`
 * icon first: it is mirrored to point back.
 */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  svg {
    transform: scaleX(-1);
  }

  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
    text-decoration: underline;
  }
`;
