import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { focusRing, roundIconButton } from '../theme/mixins.ts';
import { wrapIndex, type TrackHeaderSlide } from './trackHeaderSlides.ts';

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
  ${roundIconButton}
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};

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

export interface TrackHeaderCarouselProps {
  /** Two or more photos, in order. */
  slides: readonly TrackHeaderSlide[];
  /** The carousel's name, e.g. 'Mueller Hut photos'. */
  label: string;
  /** The photo shown. */
  index: number;
  /** A button, dot or arrow key asks for another photo (wrapping at either end). */
  onIndexChange: (index: number) => void;
  /** A photo failed to load: the header drops it. */
  onImageError: (src: string) => void;
}

/** The looping gallery: one photo per page, previous / next buttons, dots and arrow keys. */
export function TrackHeaderCarousel({ slides, label, index, onIndexChange, onImageError }: TrackHeaderCarouselProps) {
  const count = slides.length;
  const go = (next: number) => onIndexChange(wrapIndex(next, count));
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
