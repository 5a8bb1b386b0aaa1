import styled from 'styled-components';
import type { TrackTileItem } from '../TrackTile/TrackTile.tsx';
import { TrackTileList } from '../TrackTileList/TrackTileList.tsx';

/** A filter button of the related block. */
export type RelatedPlacesFilter = 'all' | 'tracks' | 'huts' | 'campsites';

const FILTERS: ReadonlyArray<[RelatedPlacesFilter, string]> = [
  ['all', 'All'],
  ['tracks', 'Tracks'],
  ['huts', 'Huts'],
  ['campsites', 'Campsites'],
];

export interface RelatedPlacesProps<T extends TrackTileItem = TrackTileItem> {
  /** The places the filter keeps, in order. */
  items: readonly T[];
  /** Which buttons are pressed (the app applies the spec's rules: All alone, or any of the others). */
  isPressed: (filter: RelatedPlacesFilter) => boolean;
  onPress: (filter: RelatedPlacesFilter) => void;
  /** `No {filters joined by or} found.` */
  emptyText: string;
  /** The page of a place: `/{type}s/{slug}`. */
  hrefFor: (item: T) => string;
}

/**
 * 'Related tracks, huts, and campsites' of a custom track (spec part 2 §2): filter
 * buttons All, Tracks, Huts, Campsites, and the places as tiles (distance, track type,
 * time and difficulty for a track; category and bunks for a hut; category for a
 * campsite).
 */
export function RelatedPlaces<T extends TrackTileItem>({ items, isPressed, onPress, emptyText, hrefFor }: RelatedPlacesProps<T>) {
  return (
    <Root aria-labelledby="related-places-heading">
      <Heading id="related-places-heading">Related tracks, huts, and campsites</Heading>
      <Filters role="group" aria-label="Show">
        {FILTERS.map(([filter, label]) => (
          <FilterButton key={filter} type="button" aria-pressed={isPressed(filter)} onClick={() => onPress(filter)}>
            {label}
          </FilterButton>
        ))}
      </Filters>
      <TrackTileList items={items} hrefFor={hrefFor} emptyText={emptyText} layout="card" aria-label="Related places" />
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const FilterButton = styled.button`
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.primary}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: ${({ theme }) => `${theme.fontWeights.semibold} ${theme.fontSizes.sm} ${theme.fonts.body}`};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;
