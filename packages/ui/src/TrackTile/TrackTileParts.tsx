/*
 * The pieces of a tile that other tiles of a place share (a trip plan's tile shows
 * its location the same way): the card frame, the photo with its illustrated
 * fallback, the stretched title link and the place line.
 */
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { LandscapePlaceholder } from '../LandscapePlaceholder/LandscapePlaceholder.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { focusRing } from '../theme/mixins.ts';

export type TrackTileLayout = 'list' | 'card';

/** The card: photo beside the text (`list`) or on top (`card`); the title link stretches over it. */
export const TrackTileCard = styled.article<{ $layout: TrackTileLayout }>`
  position: relative;
  display: grid;
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  ${({ $layout, theme }) =>
    $layout === 'list'
      ? css`
          grid-template-columns: ${theme.space['5xl']} minmax(0, 1fr);

          ${theme.media.tabletUp} {
            grid-template-columns: ${theme.sizes.tile} minmax(0, 1fr);
          }
        `
      : css`
          grid-template-rows: auto 1fr;
        `}
`;

/** The photo's frame. */
export const TrackTileMedia = styled.div<{ $layout: TrackTileLayout }>`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${({ $layout, theme }) =>
    $layout === 'list'
      ? css`
          align-self: stretch;
          min-height: ${theme.space['5xl']};
          margin: ${theme.space.sm} 0 ${theme.space.sm} ${theme.space.sm};
          border-radius: ${theme.radii.md};
        `
      : css`
          aspect-ratio: 16 / 10;
        `}

  img,
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }
`;

export interface TrackTileThumbnailProps {
  /** Remote image URL; the landscape illustration shows when null, empty or failing to load. */
  src: string | null;
  /** The image's text alternative (the place's title). */
  alt: string;
  /** How the browser loads the photo. */
  loading: 'lazy' | 'eager';
}

/** A place's photo, or the landscape illustration when there is none or it fails to load. */
export function TrackTileThumbnail({ src, alt, loading }: TrackTileThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = src !== null && src !== '' && src !== failedSrc;
  return showPhoto ? (
    <img src={src} alt={alt} loading={loading} decoding="async" onError={() => setFailedSrc(src)} />
  ) : (
    <LandscapePlaceholder />
  );
}

export const TrackTileTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** The title link covers the whole tile (a "stretched link"); buttons and links inside sit above it. */
export const TrackTileTitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** The place line under the title (put a `pin` WalkIcon first). */
export const TrackTilePlace = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  svg {
    margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSm}) / 2);
  }
`;

/** Where a place is: its first locality (park, area), else its regions. */
export function trackTilePlaceLine(place: {
  locations: readonly { title: string }[];
  regions: readonly { title: string }[];
}): string {
  const location = place.locations[0]?.title;
  if (location) return location;
  return place.regions.map((region) => region.title).join(', ');
}
