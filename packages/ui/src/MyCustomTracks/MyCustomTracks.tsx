import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { MyCustomTracksCard, type MyCustomTracksItem } from './MyCustomTracksCard.tsx';

export type { MyCustomTracksItem } from './MyCustomTracksCard.tsx';

/** The spec's warning before a custom track is deleted (part 2 §5). */
export const DELETE_CUSTOM_TRACK_QUESTION =
  'Are you sure you want to delete this custom track? WARNING: Any plans made using this custom track will also be deleted.';

/** How close the end of the list must come to the viewport before the next page loads (spec part 2 §9). */
export const CUSTOM_TRACKS_LOAD_MORE_PX = 300;

export interface MyCustomTracksProps {
  /** The tracks loaded so far, last edited first. */
  tracks: readonly MyCustomTracksItem[];
  /** The editor, for the 'Create custom track' tile. */
  createHref: string;
  /** A track's page (`/custom-tracks/{id}`) and its editor. */
  hrefFor: (track: MyCustomTracksItem) => string;
  editHrefFor: (track: MyCustomTracksItem) => string;
  onShare: (track: MyCustomTracksItem) => void;
  /** Delete was pressed: the app asks (`confirmingDelete`). */
  onDelete: (track: MyCustomTracksItem) => void;
  /** The track whose delete is being confirmed, if any. */
  confirmingDelete?: MyCustomTracksItem | null;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /**
   * A page is loading: skeleton cards follow the list.
   * @default false
   */
  loading?: boolean;
  /**
   * Every page is in: no more loading at the end of the list.
   * @default false
   */
  allLoaded?: boolean;
  /** The end of the list came within 300 px of the viewport: load the next page. */
  onLoadMore: () => void;
  /** Loading failed, or a delete did (the card is back). */
  error?: string | null;
}

/**
 * My Custom Tracks (spec part 2 §2): a 'Create custom track' tile, then a card per
 * track with its title (to its page), 'Last edited DD/MM/YYYY', share, edit and delete
 * (with the spec's warning). The next page loads when the end of the list comes within
 * 300 px of the viewport.
 */
export function MyCustomTracks({
  tracks,
  createHref,
  hrefFor,
  editHrefFor,
  onShare,
  onDelete,
  confirmingDelete = null,
  onConfirmDelete,
  onCancelDelete,
  loading = false,
  allLoaded = false,
  onLoadMore,
  error = null,
}: MyCustomTracksProps) {
  return (
    <Root>
      <Heading>My Custom Tracks</Heading>
      <FormError>{error}</FormError>
      <Grid aria-busy={loading}>
        <CreateTile>
          <CreateLink href={createHref}>
            <PlanIcon name="plus" size="lg" />
            Create custom track
          </CreateLink>
        </CreateTile>
        {tracks.map((track) => (
          <MyCustomTracksCard
            key={track.id}
            track={track}
            href={hrefFor(track)}
            editHref={editHrefFor(track)}
            onShare={() => onShare(track)}
            onDelete={() => onDelete(track)}
          />
        ))}
        {loading
          ? Array.from({ length: 3 }, (_, i) => (
              <SkeletonCard key={i} aria-hidden="true">
                <Skeleton width="70%" height="1.25em" />
                <Skeleton width="50%" />
              </SkeletonCard>
            ))
          : null}
      </Grid>
      {allLoaded || loading ? null : <LoadMore onLoadMore={onLoadMore} />}
      <ConfirmDialog
        open={confirmingDelete !== null}
        onOpenChange={(open) => !open && onCancelDelete()}
        title={DELETE_CUSTOM_TRACK_QUESTION}
        description={confirmingDelete ? confirmingDelete.title : undefined}
        confirmLabel="Delete"
        onConfirm={onConfirmDelete}
      />
    </Root>
  );
}

/** Asks for the next page when it comes within 300 px of the viewport. */
function LoadMore({ onLoadMore }: { onLoadMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${CUSTOM_TRACKS_LOAD_MORE_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <Sentinel ref={sentinel} aria-hidden="true" />;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.heading};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CreateTile = styled.li`
  display: flex;
`;

const CreateLink = styled(Link)`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 8rem;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.sizes.borderWidthThick} dashed ${theme.colors.primary}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.primarySubtle};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const SkeletonCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Sentinel = styled.div`
  height: ${({ theme }) => theme.sizes.borderWidth};
`;
