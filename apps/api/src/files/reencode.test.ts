import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { bombPng, phonePhoto } from '../testing/images.ts';
import { IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE, PHOTO_MAX_SIDE, checkImageHeader, reencodeImage } from './reencode.ts';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.statusCode, message: error.message };
};

describe('reencodeImage', () => {
  it('given a phone’s photo with EXIF GPS, writes it again without any metadata, upright and within the longest side', async () => {
    const photo = await phonePhoto(3000, 2000);
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const kept = await reencodeImage(photo, PHOTO_MAX_SIDE);
    const after = await sharp(kept.bytes).metadata();
    expect(kept.mime).toBe('image/jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Turned upright (2000 wide, 3000 high), then fitted within 2048.
    expect([after.width, after.height]).toEqual([1365, 2048]);
    expect([kept.width, kept.height]).toEqual([1365, 2048]);
    expect(kept.bytes.includes(Buffer.from('Kiwi'))).toBe(false);
  });

  it('given a small PNG, keeps its size and type', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#1d6b50' } }).png().toBuffer();
    const kept = await reencodeImage(png, PHOTO_MAX_SIDE);
    expect([kept.mime, kept.ext, kept.width, kept.height]).toEqual(['image/png', 'png', 40, 30]);
  });

  it('given a GIF, keeps its first frame as a PNG', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } }).gif().toBuffer();
    expect(await reencodeImage(gif, PHOTO_MAX_SIDE)).toMatchObject({ mime: 'image/png', ext: 'png', width: 8, height: 8 });
  });

  it('given a 20,000 × 20,000 PNG, refuses it from its header with 422, never decoding it', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(await refusal(checkImageHeader(bomb))).toEqual({ status: 422, message: IMAGE_TOO_MANY_PIXELS });
    // The file holds no pixels: a decode would have answered "damaged", not "too many pixels".
    expect(await refusal(reencodeImage(bomb, PHOTO_MAX_SIDE))).toEqual({ status: 422, message: IMAGE_TOO_MANY_PIXELS });
  });

  it.each([
    ['a side over 12,000 px', 12_001, 10],
    ['over 40 megapixels', 7_000, 6_000],
  ])('given %s, refuses it', async (_what, width, height) => {
    expect((await refusal(checkImageHeader(bombPng(width, height)))).message).toBe(IMAGE_TOO_MANY_PIXELS);
  });

  it('given bytes that only start like a PNG, refuses them as unreadable', async () => {
    expect(await refusal(reencodeImage(Buffer.from('89504e470d0a1a0a0000', 'hex'), PHOTO_MAX_SIDE))).toEqual({ status: 422, message: IMAGE_UNREADABLE });
  });
});
