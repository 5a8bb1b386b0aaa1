import { useId, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { LandscapePlaceholder } from '../LandscapePlaceholder/LandscapePlaceholder.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import type { PlaceType } from '../place/placeType.ts';
import { focusRing } from '../theme/mixins.ts';
import { TrackHeaderCarousel } from './TrackHeaderCarousel.tsx';
import { trackHeaderSlides } from './trackHeaderSlides.ts';

/** One photo of a location's gallery: the API's `GalleryImage`. */
export interface TrackHeaderGalleryImage {
  /** Large image URL (remote). */
  lg: string;
  /** Small image URL. */
  sm: string;
  title: string | null;
  /** Photographer / owner, plain text. */
  credit: string | null;
}

/**
 * What the header shows of a location: fields of the API's `Location` (same
 * names and nullability), so the loaded location can be passed as it is.
 */
export interface TrackHeaderLocation {
  title: string;
  /** Names the closure: ' - TRACK CLOSED', ' - HUT CLOSED', ' - CAMPSITE CLOSED'. */
  type: PlaceType;
  is_closed: boolean;
  locations: readonly { title: string }[];
  regions: readonly { title: string }[];
  /** Header image URL; shown when the gallery has fewer than two photos. */
  image: string | null;
  image_alt: string | null;
  /** Two or more photos show as a looping carousel, one photo per page. */
  gallery: readonly TrackHeaderGalleryImage[];
  /** Credit of the header image, when known. */
  photo_credit: string | null;
}

export interface TrackHeaderProps {
  /** The track, hut, campsite or custom track (an API `Location` fits). */
  location: TrackHeaderLocation;
  /**
   * A custom track: the back link reads 'Back to My Custom Tracks' (instead of 'Back to search').
   * @default false
   */
  isCustomTrack?: boolean;
  /** Where the back link goes: the search page, or the user's custom tracks. */
  backHref: string;
  /** The matching map route (e.g. `/tracks/{slug}/map`): shows 'Show map view' on desktop. */
  mapHref?: string;
  /**
   * The level of the title: the page's heading on a location's pages, a level below
   * where the page has its own (the plan screen's 'Create your trip plan').
   * @default 1
   */
  headingLevel?: 1 | 2;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Media = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${({ theme }) => theme.media.tabletUp} {
    aspect-ratio: 3 / 1;
  }

  img {
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }
`;

const Credit = styled.div`
  position: absolute;
  z-index: 1;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  max-width: calc(100% - 2 * ${({ theme }) => theme.space.sm});

  /* Phones: in the top corner, clear of the arrows and the dots; the credit opens below. */
  ${({ theme }) => theme.media.homeMobile} {
    top: ${({ theme }) => theme.space.sm};
    bottom: auto;
    flex-direction: column-reverse;
  }
`;

const CreditButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

const CreditText = styled.p`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tabletUp} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const ClosedText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Subtitle = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MapLink = styled(Link)`
  display: none;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    ${focusRing}
  }

  /* Desktop only: smaller screens get the details page's own map link. */
  ${({ theme }) => theme.media.desktopUp} {
    display: inline-flex;
  }
`;

/**
 * The top of a location's pages: a back link, the photo (or a looping gallery
 * carousel, or a landscape illustration when there is none) with a 'Photo credit'
 * toggle, the title (with `' - {TYPE} CLOSED'` when closed), the first place and
 * region, and 'Show map view' on desktop.
 */
export function TrackHeader({ location, isCustomTrack = false, backHref, mapHref, headingLevel = 1 }: TrackHeaderProps) {
  const creditId = useId();
  const [index, setIndex] = useState(0);
  const [creditShown, setCreditShown] = useState(false);
  // Photos are remote (DOC's site): one that fails to load leaves the gallery, and with
  // none left the landscape illustration shows instead of a broken image.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const onImageError = (src: string) => setFailed((before) => new Set(before).add(src));
  const slides = trackHeaderSlides(location).filter((slide) => !failed.has(slide.src));
  const current = slides[Math.min(index, slides.length - 1)];
  const credit = current?.credit;
  const subtitle = [location.locations[0]?.title, location.regions[0]?.title].filter(Boolean).join(', ');

  return (
    <Root>
      <BackLink href={backHref}>
        <WalkIcon name="arrowLeft" size="sm" />
        {isCustomTrack ? 'Back to My Custom Tracks' : 'Back to search'}
      </BackLink>
      <Media>
        {slides.length > 1 ? (
          <TrackHeaderCarousel
            slides={slides}
            label={`${location.title} photos`}
            index={index}
            onIndexChange={setIndex}
            onImageError={onImageError}
          />
        ) : current ? (
          <img src={current.src} alt={current.alt} decoding="async" onError={() => onImageError(current.src)} />
        ) : (
          <LandscapePlaceholder />
        )}
        {credit ? (
          <Credit>
            {creditShown ? <CreditText id={creditId}>{credit}</CreditText> : null}
            <CreditButton
              type="button"
              aria-expanded={creditShown}
              aria-controls={creditShown ? creditId : undefined}
              onClick={() => setCreditShown(!creditShown)}
            >
              <WalkIcon name="camera" size="sm" />
              Photo credit
            </CreditButton>
          </Credit>
        ) : null}
      </Media>
      <TitleRow>
        <Titles>
          <Title as={`h${headingLevel}`}>
            {location.title}
            {location.is_closed ? (
              <>
                {' '}
                <ClosedText>- {location.type.toUpperCase()} CLOSED</ClosedText>
              </>
            ) : null}
          </Title>
          {subtitle ? (
            <Subtitle>
              <WalkIcon name="pin" size="sm" />
              {subtitle}
            </Subtitle>
          ) : null}
        </Titles>
        {mapHref ? (
          <MapLink href={mapHref}>
            <Icon name="map" size="sm" />
            Show map view
          </MapLink>
        ) : null}
      </TitleRow>
    </Root>
  );
}
