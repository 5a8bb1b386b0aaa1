import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { LoadFailure } from '../LoadFailure/LoadFailure.tsx';
import { TrackTileList } from '../TrackTileList/TrackTileList.tsx';
import type { TrackTileItem } from '../TrackTile/TrackTile.tsx';

/** The texts of the page. */
export const MY_WISHLIST_TEXT = {
  title: 'My Wishlist',
  empty: 'Your wishlist is empty. Press the heart on a track, hut or campsite to keep it here.',
  find: 'Find a track',
} as const;

export interface MyWishlistProps<T extends TrackTileItem = TrackTileItem> {
  /** The places on the wishlist, last added first (the API's `SearchResultItem`s fit). */
  places: readonly T[];
  /** The page of a place, e.g. `/tracks/{slug}`. */
  hrefFor: (place: T) => string;
  /** A heart was pressed: the place comes off the wishlist. */
  onWishlistToggle: (place: T) => void;
  /** Whether a heart shows filled (all do, until the app takes a place off). */
  isWishlisted?: (place: T) => boolean;
  /** Whether the walker completed a place ('Trip completed'). */
  isCompleted?: (place: T) => boolean;
  /** 'Mark as complete' was pressed on a tile. */
  onMarkComplete?: (place: T) => void;
  /** Where to find places, for the empty wishlist (the tracks page). */
  findHref: string;
  /** @default false */
  loading?: boolean;
  /** Loading failed, or a heart failed: the reason. */
  error?: string | null;
  onRetry?: () => void;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};

  ${({ theme }) => theme.media.homeMobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/**
 * My Wishlist (spec part 2 §2): the wishlisted tracks, huts and campsites as tiles with
 * their hearts (pressing one takes the place off) and, where the app offers it, 'Mark
 * as complete'.
 */
export function MyWishlist<T extends TrackTileItem>({
  places,
  hrefFor,
  onWishlistToggle,
  isWishlisted = () => true,
  isCompleted,
  onMarkComplete,
  findHref,
  loading = false,
  error,
  onRetry,
}: MyWishlistProps<T>) {
  return (
    <Page>
      <Title>{MY_WISHLIST_TEXT.title}</Title>
      <LoadFailure error={error} onRetry={onRetry} />
      {/* A list that failed to load is not an empty wishlist: the failure stands alone. */}
      {error && places.length === 0 ? null : !loading && places.length === 0 ? (
        <Empty role="status">
          <p>{MY_WISHLIST_TEXT.empty}</p>
          <Button href={findHref} variant="secondary">
            {MY_WISHLIST_TEXT.find}
          </Button>
        </Empty>
      ) : (
        <TrackTileList
          items={places}
          hrefFor={hrefFor}
          loading={loading && places.length === 0}
          layout="card"
          headingLevel={2}
          aria-label={MY_WISHLIST_TEXT.title}
          isWishlisted={isWishlisted}
          onWishlistToggle={onWishlistToggle}
          isCompleted={isCompleted}
          onMarkComplete={onMarkComplete}
          emptyText={MY_WISHLIST_TEXT.empty}
        />
      )}
    </Page>
  );
}
