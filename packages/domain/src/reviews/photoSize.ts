/**
 * The size a review photo is resized to in the browser (spec part 1 §5, §9: toward
 * 1280×720, never up). The box turns with the photo: a landscape photo fits within
 * 1280×720, a portrait one within 720×1280, so a portrait photo keeps as many pixels as
 * a landscape one (ADR 037). The aspect ratio is kept; sides are whole pixels, at least 1.
 */
import { REVIEW_PHOTO_TARGET } from '@planmywalk/contracts';
import type { PixelSize } from '../platform/ImageTools.ts';

export function resizedPhotoSize(photo: PixelSize, target: PixelSize = REVIEW_PHOTO_TARGET): PixelSize {
  const long = Math.max(target.width, target.height);
  const short = Math.min(target.width, target.height);
  const box = photo.width >= photo.height ? { width: long, height: short } : { width: short, height: long };
  const scale = Math.min(1, box.width / photo.width, box.height / photo.height);
  return {
    width: Math.max(1, Math.round(photo.width * scale)),
    height: Math.max(1, Math.round(photo.height * scale)),
  };
}

/** Whether a photo must be made smaller at all. */
export const needsResize = (photo: PixelSize, target: PixelSize = REVIEW_PHOTO_TARGET) => {
  const size = resizedPhotoSize(photo, target);
  return size.width !== photo.width || size.height !== photo.height;
};
