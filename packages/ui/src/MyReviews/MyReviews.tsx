import styled, { useTheme } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { LoadFailure } from '../LoadFailure/LoadFailure.tsx';
import { MyWalksLoadMore } from '../MyWalks/MyWalksLoadMore.tsx';
import { ReviewCard } from '../ReviewCard/ReviewCard.tsx';
import type { ReviewCardReview } from '../ReviewCard/ReviewCard.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { cardBox } from '../theme/mixins.ts';

/** A review of the walker's, with the place it is of (the API's `Review` fits). */
export interface MyReviewsReview extends ReviewCardReview {
  parent: ReviewCardReview['parent'] & { slug: string };
}

/** The texts of the page (spec part 2 §2, confirmations). */
export const MY_REVIEWS_TEXT = {
  title: 'My Reviews',
  empty: 'No reviews',
  deleteQuestion: 'Are you sure you want to delete this review?',
  loading: 'Loading your reviews…',
  allLoaded: 'All your reviews are shown.',
} as const;

export interface MyReviewsProps {
  reviews: readonly MyReviewsReview[];
  /** The page of a review's place, e.g. `/tracks/{slug}`. */
  placeHref: (review: MyReviewsReview) => string;
  /**
   * The first page is loading: placeholder cards.
   * @default false
   */
  loading?: boolean;
  /** A later page is loading. */
  loadingMore?: boolean;
  /** Every review is loaded: no more pages to ask for. */
  allLoaded: boolean;
  /** The end of the list came within 300 px of the screen: the next page. */
  onLoadMore: () => void;
  /** Loading failed: its reason and 'Try again'. */
  error?: string | null;
  onRetry?: () => void;
  onEdit: (review: MyReviewsReview) => void;
  /** Delete was pressed: the app asks first (`confirmingDelete`). */
  onDelete: (review: MyReviewsReview) => void;
  /** The review the delete question is about, or null. */
  confirmingDelete: MyReviewsReview | null;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /** A delete failed (the review is back in its place). */
  removeError?: string | null;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};

  ${({ theme }) => theme.media.homeMobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Placeholder = styled.div`
  ${cardBox}
`;

function Placeholders() {
  const theme = useTheme();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{MY_REVIEWS_TEXT.loading}</VisuallyHidden>
      <List aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Placeholder>
              <Skeleton width="40%" height="1.25em" />
              <Skeleton width="25%" />
              <Skeleton height={theme.space['3xl']} />
            </Placeholder>
          </li>
        ))}
      </List>
    </div>
  );
}

/**
 * My Reviews (spec part 2 §2, §8, §9): the walker's reviews, newest first, each with its
 * place, pending photos, Edit and Delete (asked first); the next page loads as the end
 * of the list comes near; 'No reviews' when there are none.
 */
export function MyReviews({
  reviews,
  placeHref,
  loading = false,
  loadingMore = false,
  allLoaded,
  onLoadMore,
  error,
  onRetry,
  onEdit,
  onDelete,
  confirmingDelete,
  onConfirmDelete,
  onCancelDelete,
  removeError,
}: MyReviewsProps) {
  return (
    <Page>
      <Title>{MY_REVIEWS_TEXT.title}</Title>
      {removeError ? <FormError>{removeError}</FormError> : null}
      {loading && reviews.length === 0 ? (
        <Placeholders />
      ) : reviews.length === 0 && !error ? (
        <Empty role="status">{MY_REVIEWS_TEXT.empty}</Empty>
      ) : (
        <List aria-label={MY_REVIEWS_TEXT.title}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                placeHref={placeHref(review)}
                showPendingCount
                headingLevel={2}
                actions={
                  <>
                    <Button size="sm" variant="secondary" onClick={() => onEdit(review)} aria-label={`Edit your review of ${review.parent.title}`}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => onDelete(review)} aria-label={`Delete your review of ${review.parent.title}`}>
                      Delete
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </List>
      )}
      <LoadFailure error={error} onRetry={onRetry} />
      {loadingMore ? <Note role="status">{MY_REVIEWS_TEXT.loading}</Note> : null}
      {!allLoaded && !error && reviews.length > 0 ? <MyWalksLoadMore loading={loading || loadingMore} onLoadMore={onLoadMore} /> : null}
      <ConfirmDialog
        open={confirmingDelete !== null}
        onOpenChange={(open) => !open && onCancelDelete()}
        title={MY_REVIEWS_TEXT.deleteQuestion}
        description={confirmingDelete ? `Your review of ${confirmingDelete.parent.title} and its photos will be deleted.` : undefined}
        confirmLabel="Delete"
        onConfirm={onConfirmDelete}
      />
    </Page>
  );
}
