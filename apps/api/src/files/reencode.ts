/**
 * Images are re-encoded on the server (ADR 060), never kept as uploaded: a phone's
 * photo carries EXIF with the GPS position it was taken at (a portrait taken at home
 * publishes where the walker lives), and an image's header may promise a size whose
 * pixels would take gigabytes to decode.
 *
 * sharp reads the header first (metadata() decodes no pixels) and refuses an image over
 * IMAGE_MAX_MEGAPIXELS or IMAGE_MAX_SIDE before any decoding; then it decodes, applies
 * the EXIF orientation to the pixels, fits the image within `maxSide` (never enlarging)
 * and writes it again without metadata (EXIF, GPS, XMP, IPTC and comments are gone;
 * only the colour profile's effect stays, converted to sRGB). JPEG stays JPEG and PNG
 * stays PNG; a GIF becomes a PNG of its first frame. sharp works in libuv's thread
 * pool, so none of this holds the event loop.
 */
import sharp, { type Metadata } from 'sharp';
import { unprocessable } from '../http/http-error.ts';

/** Larger than any phone camera's photo (a 200 MP sensor bins to 12–50 MP); a bomb's header says far more. */
export const IMAGE_MAX_MEGAPIXELS = 40;
export const IMAGE_MAX_SIDE = 12_000;
/** Review photos and image documents: sharp on a screen, a page wide when printed. */
export const PHOTO_MAX_SIDE = 2048;

export const IMAGE_TOO_MANY_PIXELS = `The image has too many pixels to open: the most is ${IMAGE_MAX_MEGAPIXELS} megapixels, and ${IMAGE_MAX_SIDE.toLocaleString('en-NZ')} pixels a side.`;
export const IMAGE_UNREADABLE = 'The image could not be read: it may be damaged. Please try another file.';

export interface ReencodedImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

/** The image's dimensions from its header, refused with 422 past the limits; no pixel is decoded. */
export async function checkImageHeader(bytes: Buffer): Promise<{ width: number; height: number; format: string }> {
  let metadata: Metadata;
  try {
    // No pixel limit here: sharp's own (268 MP) would call a bomb's header unreadable, not too large.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unprocessable(IMAGE_UNREADABLE);
  }
  const { width, height, format } = metadata;
  if (!width || !height || !format) throw unprocessable(IMAGE_UNREADABLE);
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_MEGAPIXELS * 1_000_000) throw unprocessable(IMAGE_TOO_MANY_PIXELS);
  return { width, height, format };
}

/** The image without its metadata, upright, within `maxSide`; 422 for a bomb or a damaged file. */
export async function reencodeImage(bytes: Buffer, maxSide: number): Promise<ReencodedImage> {
  const { format } = await checkImageHeader(bytes);
  // limitInputPixels holds the decoder to the same bound, should a header lie about its size.
  // failOn 'none': a photo with a damaged tail (a phone's, a browser's canvas) decodes as far
  // as it goes, as it was kept before; what is written is a new, clean file either way.
  const pipeline = sharp(bytes, { limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000, failOn: 'none' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const asJpeg = format === 'jpeg';
  try {
    const { data, info } = await (asJpeg ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 })).toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: asJpeg ? 'image/jpeg' : 'image/png', ext: asJpeg ? 'jpg' : 'png', width: info.width, height: info.height };
  } catch {
    throw unprocessable(IMAGE_UNREADABLE);
  }
}
