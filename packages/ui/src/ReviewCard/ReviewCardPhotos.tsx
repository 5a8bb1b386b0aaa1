import styled from 'styled-components';
import { focusRing } from '../theme/mixins.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

/** A photo of a review (the contract's `ReviewPhoto` fits). */
export interface ReviewCardPhoto {
  id: string;
  url: string;
  status: 'pending' | 'approved';
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PhotoLink = styled.a`
  position: relative;
  display: block;
  width: ${({ theme }) => theme.sizes.tile};
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Pending = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs};
  bottom: ${({ theme }) => theme.space.xxs};
  left: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

/** A review's photos as thumbnails, each opening the full photo; pending ones say so. */
export function ReviewCardPhotos({ photos, author }: { photos: readonly ReviewCardPhoto[]; author: string }) {
  return (
    <List aria-label={`Photos by ${author}`}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <PhotoLink href={photo.url} target="_blank" rel="noopener noreferrer">
            <img src={photo.url} alt={`Photo ${index + 1} by ${author}`} loading="lazy" />
            {photo.status === 'pending' ? <Pending>Awaiting approval</Pending> : null}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </PhotoLink>
        </li>
      ))}
    </List>
  );
}
