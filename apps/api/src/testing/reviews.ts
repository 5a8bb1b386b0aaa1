/**
 * Helpers for tests of the wishlist, reviews and their photos: real JPEG and PNG bytes,
 * the multipart a browser sends, and reviews made through the real routes.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AttachPhotoResponse, LocationType, ReviewInput, SaveReviewResponse } from '@planmywalk/contracts';
import { expect } from 'vitest';
import { setAdministrator } from '../commands/admin/setAdministrator.ts';
import type { Database, Queryable } from '../db/database.ts';
import { bearer, signUp, type SignedUp } from './accounts.ts';
import type { Call } from './route-access.ts';

/** A real 4×3 JPEG (made by a browser's canvas). */
export const JPEG = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffe201d84943435f50524f46494c45000101000001c800000000043000006d6e7472524742205859' +
    '5a2007e00001000100000000000061637370000000000000000000000000000000000000000000000000000000010000f6d6000100000000d32d0000' +
    '000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000964657363000000f00000' +
    '00247258595a00000114000000146758595a00000128000000146258595a0000013c0000001477747074000001500000001472545243000001640000' +
    '0028675452430000016400000028625452430000016400000028637072740000018c0000003c6d6c756300000000000000010000000c656e55530000' +
    '00080000001c007300520047004258595a200000000000006fa2000038f50000039058595a2000000000000062990000b785000018da58595a200000' +
    '0000000024a000000f840000b6cf58595a20000000000000f6d6000100000000d32d706172610000000000040000000266660000f2a700000d590000' +
    '13d000000a5b00000000000000006d6c756300000000000000010000000c656e5553000000200000001c0047006f006f0067006c006500200049006e' +
    '0063002e00200032003000310036ffdb00430006040506050406060506070706080a100a0a09090a140e0f0c1017141818171416161a1d251f1a1b23' +
    '1c1616202c20232627292a29191f2d302d283025282928ffdb0043010707070a080a130a0a13281a161a282828282828282828282828282828282828' +
    '2828282828282828282828282828282828282828282828282828282828282828ffc00011080003000403012200021101031101ffc400140001000000' +
    '00000000000000000000000000ffc4001d100001030501000000000000000000000001000203041112135161ffc40015010101000000000000000000' +
    '00000000000207ffc400161101010100000000000000000000000000010021ffda000c03010002110311003f0054543ea3566d886b608c6b89acb81d' +
    'c40b9f4dc9ea22214d9575bfffd9',
  'hex',
);

/** HTML in a file named like a PNG: what a content check must refuse. */
export const HTML_AS_PNG = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** The id of a seeded location of the type (the first by id, or the one with the slug). */
export async function placeId(db: Queryable, type: LocationType, slug?: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM locations WHERE type = $1 AND ($2::text IS NULL OR slug = $2) ORDER BY id LIMIT 1',
    [type, slug ?? null],
  );
  if (!row) throw new Error(`no ${type} ${slug ?? ''} in the test database`);
  return row.id;
}

/** A valid track review's body: harder than expected, yesterday. */
export const trackReview = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  date: '2024-01-15',
  comment: 'Steep climb to the ridge, then glorious views.',
  harder: true,
  numImages: 0,
  type: 'Track',
  ...overrides,
});

export const json = (method: string, url: string, payload: unknown): Call => ({
  method,
  url,
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});

/** POST review/{id}/attach as a browser sends it: the place's type and id, then the file. */
export function photoCall(reviewId: number, bytes: Buffer, options: { filename?: string; fields?: Record<string, string>; mime?: string } = {}): Call {
  const boundary = '----pmwreviewphoto';
  const fields = Object.entries(options.fields ?? {})
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const payload = Buffer.concat([
    Buffer.from(
      `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'photo.jpg'}"\r\nContent-Type: ${options.mime ?? 'image/jpeg'}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST',
    url: `/api/v1/review/${reviewId}/attach`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function as(app: FastifyInstance, call: Call, user: SignedUp | null): Promise<LightMyRequestResponse> {
  return app.inject({ ...call, headers: { ...call.headers, ...(user ? bearer(user.token.access_token) : {}) } } as never);
}

/** A review by the user through the API; answers its id. */
export async function postReview(app: FastifyInstance, user: SignedUp, locationId: number, body: ReviewInput = trackReview()): Promise<number> {
  const res = await as(app, json('POST', `/api/v1/track/${locationId}/feedback`, body), user);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SaveReviewResponse>().reviewID;
}

/** A photo attached by the user through the API. */
export async function postPhoto(app: FastifyInstance, user: SignedUp, reviewId: number, bytes: Buffer = JPEG): Promise<AttachPhotoResponse> {
  const res = await as(app, photoCall(reviewId, bytes), user);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AttachPhotoResponse>();
}

/** A verified user with a session whom the command line has made an administrator. */
export async function signUpAdmin(app: FastifyInstance, db: Database, tag = 'admin'): Promise<SignedUp> {
  const user = await signUp(app, db, tag);
  await setAdministrator({ db, log: { info: () => undefined, warn: () => undefined, error: () => undefined } }, { email: user.email, admin: true });
  return { ...user, user: { ...user.user, is_admin: true } };
}
