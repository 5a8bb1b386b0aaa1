import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { BackLink } from '../form/formStyles.ts';

export interface AuthLayoutProps {
  /** The card's content: a form with its `h1`. */
  children: ReactNode;
  /** A link shown above the card, e.g. back to the previous step. */
  backLink?: { href: string; label: string };
  /**
   * Where the logo links to.
   */
  homeHref: string;
  /**
   * Show the logo. Pages that keep the app header on some screens (activation
   * on desktop) turn it off there so the logo does not show twice.
   * @default true
   */
  showLogo?: boolean;
  /**
   * Card width: `sm` for sign-in style forms, `md` for the profile form.
   * @default 'sm'
   */
  width?: 'sm' | 'md';
}

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space['3xl']};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.landscape.skyTop} 0%,
    ${({ theme }) => theme.colors.background} 60%
  );

  ${({ theme }) => theme.media.homeMobile} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
  }
`;

const widthToken = { sm: 'modalSm', md: 'modalLg' } as const;

const Column = styled.div<{ $width: 'sm' | 'md' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: ${({ theme, $width }) => theme.sizes[widthToken[$width]]};
`;

/*
 * Left-aligned with the card rather than centred: the column's edge falls on
 * a whole pixel, so the logo image renders the same on every run.
 */
const HomeLink = styled(Link)`
  display: inline-flex;
  justify-self: start;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space['2xl']};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.homeMobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/**
 * The full-screen layout of the account screens that hide the app header and
 * footer (sign-in, sign-up, lost password, password recovery, profile setup):
 * the logo linking home, an optional back link, and a card for the form.
 */
export function AuthLayout({ children, backLink, homeHref, showLogo = true, width = 'sm' }: AuthLayoutProps) {
  return (
    <Screen>
      <Column $width={width}>
        {showLogo ? (
          <HomeLink href={homeHref}>
            <Logo />
          </HomeLink>
        ) : null}
        {backLink ? (
          <BackLink href={backLink.href}>
            <Icon name="arrowRight" size="sm" />
            {backLink.label}
          </BackLink>
        ) : null}
        <Card>{children}</Card>
      </Column>
    </Screen>
  );
}
