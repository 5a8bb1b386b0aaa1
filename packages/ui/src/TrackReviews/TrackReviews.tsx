import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { DifficultyScale } from '../DifficultyScale/DifficultyScale.tsx';
import type { DifficultyVotes } from '../DifficultyScale/difficultyScalePosition.ts';
import { ReviewCard } from '../ReviewCard/ReviewCard.tsx';
import type { ReviewCardReview } from '../ReviewCard/ReviewCard.tsx';
import { formatCount } from '../format/format.ts';

/** Reviews shown before 'Show all' (spec part 1 §2). */
export const TRACK_REVIEWS_SHOWN_FIRST = 4;

export interface TrackReviewsProps {
  /** The place's reviews, newest first (the API's `Location.reviews` fits). */
  reviews: readonly ReviewCardReview[];
  /**
   * How every reviewer found the track, for the difficulty scale (the API's
   * `Location.review_summary` fits). Without it (huts, campsites) no scale shows.
   */
  difficulty?: DifficultyVotes | null;
  /** 'Leave a review' was pressed (the app asks a guest to log in first). */
  onLeaveReview: () => void;
  /**
   * Reviews shown before 'Show all'.
   * @default 4
   */
  shownFirst?: number;
  /** How many reviews the place has in all, when more exist than are passed. */
  total?: number;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The reviews block of a place's page (spec part 1 §2): for a track the difficulty
 * scale fed by the reviews (easier 1, as expected 5, harder 10), 'Leave a review', and
 * the reviews, 4 first and the rest behind 'Show all'.
 */
export function TrackReviews({ reviews, difficulty, onLeaveReview, shownFirst = TRACK_REVIEWS_SHOWN_FIRST, total }: TrackReviewsProps) {
  const titleId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const count = total ?? reviews.length;
  const shown = showAll ? reviews : reviews.slice(0, shownFirst);

  return (
    <Section aria-labelledby={titleId}>
      <Head>
        <Title id={titleId}>{count > 0 ? `Reviews (${count})` : 'Reviews'}</Title>
        <Button variant="secondary" size="sm" onClick={onLeaveReview}>
          Leave a review
        </Button>
      </Head>
      {difficulty ? <DifficultyScale easier={difficulty.easier} expected={difficulty.expected} harder={difficulty.harder} /> : null}
      {reviews.length === 0 ? (
        <Empty>No reviews yet. Have you been here? Tell other walkers how it went.</Empty>
      ) : (
        <List id={listId} aria-label={formatCount(count, 'review', 'reviews')}>
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </List>
      )}
      {reviews.length > shownFirst ? (
        <Button variant="link" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${formatCount(reviews.length, 'review', 'reviews')}`}
        </Button>
      ) : null}
    </Section>
  );
}
