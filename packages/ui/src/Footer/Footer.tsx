import styled from 'styled-components';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { inverseFocusScope } from '../theme/mixins.ts';

export interface FooterProps {
  /** The year in the copyright line, passed in so the footer stays pure. */
  year: number;
  /** The Privacy & Terms page (the app's route). */
  privacyHref: string;
}

const Root = styled.footer`
  ${inverseFocusScope}
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.onFooter};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tabletUp} {
    padding: ${({ theme }) => theme.space['2xl']} ${({ theme }) => theme.space.lg};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Brand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tagline = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const FooterLink = styled(Link)`
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.onFooter};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:hover {
    color: ${({ theme }) => theme.colors.textInverse};
    text-decoration-thickness: ${({ theme }) => theme.sizes.borderWidthThick};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.palette.forest[700]};
  color: ${({ theme }) => theme.colors.onFooterMuted};

  p {
    margin: 0;
  }
`;

/**
 * The site footer (a `contentinfo` landmark): who brings the service, the
 * Privacy & Terms link, the copyright, and the credits.
 */
export function Footer({ year, privacyHref }: FooterProps) {
  return (
    <Root>
      <Inner>
        <Top>
          <Brand>
            <Logo variant="inverse" />
            <Tagline>Brought to you by the New Zealand Mountain Safety Council</Tagline>
          </Brand>
          <nav aria-label="Legal">
            <FooterLink href={privacyHref}>Privacy &amp; Terms</FooterLink>
          </nav>
        </Top>
        <Bottom>
          <p>© {year} Plan My Walk</p>
          <p>Made by the Plan My Walk open-source contributors</p>
          <p>Contains data from the Department of Conservation (DOC), CC BY 4.0</p>
        </Bottom>
      </Inner>
    </Root>
  );
}
