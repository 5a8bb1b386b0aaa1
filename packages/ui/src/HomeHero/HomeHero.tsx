import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { AppStoreBadges } from '../AppStoreBadges/AppStoreBadges.tsx';
import { Button } from '../Button/Button.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { Logo } from '../Logo/Logo.tsx';

/** Where the hero's links go: the app's routes. */
export interface HomeHeroLinks {
  /** 'Create a free account'. */
  signUp: string;
  /** 'Log in' (logged out). */
  signIn: string;
  /** 'View profile' (logged in). */
  profile: string;
}

export interface HomeHeroProps {
  /** Where the links go (the app's routes). */
  links: HomeHeroLinks;
  /** Whether someone is logged in: swaps "Already have an account? Log in" for "View profile". */
  isLoggedIn: boolean;
  /** "Continue as a guest": the app records the guest event and goes to the tracks page. */
  onContinueAsGuest: () => void;
  /** "Why create an account?": the app opens the `WhyAccountModal`. */
  onWhyAccount: () => void;
  /** The App Store page of the iOS app; the badge shows only when given. */
  appStoreUrl?: string;
  /** The Google Play page of the Android app; the badge shows only when given. */
  googlePlayUrl?: string;
  /**
   * Without store links: the browser offers to install the web app, and this asks it to
   * ('Install Plan My Walk'). Omitted where the browser does not offer it.
   */
  onInstall?: () => void;
}

const Section = styled.section`
  position: relative;
  overflow: hidden;
  min-height: ${({ theme }) => theme.sizes.heroMinHeight};
  padding: ${({ theme }) => theme.space['3xl']} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.sizes.heroLandscape};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.landscape.skyTop} 0%,
    ${({ theme }) => theme.landscape.skyBottom} 70%
  );

  /* On wide screens the landscape shows beside the content, so less room is kept below it. */
  ${({ theme }) => theme.media.desktopUp} {
    padding-bottom: ${({ theme }) => theme.space['4xl']};
  }

  ${({ theme }) => theme.media.homeMobile} {
    min-height: 0;
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md}
      ${({ theme }) => theme.sizes.heroLandscapeMobile};
  }
`;

const Inner = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;

  ${({ theme }) => theme.media.desktopUp} {
    grid-template-columns: minmax(0, ${({ theme }) => theme.sizes.heroCard}) minmax(0, 1fr);
    align-items: end;
  }
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.heroCard};
  padding: ${({ theme }) => theme.space['2xl']};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.homeMobile} {
    max-width: none;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const MobileLogo = styled.div`
  display: none;

  /* The header is hidden on phones on the home page, so the hero carries the logo. */
  ${({ theme }) => theme.media.homeMobile} {
    display: block;
  }
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  text-wrap: balance;
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${({ theme }) => theme.media.homeMobile} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.homeMobile} {
    flex-direction: column;

    & > * {
      width: 100%;
    }
  }
`;

const Secondary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const InlineLink = styled(Link)`
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Store = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.heroCard};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space['2xl']};

  ${({ theme }) => theme.media.desktopUp} {
    justify-self: end;
    max-width: ${({ theme }) => theme.sizes.heroAside};
    padding: ${({ theme }) => theme.space.lg};
  }
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.homeMobile} {
    max-width: none;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StoreHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StoreText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The home page's main content: the headline, the account and guest choices,
 * the app store badges and a calm landscape behind.
 */
export function HomeHero({
  links,
  isLoggedIn,
  onContinueAsGuest,
  onWhyAccount,
  appStoreUrl,
  googlePlayUrl,
  onInstall,
}: HomeHeroProps) {
  const headingId = useId();
  const storeHeadingId = useId();
  const hasStoreLinks = Boolean(appStoreUrl || googlePlayUrl);

  return (
    <Section aria-labelledby={headingId}>
      <HomeLandscape />
      <Inner>
        <Card>
          <MobileLogo>
            <Logo />
          </MobileLogo>
          <Heading id={headingId}>Explore walking and hiking tracks near you</Heading>
          <Lead>
            Find tracks, huts and campsites across Aotearoa New Zealand, check alerts and the weather, and plan a
            trip you can share with the people who need to know.
          </Lead>
          <Actions>
            <Button href={links.signUp} size="lg">
              Create a free account
            </Button>
            <Button variant="secondary" size="lg" onClick={onContinueAsGuest}>
              Continue as a guest
            </Button>
          </Actions>
          <Secondary>
            <Button variant="link" onClick={onWhyAccount}>
              Why create an account?
            </Button>
            {isLoggedIn ? (
              <InlineLink href={links.profile}>View profile</InlineLink>
            ) : (
              <span>
                Already have an account? <InlineLink href={links.signIn}>Log in</InlineLink>
              </span>
            )}
          </Secondary>
        </Card>
        {hasStoreLinks || onInstall ? (
          <Store aria-labelledby={storeHeadingId}>
            <StoreHeading id={storeHeadingId}>Take Plan My Walk with you</StoreHeading>
            <StoreText>Check alerts, forecasts and your trip plan on your phone, wherever the track goes.</StoreText>
            <AppStoreBadges appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} onInstall={onInstall} />
          </Store>
        ) : null}
      </Inner>
    </Section>
  );
}
const LandscapeSvg = styled.svg`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  width: 100%;
  height: 75%;
  max-width: none;
  pointer-events: none;

  ${({ theme }) => theme.media.homeMobile} {
    height: 38%;
  }
`;

const trees = [
  [96, 452],
  [132, 458],
  [168, 448],
  [1188, 452],
  [1222, 446],
  [1262, 456],
  [1300, 448],
];

/**
 * The home page's decorative landscape: snow-capped ranges, tussock hills, a
 * lake, bush and a track winding into the hills. Drawn in theme colours.
 */
function HomeLandscape() {
  const { landscape } = useTheme();
  return (
    <LandscapeSvg viewBox="0 0 1440 560" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <circle cx="1000" cy="95" r="56" fill={landscape.sun} />
      <path
        d="M0 330 120 262l90 38 120-100 90 60 100-50 120 90 120-70 100-110 100 110 90-50 120 80 90-110 100 90 80-30v350H0z"
        fill={landscape.farRange}
      />
      <path d="m860 120-28 31 14-5 12 10 14-11 16 6z" fill={landscape.snow} />
      <path d="m1260 150-24 29 14-6 12 9 14-10 14 5z" fill={landscape.snow} />
      <path d="m330 200-22 18 12-3 10 8 12-9 12 3z" fill={landscape.snow} />
      <path
        d="M0 380c150-50 260-40 380-80s240 30 360 20 240-40 360-10 230-10 340-20v270H0z"
        fill={landscape.midRange}
      />
      <path
        d="M0 410c160-30 300-10 440-30s300 20 460 10 300-30 540-10v180H0z"
        fill={landscape.hills}
      />
      <path d="M0 432c300-20 600-10 900-16s380-10 540-6v60H0z" fill={landscape.lake} />
      <path
        d="M420 440h120M620 446h80M760 438h140M1000 444h90"
        stroke={landscape.lakeShine}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M0 458c200-30 380 16 560-14s340-34 540 6 250-20 340-10v120H0z"
        fill={landscape.bush}
      />
      {trees.map(([x, y]) => (
        <path key={`${x}-${y}`} d={`M${x} ${y! - 40}l-14 40h28z`} fill={landscape.foreground} />
      ))}
      <path
        d="M0 506c240-34 480 18 760-14s440-26 680 8v60H0z"
        fill={landscape.foreground}
      />
      <path
        d="M930 560c20-34 110-36 90-62s70-34 120-40"
        fill="none"
        stroke={landscape.path}
        strokeWidth="10"
        strokeLinecap="round"
      />
    </LandscapeSvg>
  );
}
