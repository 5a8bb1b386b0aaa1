import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import type { PlanTileItem, PlanTileStatus } from '../PlanTile/PlanTile.tsx';
import { MyWalksLoadMore } from './MyWalksLoadMore.tsx';
import { MyWalksList, MyWalksSection } from './MyWalksSection.tsx';
import { MyWalksSkeleton } from './MyWalksSkeleton.tsx';

/** The plans of each section (spec part 2 §3: plans response). A `PlansPage` fits; its `all_loaded` goes to `allLoaded`. */
export interface MyWalksSections {
  completing: readonly PlanTileItem[];
  upcoming: readonly PlanTileItem[];
  draft: readonly PlanTileItem[];
  completed: readonly PlanTileItem[];
}

/** The texts of the page (spec part 2 §2: My Walks). */
export const MY_WALKS_TEXT = {
  title: 'My Walks',
  completing: 'Currently completing',
  upcoming: 'Upcoming trips',
  draft: 'Draft trips',
  completed: 'Completed trips',
  showAllPastTrips: 'Show all past trips',
  allLoaded: 'All completed trips loaded',
  empty: 'No saved trips',
  loading: 'Loading your trips…',
  loadingMore: 'Loading more trips…',
} as const;

export interface MyWalksProps {
  /** The plans, by section, in the order the app keeps them. */
  sections: MyWalksSections;
  /** Where a plan's tile leads: the read-only plan for completed and others' plans, else its editor (spec part 2 §4). */
  planHref: (plan: PlanTileItem) => string;
  /** The time-to-go text of a plan: '3 days to go', '2 days ago', 'Started 5 hours ago'; undefined without dates. */
  timeToGo: (plan: PlanTileItem) => string | undefined;
  /** A plan's state as its tile marks it ('Overdue', 'Back safely'…), from the trip's status; undefined: no mark but 'Draft'. */
  statusLabel?: (plan: PlanTileItem) => PlanTileStatus | undefined;
  /** Mail a plan sent that could not be delivered, worded by the app (ADR 064); none for most plans. */
  notices?: (plan: PlanTileItem) => readonly string[];
  /** The owner confirmed deleting a plan; the app removes its tile at once. */
  onDelete: (plan: PlanTileItem) => void;
  /** A group member confirmed declining a plan; the app removes its tile at once. */
  onDecline: (plan: PlanTileItem) => void;
  /**
   * No older completed trips are left to load (the plans response's `all_loaded`).
   * @default false
   */
  allLoaded?: boolean;
  /**
   * 'Show all past trips' was pressed: older completed trips load as the list is scrolled.
   * @default false
   */
  pastTripsExpanded?: boolean;
  /** 'Show all past trips' was pressed: the app sets `pastTripsExpanded` and loads the next page. */
  onShowAllPastTrips: () => void;
  /** The end of the completed trips came within 300 px of the screen while expanded: load the next page. */
  onLoadMore: () => void;
  /**
   * The first page is loading: placeholder tiles.
   * @default false
   */
  loading?: boolean;
  /**
   * A further page of completed trips is loading.
   * @default false
   */
  loadingMore?: boolean;
  /** Loading failed: what to tell the user. */
  error?: string;
  /** 'Try again' after a failure. Without it there is no such button. */
  onRetry?: () => void;
}

const SECTION_ORDER = ['completing', 'upcoming', 'draft', 'completed'] as const;

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ theme }) => theme.media.homeMobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Busy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const ShowAll = styled(Button)`
  justify-self: center;
`;

/**
 * My Walks (spec part 2 §2, §4): the user's plans in four sections — currently
 * completing, upcoming, drafts and completed — each a tile with dates and time to
 * go. Completed trips start with the most recent; 'Show all past trips' loads the
 * older ones as the list is scrolled, until 'All completed trips loaded'. Empty:
 * 'No saved trips'.
 */
export function MyWalks({
  sections,
  planHref,
  timeToGo,
  statusLabel,
  notices,
  onDelete,
  onDecline,
  allLoaded = false,
  pastTripsExpanded = false,
  onShowAllPastTrips,
  onLoadMore,
  loading = false,
  loadingMore = false,
  error,
  onRetry,
}: MyWalksProps) {
  const total =
    sections.completing.length + sections.upcoming.length + sections.draft.length + sections.completed.length;
  const tileProps = { planHref, timeToGo, statusLabel, notices, onDelete, onDecline };

  const completedFooter = pastTripsExpanded ? (
    allLoaded ? (
      <Note role="status">{MY_WALKS_TEXT.allLoaded}</Note>
    ) : (
      <>
        {loadingMore ? (
          <Busy role="status" aria-label={MY_WALKS_TEXT.loadingMore}>
            <MyWalksSkeleton count={1} />
          </Busy>
        ) : null}
        <MyWalksLoadMore loading={loadingMore} onLoadMore={onLoadMore} />
      </>
    )
  ) : allLoaded ? null : (
    <ShowAll variant="secondary" onClick={onShowAllPastTrips}>
      {MY_WALKS_TEXT.showAllPastTrips}
    </ShowAll>
  );

  let content;
  if (loading) {
    content = (
      <Busy role="status" aria-label={MY_WALKS_TEXT.loading}>
        <MyWalksList as="div">
          <MyWalksSkeleton count={3} />
        </MyWalksList>
      </Busy>
    );
  } else if (total === 0) {
    // Older completed trips come after the recent ones, so with none at all there are none to show.
    content = error ? null : <Empty>{MY_WALKS_TEXT.empty}</Empty>;
  } else {
    // Only the first section's photos are on screen at once; the rest load lazily.
    const firstFilled = SECTION_ORDER.find((key) => sections[key].length > 0);
    content = (
      <>
        {SECTION_ORDER.filter((key) => key !== 'completed').map((key) =>
          sections[key].length > 0 ? (
            <MyWalksSection
              key={key}
              title={MY_WALKS_TEXT[key]}
              plans={sections[key]}
              eagerImages={key === firstFilled}
              {...tileProps}
            />
          ) : null,
        )}
        {sections.completed.length > 0 || !allLoaded ? (
          <MyWalksSection
            title={MY_WALKS_TEXT.completed}
            plans={sections.completed}
            eagerImages={firstFilled === 'completed'}
            footer={completedFooter}
            {...tileProps}
          />
        ) : null}
      </>
    );
  }

  return (
    <Page aria-busy={loading || loadingMore || undefined}>
      <Title>{MY_WALKS_TEXT.title}</Title>
      {error ? (
        <Failure>
          <FormError>{error}</FormError>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Failure>
      ) : null}
      {content}
    </Page>
  );
}
