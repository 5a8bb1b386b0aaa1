import type { TrackHeaderLocation } from './TrackHeader.tsx';

/** One photo of the header: where it is, its alternative text and its credit. */
export interface TrackHeaderSlide {
  src: string;
  alt: string;
  credit: string | null;
}

/**
 * The photos the header shows: the gallery when it has two or more (or only a gallery
 * photo and no header image), otherwise the header image; none without either. A
 * photo without its own title or alt text is named after the location.
 */
export function trackHeaderSlides(location: TrackHeaderLocation): TrackHeaderSlide[] {
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

/** A carousel position moved past either end comes round to the other: the gallery loops. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
