import { resizedPhotoSize, type PixelSize } from '@planmywalk/domain';
import type { Pica } from 'pica';

/** JPEG quality of a resized photo: small enough to send over a weak signal, no visible loss at 1280 px. */
const JPEG_QUALITY = 0.85;

let resizer: Promise<Pica> | null = null;

/**
 * pica (ADR 037), loaded only for a photo that needs making smaller.
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

/** The pixels drawn as they are, for a photo that needs no resizing. */
function drawn(bitmap: ImageBitmap): HTMLCanvasElement {
  const canvas = canvasOf({ width: bitmap.width, height: bitmap.height });
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return canvas;
}

function encoded(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), type, type === 'image/jpeg' ? JPEG_QUALITY : undefined);
  });
}

/**
 * Review photos made smaller in the browser before they are sent (spec part 1 §5): the
 * photo is decoded the right way up (createImageBitmap applies the EXIF orientation),
 * resized by pica to fit 1280×720 turned with the photo (the domain's resizedPhotoSize),
 * never enlarged, and encoded again in its own type (a PNG keeps its transparency).
 * Every photo is encoded again, even one small enough already: what is sent is pixels
 * only, never the camera's metadata (which can hold where the walker stood).
 */
export async function resizePhoto(photo: Blob, target: PixelSize): Promise<Blob> {
  const bitmap = await createImageBitmap(photo);
  try {
    const size = resizedPhotoSize({ width: bitmap.width, height: bitmap.height }, target);
    const type = photo.type === 'image/png' ? 'image/png' : 'image/jpeg';
    if (size.width === bitmap.width && size.height === bitmap.height) return await encoded(drawn(bitmap), type);
    const tools = await pica();
    return await encoded(await tools.resize(bitmap, canvasOf(size)), type);
  } finally {
    bitmap.close();
  }
}
