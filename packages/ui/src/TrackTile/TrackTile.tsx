import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { TrackFacts } from '../TrackFacts/TrackFacts.tsx';
import { placeFacts, type FactsPlace } from '../TrackFacts/placeFacts.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { placeTypeIcon, type PlaceType } from '../place/placeType.ts';
import { eyebrowText, focusRing, roundIconControl } from '../theme/mixins.ts';
import {
  TrackTileCard,
  TrackTileMedia,
  TrackTilePlace,
  TrackTileThumbnail,
  TrackTileTitle,
  TrackTileTitleLink,
  trackTilePlaceLine,
} from './TrackTileParts.tsx';
import type { TrackTileLayout } from './TrackTileParts.tsx';

/**
 * What a tile shows of a place: the fields of the API's `SearchResultItem` (same
 * snake_case names and nullability), so a search result, a recommended track or a
 * location's nearby hut can be passed as it is.
 */
export interface TrackTileItem extends FactsPlace {
  id: number;
  type: PlaceType;
  title: string;
  is_closed: boolean;
  /** Places (park, area), most specific first. */
  locations: readonly { title: string }[];
  regions: readonly { title: string }[];
  /** Remote image URL; a landscape illustration shows when null. */
  thumbnail: string | null;
}

export type { TrackTileLayout };

export interface TrackTileProps {
  /** The track, hut or campsite (an API `SearchResultItem` fits). */
  item: TrackTileItem;
  /** Where the title links to: the place's page, e.g. `/tracks/{slug}`, `/huts/{slug}`. */
  href: string;
  /**
   * `list`: photo beside the text, for result lists. `card`: photo on top, for
   * grids and carousels.
   * @default 'list'
   */
  layout?: TrackTileLayout;
  /**
   * Whether the place is on the user's wishlist (a filled heart).
   * @default false
   */
  wishlisted?: boolean;
  /** The heart was pressed. Without it the heart is not shown. */
  onWishlistToggle?: () => void;
  /**
   * The user has completed this trip: shows 'Trip completed' instead of 'Mark as complete'.
   * @default false
   */
  completed?: boolean;
  /** 'Mark as complete' was pressed (the app asks for the date). Without it the button is not shown. */
  onMarkComplete?: () => void;
  /**
   * Level of the title heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * How the browser loads the photo: `lazy` for long lists, `eager` for the first
   * tiles on screen.
   * @default 'lazy'
   */
  imageLoading?: 'lazy' | 'eager';
}

const headingTag = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

const Body = styled.div<{ $layout: TrackTileLayout }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  /* Room for the heart in the top corner. */
  padding-right: ${({ theme, $layout }) =>
    $layout === 'list' ? `calc(${theme.sizes.controlMd} + ${theme.space.sm})` : theme.space.md};
`;

const Eyebrow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${eyebrowText}
`;

const TypeLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const ClosedBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Footer = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const Completed = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const HeartButton = styled.button<{ $pressed: boolean }>`
  position: absolute;
  z-index: 1;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  ${roundIconControl}
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme, $pressed }) => ($pressed ? theme.colors.danger : theme.colors.primary)};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * One track, hut or campsite in a list or grid: photo, type, title (linking to
 * its page; the whole tile is clickable), CLOSED marker, place, and the facts for
 * its kind — distance and track type, walking duration and difficulty for tracks;
 * bunk beds for huts; booking info for huts and campsites. Optionally a wishlist
 * heart and the 'Mark as complete' / 'Trip completed' marker.
 */
export function TrackTile({
  item,
  href,
  layout = 'list',
  wishlisted = false,
  onWishlistToggle,
  completed = false,
  onMarkComplete,
  headingLevel = 3,
  imageLoading = 'lazy',
}: TrackTileProps) {
  const titleId = useId();
  const place = trackTilePlaceLine(item);
  const facts = placeFacts(item, 'summary');

  return (
    <TrackTileCard $layout={layout}>
      <TrackTileMedia $layout={layout}>
        <TrackTileThumbnail src={item.thumbnail} alt={item.title} loading={imageLoading} />
      </TrackTileMedia>
      <Body $layout={layout}>
        <Eyebrow>
          <TypeLabel>
            <Icon name={placeTypeIcon(item.type)} size="sm" />
            {item.type}
          </TypeLabel>
          {item.is_closed ? <ClosedBadge aria-hidden="true">CLOSED</ClosedBadge> : null}
        </Eyebrow>
        <TrackTileTitle as={headingTag[headingLevel]} id={titleId}>
          <TrackTileTitleLink href={href}>
            {item.title}
            {item.is_closed ? <VisuallyHidden> - CLOSED</VisuallyHidden> : null}
          </TrackTileTitleLink>
        </TrackTileTitle>
        {place ? (
          <TrackTilePlace>
            <WalkIcon name="pin" size="sm" />
            {place}
          </TrackTilePlace>
        ) : null}
        {facts.length > 0 ? <TrackFacts facts={facts} layout="inline" /> : null}
        {completed ? (
          <Footer>
            <Completed>
              <WalkIcon name="checkCircle" size="sm" />
              Trip completed
            </Completed>
          </Footer>
        ) : onMarkComplete ? (
          <Footer>
            <Button variant="secondary" size="sm" onClick={onMarkComplete} aria-describedby={titleId}>
              Mark as complete
            </Button>
          </Footer>
        ) : null}
      </Body>
      {onWishlistToggle ? (
        <HeartButton
          type="button"
          aria-pressed={wishlisted}
          aria-label={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
          aria-describedby={titleId}
          onClick={onWishlistToggle}
          $pressed={wishlisted}
        >
          <WalkIcon name={wishlisted ? 'heartFilled' : 'heart'} />
        </HeartButton>
      ) : null}
    </TrackTileCard>
  );
}
