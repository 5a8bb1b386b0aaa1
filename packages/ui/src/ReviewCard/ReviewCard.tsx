import type { ReactNode } from 'react';
import styled from 'styled-components';
import { contactInitials } from '../ContactCard/contactText.ts';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { TrackTileThumbnail } from '../TrackTile/TrackTileParts.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { formatPlanDay } from '../format/planFormat.ts';
import type { PlaceType } from '../place/placeType.ts';
import { cardBox, focusRing } from '../theme/mixins.ts';
import { ReviewCardComment } from './ReviewCardComment.tsx';
import { ReviewCardPhotos, type ReviewCardPhoto } from './ReviewCardPhotos.tsx';
import { awaitingApprovalText, difficultyLabel, reviewerName } from './reviewText.ts';

export type { ReviewCardPhoto } from './ReviewCardPhotos.tsx';

/** A review as it is shown: the fields of the API's `Review` (same names), so one can be passed as it is. */
export interface ReviewCardReview {
  id: number;
  /** The day of the trip, `YYYY-MM-DD`. */
  date: string;
  comment: string;
  easier: boolean;
  expected: boolean;
  harder: boolean;
  /** The photos this viewer may see (approved ones; the author also sees pending ones). */
  attachments: readonly ReviewCardPhoto[];
  /** Photos waiting for an administrator. */
  pendingAttachmentsCount: number;
  user: { first_name: string | null; last_name: string | null; portrait: { url: string } | null };
  /** The author has marked the place complete. */
  completed: boolean;
  /** When it was last edited (ISO time), or null. */
  edited: string | null;
  parent: { type: PlaceType; title: string; thumbnail: string | null };
}

export interface ReviewCardProps {
  review: ReviewCardReview;
  /**
   * Shows the place reviewed (photo and title, linking here): for a list of one walker's
   * reviews (My Reviews). Without it, the card is one of a place's reviews.
   */
  placeHref?: string;
  /**
   * Says how many photos wait for approval (the author's own reviews).
   * @default false
   */
  showPendingCount?: boolean;
  /** Buttons under the review (Edit, Delete). */
  actions?: ReactNode;
  /**
   * Level of the card's heading (the author, or the place).
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

const Card = styled.article`
  ${cardBox}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Avatar = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlLg};
  height: ${({ theme }) => theme.sizes.controlLg};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Who = styled.div`
  display: grid;
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Place = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space['5xl']} 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const PlacePhoto = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};

  img,
  svg {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const PlaceLink = styled(Link)`
  color: ${({ theme }) => theme.colors.heading};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:focus-visible {
    ${focusRing}
  }
`;

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Badge = styled.span<{ $tone: 'primary' | 'warning' | 'muted' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) =>
    $tone === 'primary' ? theme.colors.primarySoft : $tone === 'warning' ? theme.colors.warningSoft : theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const headingTag = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/**
 * One review (spec part 1 §2, §3): who wrote it (portrait or initials, name), the day
 * of the trip, how they found the track, whether they completed it, the comment
 * (clamped, with 'Read more') and the photos. In a list of one walker's reviews it
 * shows the place reviewed instead, with the pending photos and the actions.
 */
export function ReviewCard({ review, placeHref, showPendingCount = false, actions, headingLevel = 3 }: ReviewCardProps) {
  const author = reviewerName(review.user);
  const difficulty = difficultyLabel(review);
  const portrait = review.user.portrait?.url;
  const day = formatPlanDay(review.date);
  const heading = headingTag[headingLevel];

  return (
    <Card aria-label={placeHref ? `Your review of ${review.parent.title}` : `Review by ${author}`}>
      {placeHref ? (
        <Place>
          <PlacePhoto>
            <TrackTileThumbnail src={review.parent.thumbnail} alt="" loading="lazy" />
          </PlacePhoto>
          <Who>
            <Name as={heading}>
              <PlaceLink href={placeHref}>{review.parent.title}</PlaceLink>
            </Name>
            <Meta>
              <span>{review.parent.type}</span>
              <span>{`Trip on ${day}`}</span>
              {review.edited ? <span>Edited</span> : null}
            </Meta>
          </Who>
        </Place>
      ) : (
        <Head>
          <Avatar aria-hidden="true">
            {portrait ? <img src={portrait} alt="" /> : contactInitials({ first_name: review.user.first_name ?? '', last_name: review.user.last_name ?? '' }) || '?'}
          </Avatar>
          <Who>
            <Name as={heading}>{author}</Name>
            <Meta>
              <span>{`Trip on ${day}`}</span>
              {review.edited ? <span>Edited</span> : null}
            </Meta>
          </Who>
        </Head>
      )}
      {difficulty || review.completed || (showPendingCount && review.pendingAttachmentsCount > 0) ? (
        <Badges>
          {difficulty ? <Badge $tone="muted">{difficulty}</Badge> : null}
          {review.completed ? (
            <Badge $tone="primary">
              <WalkIcon name="checkCircle" size="sm" />
              Trip completed
            </Badge>
          ) : null}
          {showPendingCount && review.pendingAttachmentsCount > 0 ? (
            <Badge $tone="warning">{awaitingApprovalText(review.pendingAttachmentsCount)}</Badge>
          ) : null}
        </Badges>
      ) : null}
      {review.comment.trim() !== '' ? <ReviewCardComment text={review.comment} /> : null}
      {review.attachments.length > 0 ? <ReviewCardPhotos photos={review.attachments} author={author} /> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Card>
  );
}
