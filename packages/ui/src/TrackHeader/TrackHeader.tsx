import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { LandscapePlaceholder } from '../LandscapePlaceholder/LandscapePlaceholder.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import type { PlaceType } from '../TrackTile/TrackTile.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { focusRing } from '../theme/mixins.ts';

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
   * A custom track: the back link reads 'Back to My Custom Tracks' and goes to
   * `/account/my-custom-tracks`.
   * @default false
   */
  isCustomTrack?: boolean;
  /**
   * Where the back link goes.
   * @default '/tracks' ('/account/my-custom-tracks' for a custom track)
   */
  backHref?: string;
  /** The matching map route (e.g. `/tracks/{slug}/map`): shows 'Show map view' on desktop. */
  mapHref?: string;
}

interface Slide {
  src: string;
  alt: string;
  credit: string | null;
}

function slidesOf(location: TrackHeaderLocation): Slide[] {
  if (location.gallery.length > 1 || (location.gallery.length === 1 && !location.image)) {
    return location.gallery.map((photo) => ({
      src: photo.lg,
      alt: photo.title ?? location.title,
      credit: photo.credit,
    }));
  }
  if (location.image) {
    return [{ src: location.image, alt: location.image_alt ?? location.title, credit: location.photo_credit }];
  }
  return [];
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

const CarouselRoot = styled.section`
  width: 100%;
  height: 100%;
`;

const Viewport = styled.div`
  width: 100%;
  height: 100%;
  overflow: hidden;
`;

const SlideTrack = styled.div`
  display: flex;
  height: 100%;
  transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const SlideItem = styled.div`
  flex: 0 0 100%;
  height: 100%;
`;

const overlayControl = `
  position: absolute;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
`;

const ArrowButton = styled.button<{ $side: 'left' | 'right' }>`
  ${overlayControl}
  top: 50%;
  ${({ $side, theme }) => `${$side}: ${theme.space.sm};`}
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.primary};
  transform: translateY(-50%);

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Dots = styled.div`
  position: absolute;
  z-index: 1;
  bottom: ${({ theme }) => theme.space.sm};
  left: 50%;
  display: flex;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateX(-50%);
`;

const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: ${({ theme }) => theme.space.xs};
    height: ${({ theme }) => theme.space.xs};
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.round};
  }

  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    ${focusRing}
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

interface CarouselProps {
  slides: Slide[];
  label: string;
  index: number;
  onIndexChange: (index: number) => void;
  onImageError: (src: string) => void;
}

/** The looping gallery: one photo per page, previous / next buttons, dots and arrow keys. */
function Carousel({ slides, label, index, onIndexChange, onImageError }: CarouselProps) {
  const count = slides.length;
  const go = (next: number) => onIndexChange((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };

  return (
    <CarouselRoot aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <Viewport>
        <SlideTrack aria-live="polite" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, slideIndex) => {
            const current = slideIndex === index;
            return (
              <SlideItem
                key={`${slide.src}-${slideIndex}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${count}`}
                aria-hidden={!current}
                inert={!current}
              >
                <img src={slide.src} alt={slide.alt} decoding="async" onError={() => onImageError(slide.src)} />
              </SlideItem>
            );
          })}
        </SlideTrack>
      </Viewport>
      <ArrowButton type="button" $side="left" aria-label="Previous photo" onClick={() => go(index - 1)}>
        <WalkIcon name="chevronLeft" />
      </ArrowButton>
      <ArrowButton type="button" $side="right" aria-label="Next photo" onClick={() => go(index + 1)}>
        <WalkIcon name="chevronRight" />
      </ArrowButton>
      <Dots>
        {slides.map((slide, slideIndex) => (
          <Dot
            key={`${slide.src}-${slideIndex}`}
            type="button"
            aria-label={`Show photo ${slideIndex + 1}`}
            aria-current={slideIndex === index}
            onClick={() => onIndexChange(slideIndex)}
          />
        ))}
      </Dots>
    </CarouselRoot>
  );
}

/**
 * The top of a location's pages: a back link, the photo (or a looping gallery
 * carousel, or a landscape illustration when there is none) with a 'Photo credit'
 * toggle, the title (with ' - {TYPE} CLOSED' when closed), the first place and
 * region, and 'Show map view' on desktop.
 */
export function TrackHeader({ location, isCustomTrack = false, backHref, mapHref }: TrackHeaderProps) {
  const creditId = useId();
  const [index, setIndex] = useState(0);
  const [creditShown, setCreditShown] = useState(false);
  // Photos are remote (DOC's site): one that fails to load leaves the gallery, and with
  // none left the landscape illustration shows instead of a broken image.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const onImageError = (src: string) => setFailed((before) => new Set(before).add(src));
  const slides = slidesOf(location).filter((slide) => !failed.has(slide.src));
  const current = slides[Math.min(index, slides.length - 1)];
  const credit = current?.credit;
  const subtitle = [location.locations[0]?.title, location.regions[0]?.title].filter(Boolean).join(', ');

  return (
    <Root>
      <BackLink href={backHref ?? (isCustomTrack ? '/account/my-custom-tracks' : '/tracks')}>
        <WalkIcon name="arrowLeft" size="sm" />
        {isCustomTrack ? 'Back to My Custom Tracks' : 'Back to search'}
      </BackLink>
      <Media>
        {slides.length > 1 ? (
          <Carousel
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
          <Title>
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
