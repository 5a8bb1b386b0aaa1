/**
 * Images through the API (issue 29, ADR 060): a portrait or a review photo was stored
 * byte for byte, so guests downloaded the GPS position it was taken at; a 20,000 ×
 * 20,000 PNG was accepted. Now both are written again without metadata, and a bomb is
 * refused by its header.
 */
import type { ErrorResponse, UploadedFile } from '@planmywalk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TOO_MANY_PIXELS, PHOTO_MAX_SIDE } from '../../files/reencode.ts';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { bombPng, phonePhoto } from '../../testing/images.ts';
import { placeId, postPhoto, postReview, trackReview } from '../../testing/reviews.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

const PUBLIC_URL = 'https://walk.example.nz';

function uploadBody(filename: string, content: Buffer) {
  const boundary = '----pmwimages';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** What a guest's download holds: the metadata sharp finds in the bytes. */
const metadataOf = (bytes: Buffer) => sharp(bytes).metadata();

describe('images re-encoded on the server', () => {
  let s: TestServer;
  let walker: SignedUp;
  let photo: Buffer;
  beforeAll(async () => {
    s = await openTestServer({ accounts: { publicUrl: PUBLIC_URL } });
    walker = await signUp(s.app, s.t.db, 'images');
    photo = await phonePhoto(3000, 2000);
    expect((await metadataOf(photo)).exif).toBeDefined();
  });
  afterAll(async () => {
    await s.close();
  });

  const upload = (filename: string, content: Buffer) => {
    const body = uploadBody(filename, content);
    return s.app.inject({ method: 'POST', url: '/api/v1/upload', payload: body.payload, headers: { ...body.headers, ...bearer(walker.token.access_token) } });
  };
  const served = (url: string) => s.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });

  it('given a portrait with EXIF GPS, serves a JPEG with no EXIF at all, upright and at most 2048 px a side', async () => {
    const res = await upload('me at home.jpg', photo);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<UploadedFile>();
    const download = await served(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    const meta = await metadataOf(download.rawPayload);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([Math.round((2000 / 3000) * PHOTO_MAX_SIDE), PHOTO_MAX_SIDE]);
    expect(download.rawPayload.includes(Buffer.from('Kiwi'))).toBe(false);
    expect(file.size).toBe(download.rawPayload.length);
  });

  it('given a review photo with EXIF GPS, serves it to a guest without it', async () => {
    const kepler = await placeId(s.t.db, 'Track', 'kepler-track');
    const reviewId = await postReview(s.app, walker, kepler, trackReview({ comment: 'Photo from the ridge', numImages: 1 }));
    const attached = await postPhoto(s.app, walker, reviewId, photo);
    const download = await served(attached.photo.url);
    expect(download.statusCode).toBe(200);
    const meta = await metadataOf(download.rawPayload);
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(PHOTO_MAX_SIDE);
  });

  it('given a 20,000 × 20,000 PNG, refuses it from its header with 422 and keeps nothing', async () => {
    const [before] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE owner_id = $1', [walker.user.id]);
    const res = await upload('bomb.png', bombPng(20_000, 20_000));
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorResponse>()).toEqual({ error: IMAGE_TOO_MANY_PIXELS });
    const [after] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE owner_id = $1', [walker.user.id]);
    expect(after).toEqual(before);
  });
});
