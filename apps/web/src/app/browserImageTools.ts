import { resizedPhotoSize, type ImageTools, type PixelSize } from '@planmywalk/domain';
import type { Pica } from 'pica';

/** JPEG quality of a resized photo: small enough to send over a weak signal, no visible loss at 1280 px. */
const JPEG_QUALITY = 0.85;

let resizer: Promise<Pica> | null = null;

/**
 * pica (ADR 037), loaded with the first photo so the review modal's chunk stays small.
 * Its resize runs in a Web Worker from a blob: URL (the CSP's worker-src allows it) and
 * in plain JavaScript: WebAssembly is left out, as the CSP allows no wasm compilation.
 */
function pica(): Promise<Pica> {
  resizer ??= import('pica').then(({ default: createPica }) => createPica({ features: ['js', 'ww'] }));
  return resizer;
}

function canvasOf(size: PixelSize): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

/**
 * Review photos made smaller in the browser before they are sent (spec part 1 §5): the
 * photo is decoded the right way up (createImageBitmap applies the EXIF orientation),
 * resized by pica to fit 1280×720 turned with the photo (the domain's resizedPhotoSize),
 * never enlarged, and encoded again in its own type (a PNG keeps its transparency).
 * A photo already small enough is sent as it is. Previews are object URLs.
 */
export const browserImageTools: ImageTools = {
  async resize(photo, target) {
    const bitmap = await createImageBitmap(photo);
    try {
      const size = resizedPhotoSize({ width: bitmap.width, height: bitmap.height }, target);
      if (size.width === bitmap.width && size.height === bitmap.height) return photo;
      const tools = await pica();
      const canvas = await tools.resize(bitmap, canvasOf(size));
      const type = photo.type === 'image/png' ? 'image/png' : 'image/jpeg';
      return await tools.toBlob(canvas, type, type === 'image/jpeg' ? JPEG_QUALITY : undefined);
    } finally {
      bitmap.close();
    }
  },
  preview: (photo) => URL.createObjectURL(photo),
  release: (url) => URL.revokeObjectURL(url),
};
