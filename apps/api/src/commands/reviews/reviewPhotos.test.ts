/** attachReviewPhoto, removeReviewPhoto, deleteReview and decideReviewPhoto on a real database and a real folder. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalFileStorage } from '../../files/storage.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness, type TestAccount } from '../../testing/commands.ts';
import { HTML_AS_PNG, JPEG, placeId } from '../../testing/reviews.ts';
import { PNG } from '../../testing/route-access.ts';
import { attachReviewPhoto } from './attachReviewPhoto.ts';
import { decideReviewPhoto } from './decideReviewPhoto.ts';
import { deleteReview } from './deleteReview.ts';
import { removeReviewPhoto } from './removeReviewPhoto.ts';
import { createReview } from './saveReview.ts';

describe('the photos of a review', () => {
  let h: CommandHarness;
  let track: number;
  let admin: TestAccount;
  beforeAll(async () => {
    h = await openCommandHarness({ uploadQuota: { files: 5 } });
    track = await placeId(h.t.db, 'Track');
    admin = await createAccount(h, 'admin');
  });
  afterAll(async () => {
    await h.close();
  });

  const stored = (id: string) => existsSync(path.join((h.ctx.files as LocalFileStorage).dir, id.slice(0, 2), id));
  const review = async (userId: number) =>
    (await createReview(h.ctx, { userId, locationId: track, draft: { date: '2030-02-01', comment: '', chosen: ['harder'], numImages: 0 } })).reviewId;
  const attach = (userId: number, reviewId: number, bytes = JPEG, publishAtOnce = false) =>
    attachReviewPhoto(h.ctx, { userId, reviewId, bytes, filename: 'summit.jpg', publishAtOnce });
  const file = async (id: string) => (await h.t.db.query('SELECT is_private, owner_id, mime FROM files WHERE id = $1::uuid', [id]))[0];

  it('given a JPEG, keeps it as a pending private file of the author; published at once, as an approved public one', async () => {
    const author = await createAccount(h);
    const reviewId = await review(author.userId);
    const pending = await attach(author.userId, reviewId);
    expect(pending).toMatchObject({ status: 'pending', locationId: track });
    expect(await file(pending.fileId)).toEqual({ is_private: true, owner_id: author.userId, mime: 'image/jpeg' });
    expect(stored(pending.fileId)).toBe(true);
    const published = await attach(author.userId, reviewId, PNG, true);
    expect(published.status).toBe('approved');
    expect(await file(published.fileId)).toEqual({ is_private: false, owner_id: author.userId, mime: 'image/png' });
  });

  it('given HTML in a .png, refuses it and stores nothing', async () => {
    const author = await createAccount(h);
    const reviewId = await review(author.userId);
    const error = await refusal(attach(author.userId, reviewId, HTML_AS_PNG));
    expect([error.statusCode, error.message]).toEqual([422, 'Photos must be JPEG or PNG images.']);
    expect(await h.t.db.query('SELECT 1 FROM files WHERE owner_id = $1', [author.userId])).toEqual([]);
  });

  it('given an account at its upload quota, refuses the photo and removes the bytes it had written', async () => {
    const author = await createAccount(h);
    const reviews = [await review(author.userId), await review(author.userId)];
    for (let i = 0; i < 5; i++) await attach(author.userId, reviews[i < 3 ? 0 : 1] ?? 0);
    const error = await refusal(attach(author.userId, reviews[1] ?? 0));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/most files an account can keep \(5\)/);
    expect(await h.t.db.query('SELECT count(*)::int AS n FROM files WHERE owner_id = $1', [author.userId])).toEqual([{ n: 5 }]);
  });

  it('given the author, removing a photo deletes its record and bytes; another user is refused', async () => {
    const author = await createAccount(h);
    const other = await createAccount(h);
    const reviewId = await review(author.userId);
    const { fileId } = await attach(author.userId, reviewId);
    expect((await refusal(removeReviewPhoto(h.ctx, { userId: other.userId, reviewId, fileId }))).statusCode).toBe(404);
    expect(stored(fileId)).toBe(true);
    await removeReviewPhoto(h.ctx, { userId: author.userId, reviewId, fileId });
    expect([await file(fileId), stored(fileId)]).toEqual([undefined, false]);
  });

  it('given the author, deleting the review deletes its photos; another user is refused', async () => {
    const author = await createAccount(h);
    const other = await createAccount(h);
    const reviewId = await review(author.userId);
    const photos = [await attach(author.userId, reviewId), await attach(author.userId, reviewId)];
    expect((await refusal(deleteReview(h.ctx, { userId: other.userId, reviewId }))).statusCode).toBe(404);
    expect(await deleteReview(h.ctx, { userId: author.userId, reviewId })).toEqual({ photosRemoved: 2 });
    expect(photos.map((photo) => stored(photo.fileId))).toEqual([false, false]);
    expect(await h.t.db.query('SELECT 1 FROM reviews WHERE id = $1', [reviewId])).toEqual([]);
  });

  it('given an approval, the photo becomes public and is logged with who approved it; a rejection deletes it; decided photos are 404', async () => {
    const author = await createAccount(h);
    const reviewId = await review(author.userId);
    const approved = await attach(author.userId, reviewId);
    const rejected = await attach(author.userId, reviewId);
    await decideReviewPhoto(h.ctx, { adminId: admin.userId, fileId: approved.fileId, decision: 'approve' });
    expect(await file(approved.fileId)).toMatchObject({ is_private: false });
    expect((await h.t.db.query('SELECT status, decided_by FROM review_photos WHERE file_id = $1::uuid', [approved.fileId]))[0]).toEqual({
      status: 'approved',
      decided_by: admin.userId,
    });
    expect(h.log.info).toHaveBeenCalledWith({ adminId: admin.userId, fileId: approved.fileId, decision: 'approve' }, 'review photo decided');
    await decideReviewPhoto(h.ctx, { adminId: admin.userId, fileId: rejected.fileId, decision: 'reject' });
    expect([await file(rejected.fileId), stored(rejected.fileId)]).toEqual([undefined, false]);
    for (const fileId of [approved.fileId, rejected.fileId]) {
      expect((await refusal(decideReviewPhoto(h.ctx, { adminId: admin.userId, fileId, decision: 'reject' }))).statusCode).toBe(404);
    }
    expect(stored(approved.fileId)).toBe(true);
  });
});
