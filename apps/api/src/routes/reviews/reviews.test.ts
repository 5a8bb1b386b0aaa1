import { existsSync, readdirSync } from 'node:fs';
import type {
  AttachPhotoResponse,
  ErrorResponse,
  Location,
  MyReviewsPage,
  ReviewInput,
  ReviewPhotosResponse,
  SaveReviewResponse,
} from '@planmywalk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../files/storage.ts';
import { signUp, type SignedUp } from '../../testing/accounts.ts';
import { HTML_AS_PNG, JPEG, as, json, photoCall, placeId, postPhoto, postReview, signUpAdmin, trackReview } from '../../testing/reviews.ts';
import { PNG } from '../../testing/route-access.ts';
import { makeTempDir } from '../../testing/test-database.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

const PUBLIC_URL = 'https://walk.example.nz';
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('0100010080000000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex')]);

describe('reviews and their photos', () => {
  let s: TestServer;
  let files: { dir: string; remove(): Promise<void> };
  let author: SignedUp;
  let other: SignedUp;
  let admin: SignedUp;
  let kepler: number;
  let hut: number;
  beforeAll(async () => {
    files = await makeTempDir();
    s = await openTestServer({ accounts: { publicUrl: PUBLIC_URL }, fileStorage: new LocalFileStorage(files.dir) });
    author = await signUp(s.app, s.t.db, 'reviewer');
    other = await signUp(s.app, s.t.db, 'other');
    admin = await signUpAdmin(s.app, s.t.db);
    await s.t.db.query("UPDATE users SET first_name = 'Aroha', last_name = 'Walker' WHERE id = $1", [author.user.id]);
    kepler = await placeId(s.t.db, 'Track', 'kepler-track');
    hut = await placeId(s.t.db, 'Hut');
  });
  afterAll(async () => {
    await s.close();
    await files.remove();
  });

  const keplerPage = async () => (await s.app.inject({ method: 'GET', url: '/api/v1/tracks/kepler-track' })).json<Location>();
  const reviewsOf = (locationId: number) => s.t.db.query('SELECT id, comment, difficulty FROM reviews WHERE location_id = $1 ORDER BY id', [locationId]);
  const storedFiles = () => (existsSync(files.dir) ? readdirSync(files.dir, { recursive: true }).filter((f) => String(f).includes('-')) : []);
  const pathOf = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };
  const get = (url: string, user: SignedUp | null = null) => as(s.app, { method: 'GET', url: pathOf(url) }, user);
  const load = (reviewId: number, user: SignedUp | null, path = 'load') => as(s.app, { method: 'GET', url: `/api/v1/review/${reviewId}/${path}` }, user);

  describe('writing one', () => {
    it('given the author, a track review harder than expected shows on the place at once, with their name, and moves the difficulty counts', async () => {
      const before = (await keplerPage()).review_summary;
      const res = await as(s.app, json('POST', `/api/v1/track/${kepler}/feedback`, trackReview()), author);
      expect(res.statusCode, res.body).toBe(201);
      const saved = res.json<SaveReviewResponse>();
      expect(saved.track.slug).toBe('kepler-track');
      expect(saved.track.reviews[0]).toMatchObject({
        id: saved.reviewID,
        type: 'Track',
        date: '2024-01-15',
        comment: 'Steep climb to the ridge, then glorious views.',
        easier: false,
        expected: false,
        harder: true,
        attachments: [],
        pendingAttachmentsCount: 0,
        numImages: 0,
        user: { first_name: 'Aroha', last_name: 'Walker', portrait: null },
        edited: null,
        parent: { id: kepler, type: 'Track', slug: 'kepler-track', title: 'Kepler Track' },
      });
      expect(saved.track.review_summary).toEqual({ ...before, count: before.count + 1, harder: before.harder + 1 });
      expect((await keplerPage()).reviews[0]?.id).toBe(saved.reviewID);
    });

    it('given a guest, answers 401 and writes nothing', async () => {
      const before = await reviewsOf(kepler);
      const res = await as(s.app, json('POST', `/api/v1/track/${kepler}/feedback`, trackReview()), null);
      expect(res.statusCode).toBe(401);
      expect(await reviewsOf(kepler)).toEqual(before);
    });

    it('given a hut, takes a review without the three options', async () => {
      const res = await as(s.app, json('POST', `/api/v1/track/${hut}/feedback`, { date: '2024-02-01', comment: 'Warm and dry.', type: 'Hut' }), author);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<SaveReviewResponse>().track.reviews[0]).toMatchObject({ type: 'Hut', easier: false, expected: false, harder: false });
    });

    const tooLong = 'a'.repeat(1001);
    it.each<[string, number, () => number, Record<string, unknown>, string]>([
      ['a 1,001-character comment', 400, () => kepler, trackReview({ comment: tooLong }), "Field 'comment' must NOT have more than 1000 characters"],
      ['two options at once', 422, () => kepler, trackReview({ easier: true, harder: true }), 'Please select one option for how you found the track.'],
      ['no option for a track', 422, () => kepler, { date: '2024-01-15', comment: 'Nice' }, 'Please select one option for how you found the track.'],
      ['an option for a hut', 422, () => hut, { date: '2024-01-15', comment: 'Nice', easier: true }, 'How you found it can only be said of a track.'],
      ['a date in the future', 422, () => kepler, trackReview({ date: '2099-01-01' }), 'Date cannot be in the future'],
      ['a date that is not one', 422, () => kepler, trackReview({ date: '2024-02-30' }), 'The date is not a valid date.'],
      ['a date in another format', 400, () => kepler, trackReview({ date: '15/01/2024' }), "Field 'date' is not in the expected format"],
      ['a place of another type than it says', 404, () => hut, trackReview(), 'Location not found'],
      ['an unknown place', 404, () => 2_000_000, trackReview(), 'Location not found'],
      ['four photos to come', 400, () => kepler, trackReview({ numImages: 4 }), "Field 'numImages' must be <= 3"],
      ['an option sent as text', 400, () => kepler, { ...trackReview(), harder: 'true' }, "Field 'harder' must be boolean"],
    ])('given %s, answers %i with a clear error and writes nothing', async (_name, status, place, body, error) => {
      const before = await s.t.db.query('SELECT count(*)::int AS n FROM reviews');
      const res = await as(s.app, json('POST', `/api/v1/track/${place()}/feedback`, body), author);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<ErrorResponse>().error).toBe(error);
      expect(await s.t.db.query('SELECT count(*)::int AS n FROM reviews')).toEqual(before);
    });
  });

  describe('editing and deleting', () => {
    let reviewId: number;
    beforeAll(async () => {
      reviewId = await postReview(s.app, author, kepler);
    });
    const edit = (user: SignedUp | null, body: ReviewInput, place = kepler) =>
      as(s.app, json('POST', `/api/v1/track/${place}/feedback/${reviewId}`, body), user);
    const row = async () => (await s.t.db.query('SELECT comment, difficulty, edited_at FROM reviews WHERE id = $1', [reviewId]))[0];

    it('given the author, saves the edit and marks it edited', async () => {
      const res = await edit(author, trackReview({ comment: 'Easier than I feared', harder: false, expected: true }));
      expect(res.statusCode, res.body).toBe(200);
      const shown = res.json<SaveReviewResponse>().track.reviews.find((review) => review.id === reviewId);
      expect(shown).toMatchObject({ comment: 'Easier than I feared', expected: true, harder: false });
      expect(shown?.edited).not.toBeNull();
    });

    it.each([
      ['another user', 404, (): SignedUp | null => other],
      ['an administrator', 404, (): SignedUp | null => admin],
      ['a guest', 401, (): SignedUp | null => null],
    ] as const)("given %s, refuses the edit (%i) and the review stays the author's", async (_name, status, who) => {
      const before = await row();
      const res = await edit(who(), trackReview({ comment: 'Not yours' }));
      expect(res.statusCode).toBe(status);
      expect(await row()).toEqual(before);
    });

    it('given the path of another place than the review, answers 404', async () => {
      const before = await row();
      expect((await edit(author, trackReview(), hut)).statusCode).toBe(404);
      expect(await row()).toEqual(before);
    });

    it('given another user, an administrator or a guest, a delete is refused; the author deletes it with its photos', async () => {
      await postPhoto(s.app, author, reviewId, PNG);
      const stored = storedFiles().length;
      const del = (user: SignedUp | null) => as(s.app, { method: 'DELETE', url: `/api/v1/review/${reviewId}` }, user);
      expect((await del(other)).statusCode).toBe(404);
      expect((await del(admin)).statusCode).toBe(404);
      expect((await del(null)).statusCode).toBe(401);
      expect(await row()).toBeDefined();
      const res = await del(author);
      expect(res.statusCode, res.body).toBe(200);
      expect(await row()).toBeUndefined();
      expect(storedFiles().length).toBe(stored - 1);
      expect((await del(author)).statusCode).toBe(404);
    });
  });

  describe('photos', () => {
    let reviewId: number;
    beforeAll(async () => {
      reviewId = await postReview(s.app, author, kepler, trackReview({ comment: 'With photos', numImages: 2 }));
    });

    it('given the author, a JPEG waits for an administrator: not on the place, not a public file, shown only by its keyed URL', async () => {
      const res = await as(s.app, photoCall(reviewId, JPEG, { fields: { type: 'Track', id: String(kepler) } }), author);
      expect(res.statusCode, res.body).toBe(201);
      const { photo, track } = res.json<AttachPhotoResponse>();
      expect(photo.status).toBe('pending');
      expect(photo.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/review-photos/${photo.id}\\?key=[A-Za-z0-9_-]{32}$`));
      const shown = track.reviews.find((review) => review.id === reviewId);
      expect(shown).toMatchObject({ attachments: [], pendingAttachmentsCount: 1, numImages: 1 });

      // The keyed URL shows it, never cached; without the key, or with another, it is not there.
      const keyed = await get(photo.url);
      expect(keyed.statusCode).toBe(200);
      expect(keyed.headers['content-type']).toBe('image/jpeg');
      expect(keyed.headers['cache-control']).toBe('private, no-store');
      // Re-encoded (ADR 060): a JPEG of the same 4 × 3 pixels, not the uploaded bytes.
      expect(keyed.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      const meta = await sharp(keyed.rawPayload).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([4, 3, undefined]);
      expect((await get(`${PUBLIC_URL}/api/v1/review-photos/${photo.id}`)).statusCode).toBe(404);
      expect((await get(`${PUBLIC_URL}/api/v1/review-photos/${photo.id}?key=${'x'.repeat(32)}`)).statusCode).toBe(404);
      // As a file it is the author's private one.
      expect((await get(`${PUBLIC_URL}/api/v1/files/${photo.id}`, other)).statusCode).toBe(404);
      expect((await get(`${PUBLIC_URL}/api/v1/files/${photo.id}`)).statusCode).toBe(404);
    });

    it('given the author or an administrator, load answers the pending photos; another user and a guest are refused', async () => {
      const mine = await load(reviewId, author);
      expect(mine.statusCode).toBe(200);
      expect(mine.json<ReviewPhotosResponse>().photos).toEqual([expect.objectContaining({ status: 'pending' })]);
      expect((await load(reviewId, admin)).json<ReviewPhotosResponse>().photos).toEqual(mine.json<ReviewPhotosResponse>().photos);
      expect((await load(reviewId, other)).statusCode).toBe(404);
      expect((await load(reviewId, null)).statusCode).toBe(401);
    });

    it("given the spec's form of the call, with its trailing slash, load answers the same and refuses the same", async () => {
      const mine = await load(reviewId, author, 'load/');
      expect(mine.statusCode).toBe(200);
      expect(mine.json<ReviewPhotosResponse>().photos).toEqual((await load(reviewId, author)).json<ReviewPhotosResponse>().photos);
      expect((await load(reviewId, other, 'load/')).statusCode).toBe(404);
      expect((await load(reviewId, null, 'load/')).statusCode).toBe(401);
      expect((await as(s.app, { method: 'GET', url: '/api/v1/review/abc/load/' }, author)).statusCode).toBe(400);
    });

    it('given My Reviews, the author sees their pending photos', async () => {
      const page = (await as(s.app, { method: 'GET', url: '/api/v1/user/reviews' }, author)).json<MyReviewsPage>();
      expect(page.reviews.find((review) => review.id === reviewId)?.attachments).toEqual([expect.objectContaining({ status: 'pending' })]);
    });

    it.each<[string, number, Buffer, string, string]>([
      ['a PNG that is really HTML', 422, HTML_AS_PNG, 'photo.png', 'Photos must be JPEG or PNG images.'],
      ['a GIF', 422, GIF, 'photo.gif', 'Photos must be JPEG or PNG images.'],
    ])('given %s, answers %i with a clear error and keeps nothing', async (_name, status, bytes, filename, error) => {
      const before = { photos: await s.t.db.query('SELECT file_id FROM review_photos'), stored: storedFiles().length };
      const res = await as(s.app, photoCall(reviewId, bytes, { filename, mime: 'image/png' }), author);
      expect(res.statusCode).toBe(status);
      expect(res.json<ErrorResponse>().error).toBe(error);
      expect({ photos: await s.t.db.query('SELECT file_id FROM review_photos'), stored: storedFiles().length }).toEqual(before);
    });

    it('given another user, an administrator or a guest, attaching to the review is refused and keeps nothing', async () => {
      const before = await s.t.db.query('SELECT file_id FROM review_photos WHERE review_id = $1', [reviewId]);
      expect((await as(s.app, photoCall(reviewId, JPEG), other)).statusCode).toBe(404);
      expect((await as(s.app, photoCall(reviewId, JPEG), admin)).statusCode).toBe(404);
      expect((await as(s.app, photoCall(reviewId, JPEG), null)).statusCode).toBe(401);
      expect(await s.t.db.query('SELECT file_id FROM review_photos WHERE review_id = $1', [reviewId])).toEqual(before);
    });

    it('given the type and id of another place, refuses the photo', async () => {
      const res = await as(s.app, photoCall(reviewId, JPEG, { fields: { type: 'Hut', id: String(hut) } }), author);
      expect(res.statusCode).toBe(404);
    });

    it('given three uploads at once beside one photo, keeps three photos in all and refuses the fourth', async () => {
      const answers = await Promise.all([1, 2, 3].map(() => as(s.app, photoCall(reviewId, PNG, { filename: 'p.png', mime: 'image/png' }), author)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 422]);
      const refused = answers.find((res) => res.statusCode === 422);
      expect(refused?.json<ErrorResponse>().error).toBe('You can only attach max 3 photos');
      const count = await s.t.db.query('SELECT count(*)::int AS n FROM review_photos WHERE review_id = $1', [reviewId]);
      expect(count).toEqual([{ n: 3 }]);
      // An edit promising more photos than fit is refused too.
      const edit = await as(s.app, json('POST', `/api/v1/track/${kepler}/feedback/${reviewId}`, trackReview({ numImages: 1 })), author);
      expect(edit.statusCode).toBe(422);
      expect(edit.json<ErrorResponse>().error).toBe('You can only attach max 3 photos');
    });

    it('given the author, removes a photo (bytes too); another user cannot', async () => {
      const photos = (await load(reviewId, author)).json<ReviewPhotosResponse>().photos;
      const target = photos.at(-1)?.id ?? '';
      const remove = (user: SignedUp | null) => as(s.app, { method: 'DELETE', url: `/api/v1/review/${reviewId}/remove/${target}` }, user);
      expect((await remove(other)).statusCode).toBe(404);
      expect((await remove(admin)).statusCode).toBe(404);
      expect((await remove(null)).statusCode).toBe(401);
      const stored = storedFiles().length;
      expect((await remove(author)).statusCode).toBe(200);
      expect(storedFiles().length).toBe(stored - 1);
      expect((await load(reviewId, author)).json<ReviewPhotosResponse>().photos).toHaveLength(2);
      expect((await remove(author)).statusCode).toBe(404);
    });
  });

  describe('My Reviews', () => {
    it('given four reviews, answers three a page, newest first, and says when all are loaded', async () => {
      const walker = await signUp(s.app, s.t.db, 'pages');
      const ids: number[] = [];
      for (const comment of ['one', 'two', 'three', 'four']) ids.push(await postReview(s.app, walker, kepler, trackReview({ comment })));
      const page = async (n: number) => (await as(s.app, { method: 'GET', url: `/api/v1/user/reviews?page=${n}` }, walker)).json<MyReviewsPage>();
      const first = await page(0);
      expect(first.reviews.map((review) => review.comment)).toEqual(['four', 'three', 'two']);
      expect(first.all_loaded).toBe(false);
      const second = await page(1);
      expect(second.reviews.map((review) => review.comment)).toEqual(['one']);
      expect(second.all_loaded).toBe(true);
      // Only their own.
      expect((await page(0)).reviews.every((review) => ids.includes(review.id))).toBe(true);
    });

    it('given a guest, answers 401', async () => {
      expect((await as(s.app, { method: 'GET', url: '/api/v1/user/reviews' }, null)).statusCode).toBe(401);
    });
  });
});

describe('reviews, with image publishing switched on', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer({ settings: { imagePublishingEnabled: true, appStoreUrl: null, googlePlayUrl: null, topoTiles: null, satelliteTiles: null, directionsUrl: null } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('given a photo, shows it at once as a public file', async () => {
    const author = await signUp(s.app, s.t.db, 'publisher');
    const kepler = await placeId(s.t.db, 'Track', 'kepler-track');
    const reviewId = await postReview(s.app, author, kepler);
    const { photo, track } = await postPhoto(s.app, author, reviewId);
    expect(photo.status).toBe('approved');
    expect(track.reviews.find((review) => review.id === reviewId)?.attachments).toEqual([photo]);
    const file = await s.app.inject({ method: 'GET', url: new URL(photo.url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });
});
