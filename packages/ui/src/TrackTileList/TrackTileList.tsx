import { memo, type ReactNode } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { stepwiseStep, useStepwiseCount } from '../hooks/useStepwiseCount.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { TrackTile } from '../TrackTile/TrackTile.tsx';
import type { TrackTileItem, TrackTileLayout } from '../TrackTile/TrackTile.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

export interface TrackTileListProps<T extends TrackTileItem = TrackTileItem> {
  /** The places to show, in order (API `SearchResultItem`s fit). */
  items: readonly T[];
  /** The page of each place, e.g. `/tracks/{slug}`, `/huts/{slug}`, `/campsites/{slug}`. */
  hrefFor: (item: T) => string;
  /**
   * Results are loading: skeleton tiles replace the list.
   * @default false
   */
  loading?: boolean;
  /**
   * Shown when `items` is empty and nothing is loading.
   * @default 'No tracks found'
   */
  emptyText?: string;
  /**
   * `list` stacks tiles in one column; `card` lays them out in a responsive grid.
   * @default 'list'
   */
  layout?: TrackTileLayout;
  /**
   * Skeleton tiles shown while loading.
   * @default 3
   */
  skeletonCount?: number;
  /**
   * How many of the first tiles load their photos at once (the ones on screen);
   * the rest load lazily as they scroll near.
   * @default 4
   */
  eagerImageCount?: number;
  /** Whether a place is on the user's wishlist. */
  isWishlisted?: (item: T) => boolean;
  /** A tile's heart was pressed. Without it no hearts show. */
  onWishlistToggle?: (item: T) => void;
  /** Whether the user has completed a place ('Trip completed'). */
  isCompleted?: (item: T) => boolean;
  /** A tile's 'Mark as complete' was pressed. Without it no such buttons show. */
  onMarkComplete?: (item: T) => void;
  /**
   * Level of each tile's title heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Names the list for assistive technology, e.g. 'Recommended tracks'. */
  'aria-label'?: string;
  /**
   * Mount this many tiles per task, the rest following task by task, so that a long list
   * does not hold a phone's main thread in one long task. By default all mount at once.
   */
  tilesPerTask?: number;
}

type TileRunProps<T extends TrackTileItem> = Pick<
  TrackTileListProps<T>,
  'items' | 'hrefFor' | 'isWishlisted' | 'onWishlistToggle' | 'isCompleted' | 'onMarkComplete'
> & { start: number; end: number; layout: TrackTileLayout; eagerImageCount: number; headingLevel: 2 | 3 | 4 };

/**
 * The tiles `start` to `end`. Memoised: while the list mounts step by step only its
 * count changes, so the runs already drawn are skipped, not drawn again at every step.
 */
const TileRun = memo(function TileRun<T extends TrackTileItem>({
  items,
  start,
  end,
  hrefFor,
  layout,
  eagerImageCount,
  headingLevel,
  isWishlisted,
  onWishlistToggle,
  isCompleted,
  onMarkComplete,
}: TileRunProps<T>) {
  return items.slice(start, end).map((item, offset) => (
    <li key={`${item.type}-${item.id}`}>
      <TrackTile
        item={item}
        href={hrefFor(item)}
        layout={layout}
        headingLevel={headingLevel}
        imageLoading={start + offset < eagerImageCount ? 'eager' : 'lazy'}
        wishlisted={isWishlisted?.(item) ?? false}
        onWishlistToggle={onWishlistToggle ? () => onWishlistToggle(item) : undefined}
        completed={isCompleted?.(item) ?? false}
        onMarkComplete={onMarkComplete ? () => onMarkComplete(item) : undefined}
      />
    </li>
  ));
}) as <T extends TrackTileItem>(props: TileRunProps<T>) => ReactNode;

const layoutStyles = ({ $layout }: { $layout: TrackTileLayout }) =>
  $layout === 'card'
    ? css`
        grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.sizes.tile} * 2), 1fr));
      `
    : css`
        grid-template-columns: minmax(0, 1fr);
      `;

const List = styled.ul<{ $layout: TrackTileLayout }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${layoutStyles}
`;

const SkeletonTile = styled.li<{ $layout: TrackTileLayout }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  grid-template-columns: ${({ theme, $layout }) => ($layout === 'card' ? '1fr' : `${theme.space['5xl']} 1fr`)};

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: ${({ theme, $layout }) => ($layout === 'card' ? '1fr' : `${theme.sizes.tile} 1fr`)};
  }
`;

const SkeletonLines = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} 0;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/**
 * The tiles of a result list or grid, with its loading (skeleton tiles) and empty
 * states. Wishlist and completion come in as per-item functions, so the list stays
 * pure.
 */
export function TrackTileList<T extends TrackTileItem>({
  items,
  hrefFor,
  loading = false,
  emptyText = 'No tracks found',
  layout = 'list',
  skeletonCount = 3,
  eagerImageCount = 4,
  isWishlisted,
  onWishlistToggle,
  isCompleted,
  onMarkComplete,
  headingLevel = 3,
  'aria-label': ariaLabel,
  tilesPerTask,
}: TrackTileListProps<T>) {
  const theme = useTheme();
  const shown = useStepwiseCount(items, tilesPerTask);
  if (loading) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading tracks...</VisuallyHidden>
        <List $layout={layout} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <SkeletonTile key={index} $layout={layout}>
              <Skeleton height={layout === 'card' ? theme.sizes.tile : '100%'} radius="md" />
              <SkeletonLines>
                <Skeleton width="25%" height="0.75em" />
                <Skeleton width="70%" height="1.25em" />
                <Skeleton width="45%" />
                <Skeleton width="80%" />
              </SkeletonLines>
            </SkeletonTile>
          ))}
        </List>
      </div>
    );
  }

  if (items.length === 0) return <Empty role="status">{emptyText}</Empty>;

  const step = stepwiseStep(items.length, tilesPerTask);
  const runStarts = Array.from({ length: Math.ceil(shown / step) }, (_, index) => index * step);
  return (
    <List $layout={layout} aria-label={ariaLabel}>
      {runStarts.map((start) => (
        <TileRun
          key={start}
          items={items}
          start={start}
          end={Math.min(start + step, shown)}
          hrefFor={hrefFor}
          layout={layout}
          eagerImageCount={eagerImageCount}
          headingLevel={headingLevel}
          isWishlisted={isWishlisted}
          onWishlistToggle={onWishlistToggle}
          isCompleted={isCompleted}
          onMarkComplete={onMarkComplete}
        />
      ))}
    </List>
  );
}
