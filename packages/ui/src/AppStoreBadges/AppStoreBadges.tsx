import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

/** The button that asks the browser to install the web app where no store app is linked. */
export const INSTALL_APP_TEXT = 'Install Plan My Walk';

export interface AppStoreBadgesProps {
  /** The App Store page of the iOS app; its badge shows only when given. */
  appStoreUrl?: string;
  /** The Google Play page of the Android app; its badge shows only when given. */
  googlePlayUrl?: string;
  /**
   * Without either URL: the browser offers to install the web app, and this asks it to
   * ('Install Plan My Walk' in place of the badges).
   */
  onInstall?: () => void;
}

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const StoreBadge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.storeBadge};
  color: ${({ theme }) => theme.colors.onStoreBadge};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.palette.ink[700]};
    color: ${({ theme }) => theme.colors.onStoreBadge};
  }

  ${({ theme }) => theme.media.homeMobile} {
    flex: 1 1 ${({ theme }) => theme.sizes.storeBadge};
  }
`;

const BadgeText = styled.span`
  display: grid;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const BadgeSmall = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const BadgeLarge = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

interface StoreLinkProps {
  href: string;
  small: string;
  large: string;
  icon: IconName;
  /** Id of the hidden "Opens in a new tab" note. */
  describedBy: string;
}

function StoreLink({ href, small, large, icon, describedBy }: StoreLinkProps) {
  return (
    <StoreBadge href={href} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      <Icon name={icon} size="lg" />
      <BadgeText>
        <BadgeSmall>{small} </BadgeSmall>
        <BadgeLarge>{large}</BadgeLarge>
      </BadgeText>
    </StoreBadge>
  );
}

/**
 * The 'Download on the App Store' and 'Get it on Google Play' badges, each opening
 * the store in a new tab; without a URL, the browser's install of the web app where it
 * offers one (`onInstall`), else nothing, so an app promotion built around it can hide
 * itself the same way.
 */
export function AppStoreBadges({ appStoreUrl, googlePlayUrl, onInstall }: AppStoreBadgesProps) {
  const newTabId = useId();
  if (!appStoreUrl && !googlePlayUrl) {
    return onInstall ? (
      <div>
        <Button variant="secondary" onClick={onInstall}>
          {INSTALL_APP_TEXT}
        </Button>
      </div>
    ) : null;
  }
  return (
    <>
      <Badges>
        {appStoreUrl ? (
          <StoreLink href={appStoreUrl} small="Download on the" large="App Store" icon="phone" describedBy={newTabId} />
        ) : null}
        {googlePlayUrl ? (
          <StoreLink href={googlePlayUrl} small="Get it on" large="Google Play" icon="download" describedBy={newTabId} />
        ) : null}
      </Badges>
      <VisuallyHidden id={newTabId}>Opens in a new tab</VisuallyHidden>
    </>
  );
}
