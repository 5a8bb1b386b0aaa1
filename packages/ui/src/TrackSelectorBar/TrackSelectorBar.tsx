import { useId } from 'react';
import type { ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import styled, { css, useTheme } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { focusRing } from '../theme/mixins.ts';
import { barBox } from './barBox.ts';

/**
 * What the bar shows of the location: fields of the API's `Location` (same names), so
 * the loaded location can be passed as it is.
 */
export interface TrackSelectorBarLocation {
  title: string;
  is_closed: boolean;
  locations: readonly { title: string }[];
  regions: readonly { title: string }[];
}

/** Desktop opens the calendar in a popover; mobile links to the /select-date page. */
export type TrackSelectorBarLayout = 'desktop' | 'mobile';

export interface TrackSelectorBarProps {
  /** The selected track, hut, campsite or custom track. */
  location: TrackSelectorBarLocation;
  /**
   * The trip dates as the app formats them: 'DD MMM - DD MMM', with times
   * 'DD MMM h:mm am/pm - DD MMM h:mm am/pm', a single day with its year. Null shows
   * 'Add trip dates'.
   */
  dateSummary: string | null;
  /** The clear-date button was pressed. */
  onClearDates: () => void;
  /** The location's map route: shows 'Show map view'. */
  mapHref?: string;
  /**
   * `desktop`: the date button opens `calendar` in a popover. `mobile`: the date button
   * links to `selectDateHref`.
   * @default 'desktop'
   */
  layout?: TrackSelectorBarLayout;
  /** Whether the calendar popover is open (desktop). */
  calendarOpen?: boolean;
  /** Called when the popover opens or closes (the date button, Escape, a click outside). */
  onCalendarOpenChange?: (open: boolean) => void;
  /** The popover's content: the app's `TripDatesPicker` (desktop). */
  calendar?: ReactNode;
  /**
   * Where the date button goes on mobile.
   */
  selectDateHref: string;
  /**
   * The level of the location title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

const Root = styled.section`
  ${barBox}
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Title = styled.h2`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Closed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  white-space: nowrap;
`;

const Place = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    margin-top: 0.1875em;
  }
`;

const MapLink = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Dates = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
`;

const dateButtonStyles = css<{ $set: boolean }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $set }) => ($set ? theme.colors.surface : theme.colors.primary)};
  color: ${({ theme, $set }) => ($set ? theme.colors.text : theme.colors.onPrimary)};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  svg {
    color: ${({ theme, $set }) => ($set ? theme.colors.primary : 'currentColor')};
  }

  &:hover {
    background: ${({ theme, $set }) => ($set ? theme.colors.primarySubtle : theme.colors.primaryHover)};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const DateButton = styled.button<{ $set: boolean }>`
  ${dateButtonStyles}
`;

const DateLink = styled(Link)<{ $set: boolean }>`
  ${dateButtonStyles}
`;

const DateText = styled.span`
  overflow-wrap: anywhere;
`;

const ClearButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlLg};
  padding: 0;
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const PopoverContent = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  max-width: calc(100vw - ${({ theme }) => theme.space.xl});
  max-height: var(--radix-popover-content-available-height);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: none;
  }
`;

/**
 * The track selector (spec part 2 §2): the location's title (' - CLOSED' when closed),
 * its first locality and region, 'Show map view', and the trip dates: 'Add trip dates'
 * or the date summary with a clear-date button (while the calendar is closed). The
 * date button opens the calendar in a popover on desktop and goes to /select-date on
 * mobile.
 */
export function TrackSelectorBar({
  location,
  dateSummary,
  onClearDates,
  mapHref,
  layout = 'desktop',
  calendarOpen = false,
  onCalendarOpenChange,
  calendar,
  selectDateHref,
  headingLevel = 2,
}: TrackSelectorBarProps) {
  const theme = useTheme();
  const titleId = useId();
  const place = [location.locations[0]?.title, location.regions[0]?.title].filter(Boolean).join(', ');
  const set = dateSummary !== null && dateSummary !== '';
  const dateContent = set ? (
    <>
      <WalkIcon name="calendar" />
      <DateText>
        <VisuallyHidden>Trip dates: </VisuallyHidden>
        {dateSummary}
      </DateText>
    </>
  ) : (
    <>
      <WalkIcon name="calendar" />
      <DateText>Add trip dates</DateText>
    </>
  );

  return (
    <Root aria-labelledby={titleId}>
      <Top>
        <Titles>
          <Title as={`h${headingLevel}`} id={titleId}>
            {location.title}
            {location.is_closed ? (
              <>
                {' '}
                <Closed>- CLOSED</Closed>
              </>
            ) : null}
          </Title>
          {place ? (
            <Place>
              <WalkIcon name="pin" size="sm" />
              {place}
            </Place>
          ) : null}
        </Titles>
        {mapHref ? (
          <MapLink href={mapHref}>
            <Icon name="map" size="sm" />
            Show map view
          </MapLink>
        ) : null}
      </Top>
      <Dates>
        {layout === 'mobile' ? (
          <DateLink href={selectDateHref} $set={set}>
            {dateContent}
          </DateLink>
        ) : (
          <Popover.Root open={calendarOpen} onOpenChange={onCalendarOpenChange}>
            <Popover.Trigger asChild>
              <DateButton type="button" $set={set}>
                {dateContent}
              </DateButton>
            </Popover.Trigger>
            <Popover.Portal>
              <PopoverContent
                align="start"
                sideOffset={theme.floating.sideOffset}
                collisionPadding={theme.floating.collisionPadding}
                aria-label="Choose your trip dates"
                // The calendar focuses its own start day (TripDatesPicker autoFocus);
                // Radix would otherwise put focus on the month's back arrow.
                onOpenAutoFocus={(event) => event.preventDefault()}
              >
                {calendar}
              </PopoverContent>
            </Popover.Portal>
          </Popover.Root>
        )}
        {set && !calendarOpen ? (
          <ClearButton type="button" aria-label="Clear trip dates" onClick={onClearDates}>
            <Icon name="close" />
          </ClearButton>
        ) : null}
      </Dates>
    </Root>
  );
}
