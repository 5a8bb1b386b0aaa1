import styled, { type DefaultTheme } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

export type LocationType = 'track' | 'hut' | 'campsite' | 'custom-track';
export type LocationView = 'details' | 'alerts' | 'weather' | 'gear' | 'plan' | 'map';

/** Where each tab of the location menu links to. */
export interface LocationMenuHrefs {
  details: string;
  map: string;
  alerts: string;
  weather: string;
  gear: string;
  plan: string;
}

export interface LocationMenuProps {
  /** The kind of location; names the details tab (a custom track shows as "Track"). */
  locationType: LocationType;
  /** The page being shown: its tab is left out (spec part 2 §2), the others keep their places. */
  current: LocationView;
  /** The destination of each tab. */
  hrefs: LocationMenuHrefs;
  /**
   * Number of current alerts; above 0 the Alerts tab shows a badge.
   * @default 0
   */
  alertCount?: number;
  /**
   * The phone's layout at every width (each label under its icon, the row shared equally),
   * for a narrow column such as the plan's aside.
   * @default false
   */
  compact?: boolean;
}

const detailsTab: Record<LocationType, { label: string; icon: IconName }> = {
  track: { label: 'Track', icon: 'track' },
  'custom-track': { label: 'Track', icon: 'track' },
  hut: { label: 'Hut', icon: 'hut' },
  campsite: { label: 'Campsite', icon: 'campsite' },
};

const otherTabs: { view: Exclude<keyof LocationMenuHrefs, 'details'>; label: string; icon: IconName }[] = [
  // The place's map from every place page, as the map page leads back to the details (issue 34).
  { view: 'map', label: 'Map', icon: 'map' },
  { view: 'alerts', label: 'Alerts', icon: 'alert' },
  { view: 'weather', label: 'Weather', icon: 'weather' },
  { view: 'gear', label: 'Gear', icon: 'gear' },
  { view: 'plan', label: 'Plan', icon: 'plan' },
];

/** The media query of the wide layout: tablets and up, never for a compact menu ('not all' matches nothing). */
const wideLayout = (theme: DefaultTheme, compact: boolean) => (compact ? '@media not all' : theme.media.tabletUp);

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul<{ $compact: boolean }>`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  list-style: none;

  ${({ theme, $compact }) => wideLayout(theme, $compact)} {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  }
`;

const Tab = styled(Link)<{ $compact: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  ${({ theme, $compact }) => wideLayout(theme, $compact)} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Badge = styled.span<{ $compact: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.xxs};
  left: calc(50% + ${({ theme }) => theme.space.xxs});
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.iconMd};
  height: ${({ theme }) => theme.sizes.iconMd};
  padding: 0 ${({ theme }) => theme.space.xxs};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.none};

  /* Phones: on the icon's corner. Wider: after the label. */
  ${({ theme, $compact }) => wideLayout(theme, $compact)} {
    position: static;
  }
`;

function alertsText(count: number) {
  return `${count} ${count === 1 ? 'alert' : 'alerts'}`;
}

/**
 * The tabs of one location (track, hut, campsite or custom track): its details, Map,
 * Alerts (with a badge when there are alerts), Weather, Gear and Plan. The tab
 * of the page being shown is left out.
 */
export function LocationMenu({ locationType, current, hrefs, alertCount = 0, compact = false }: LocationMenuProps) {
  const tabs = [
    { view: 'details' as const, ...detailsTab[locationType] },
    ...otherTabs,
  ].filter((tab) => tab.view !== current);

  return (
    <Nav aria-label="Location menu">
      <List $compact={compact}>
        {tabs.map((tab) => {
          const showBadge = tab.view === 'alerts' && alertCount > 0;
          return (
            <li key={tab.view}>
              <Tab href={hrefs[tab.view]} $compact={compact}>
                <Icon name={tab.icon} />
                <span>
                  {tab.label}
                  {showBadge ? <VisuallyHidden> ({alertsText(alertCount)})</VisuallyHidden> : null}
                </span>
                {showBadge ? <Badge aria-hidden="true" $compact={compact}>{alertCount > 99 ? '99+' : alertCount}</Badge> : null}
              </Tab>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
