import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { LoadFailure } from '../LoadFailure/LoadFailure.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { formatPlanDay } from '../format/planFormat.ts';
import type { PlaceType } from '../place/placeType.ts';
import { focusRing } from '../theme/mixins.ts';

/** A photo waiting for approval (the API's `PendingReviewPhoto` fits). */
export interface PendingPhoto {
  id: string;
  url: string;
  /** When it was sent (ISO time). */
  created: string;
  review: { id: number; date: string; comment: string; parent: { type: PlaceType; slug: string; title: string } };
  user: { first_name: string | null; last_name: string | null; email: string };
}

export interface ReviewPhotoModerationProps {
  photos: readonly PendingPhoto[];
  /** Photos waiting in all (the list may hold fewer). */
  total: number;
  /** The page of a photo's place, e.g. `/tracks/{slug}`. */
  placeHref: (photo: PendingPhoto) => string;
  onApprove: (photo: PendingPhoto) => void;
  onReject: (photo: PendingPhoto) => void;
  /** @default false */
  loading?: boolean;
  /** Loading failed. */
  error?: string | null;
  onRetry?: () => void;
  /** A decision failed (the photo is back in the list). */
  decisionError?: string | null;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const PhotoLink = styled.a`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Comment = styled.p`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-self: end;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const senderName = (user: PendingPhoto['user']) => [user.first_name, user.last_name].filter(Boolean).join(' ') || 'No name given';

/**
 * The administrator's page of review photos waiting for approval (spec part 1 §6): each
 * photo (opening full size), its place, the review it belongs to and who sent it, with
 * Approve (shown with the review) and Reject (deleted).
 */
export function ReviewPhotoModeration({
  photos,
  total,
  placeHref,
  onApprove,
  onReject,
  loading = false,
  error,
  onRetry,
  decisionError,
}: ReviewPhotoModerationProps) {
  return (
    <Page>
      <Title>Review photos</Title>
      <Lead>
        {total === 1 ? '1 photo is waiting for approval.' : `${total} photos are waiting for approval.`} Approved photos are shown with their review; rejected
        photos are deleted.
      </Lead>
      {decisionError ? <FormError>{decisionError}</FormError> : null}
      <LoadFailure error={error} onRetry={onRetry} />
      {loading && photos.length === 0 ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading the photos waiting for approval…</VisuallyHidden>
          <List aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Card>
                  <Skeleton height="12rem" radius="md" />
                  <Skeleton width="60%" />
                  <Skeleton width="40%" />
                </Card>
              </li>
            ))}
          </List>
        </div>
      ) : photos.length === 0 && !error ? (
        <Empty role="status">No photos are waiting for approval.</Empty>
      ) : (
        <List aria-label="Photos waiting for approval">
          {photos.map((photo, index) => {
            const sender = senderName(photo.user);
            return (
              <li key={photo.id}>
                <Card aria-labelledby={`pending-${photo.id}`}>
                  <PhotoLink href={photo.url} target="_blank" rel="noopener noreferrer">
                    <img src={photo.url} alt={`Photo ${index + 1}, sent by ${sender} with a review of ${photo.review.parent.title}`} />
                    <VisuallyHidden> (opens full size in a new tab)</VisuallyHidden>
                  </PhotoLink>
                  <Heading id={`pending-${photo.id}`}>
                    <Link href={placeHref(photo)}>{photo.review.parent.title}</Link>
                  </Heading>
                  <Details>
                    <dt>Sent by</dt>
                    <dd>{`${sender} (${photo.user.email})`}</dd>
                    <dt>Sent on</dt>
                    <dd>{formatPlanDay(photo.created.slice(0, 10))}</dd>
                    <dt>Trip on</dt>
                    <dd>{formatPlanDay(photo.review.date)}</dd>
                  </Details>
                  {photo.review.comment ? <Comment>{photo.review.comment}</Comment> : null}
                  <Actions>
                    <Button size="sm" onClick={() => onApprove(photo)} aria-label={`Approve photo ${index + 1} by ${sender}`}>
                      Approve
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => onReject(photo)} aria-label={`Reject photo ${index + 1} by ${sender}`}>
                      Reject
                    </Button>
                  </Actions>
                </Card>
              </li>
            );
          })}
        </List>
      )}
    </Page>
  );
}
