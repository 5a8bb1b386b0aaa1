import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ErrorResponse, Location, PendingReviewPhotos } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdministrator } from '../../commands/admin/setAdministrator.ts';
import { LocalFileStorage } from '../../files/storage.ts';
import { signUp, type SignedUp } from '../../testing/accounts.ts';
import { as, placeId, postPhoto, postReview, signUpAdmin } from '../../testing/reviews.ts';
import { makeTempDir } from '../../testing/test-database.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('moderation of review photos', () => {
  let s: TestServer;
  let files: { dir: string; remove(): Promise<void> };
  let author: SignedUp;
  let walker: SignedUp;
  let admin: SignedUp;
  let kepler: number;
  let reviewId: number;
  beforeAll(async () => {
    files = await makeTempDir();
    s = await openTestServer({ fileStorage: new LocalFileStorage(files.dir) });
    author = await signUp(s.app, s.t.db, 'photographer');
    walker = await signUp(s.app, s.t.db, 'walker');
    admin = await signUpAdmin(s.app, s.t.db);
    await s.t.db.query("UPDATE users SET first_name = 'Mere', last_name = 'Tane' WHERE id = $1", [author.user.id]);
    kepler = await placeId(s.t.db, 'Track', 'kepler-track');
    reviewId = await postReview(s.app, author, kepler);
  });
  afterAll(async () => {
    await s.close();
    await files.remove();
  });

  const list = (user: SignedUp | null) => as(s.app, { method: 'GET', url: '/api/v1/admin/review-photos' }, user);
  const decide = (id: string, decision: 'approve' | 'reject', user: SignedUp | null) =>
    as(s.app, { method: 'POST', url: `/api/v1/admin/review-photos/${id}/${decision}` }, user);
  const shownOnKepler = async () =>
    (await s.app.inject({ method: 'GET', url: '/api/v1/tracks/kepler-track' })).json<Location>().reviews.find((r) => r.id === reviewId)?.attachments ?? [];
  const status = async (id: string) => (await s.t.db.query<{ status: string }>('SELECT status FROM review_photos WHERE file_id = $1::uuid', [id]))[0]?.status;

  it('given an administrator, lists the photos waiting, oldest first, with the review and who sent them', async () => {
    const first = (await postPhoto(s.app, author, reviewId)).photo;
    const second = (await postPhoto(s.app, author, reviewId)).photo;
    const res = await list(admin);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PendingReviewPhotos>();
    const mine = answer.photos.filter((photo) => photo.review.id === reviewId);
    expect(mine.map((photo) => photo.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({
      url: first.url,
      review: { id: reviewId, parent: { slug: 'kepler-track', title: 'Kepler Track', type: 'Track' } },
      user: { id: author.user.id, first_name: 'Mere', last_name: 'Tane', email: author.email },
    });
    expect(answer.total).toBeGreaterThanOrEqual(2);
    // The URL it gives the administrator shows the photo.
    const photo = await s.app.inject({ method: 'GET', url: new URL(first.url).pathname + new URL(first.url).search });
    expect(photo.statusCode).toBe(200);
  });

  it.each([
    ['a walker who is not an administrator', 403, (): SignedUp | null => walker, 'Only an administrator may do this.'],
    ['the photo’s own author', 403, (): SignedUp | null => author, 'Only an administrator may do this.'],
    ['a guest', 401, (): SignedUp | null => null, 'Please log in to continue.'],
  ] as const)('given %s, every admin route answers %i and nothing is decided', async (_name, code, who, error) => {
    const { photo } = await postPhoto(s.app, author, (await postReviewWithRoom()).id);
    for (const res of [await list(who()), await decide(photo.id, 'approve', who()), await decide(photo.id, 'reject', who())]) {
      expect(res.statusCode).toBe(code);
      expect(res.json<ErrorResponse>().error).toBe(error);
    }
    expect(await status(photo.id)).toBe('pending');
  });

  async function postReviewWithRoom(): Promise<{ id: number }> {
    return { id: await postReview(s.app, author, kepler) };
  }

  it('given an approval, the photo shows with the review for everyone, as a public file; a second decision is 404', async () => {
    const { photo } = await postPhoto(s.app, author, (await postReviewWithRoom()).id);
    const [pending] = (await list(admin)).json<PendingReviewPhotos>().photos.filter((p) => p.id === photo.id);
    expect(pending).toBeDefined();
    expect((await decide(photo.id, 'approve', admin)).statusCode).toBe(200);
    expect(await status(photo.id)).toBe('approved');
    const file = await s.app.inject({ method: 'GET', url: `/api/v1/files/${photo.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('public');
    expect((await list(admin)).json<PendingReviewPhotos>().photos.some((p) => p.id === photo.id)).toBe(false);
    const again = await decide(photo.id, 'reject', admin);
    expect(again.statusCode).toBe(404);
    expect(await status(photo.id)).toBe('approved');
  });

  it('given approvals on the first review, the Kepler Track shows its photos only once approved', async () => {
    expect(await shownOnKepler()).toEqual([]);
    const [first] = (await list(admin)).json<PendingReviewPhotos>().photos.filter((p) => p.review.id === reviewId);
    expect((await decide(first?.id ?? '', 'approve', admin)).statusCode).toBe(200);
    expect((await shownOnKepler()).map((photo) => [photo.id, photo.status])).toEqual([[first?.id, 'approved']]);
  });

  it('given a rejection, the photo and its bytes are gone', async () => {
    const { photo } = await postPhoto(s.app, author, (await postReviewWithRoom()).id);
    const bytes = path.join(files.dir, photo.id.slice(0, 2), photo.id);
    expect(existsSync(bytes)).toBe(true);
    expect((await decide(photo.id, 'reject', admin)).statusCode).toBe(200);
    expect(await status(photo.id)).toBeUndefined();
    expect(existsSync(bytes)).toBe(false);
    expect((await s.app.inject({ method: 'GET', url: new URL(photo.url).pathname + new URL(photo.url).search })).statusCode).toBe(404);
  });

  it('given a revoked administrator, the next call is refused at once', async () => {
    const former = await signUpAdmin(s.app, s.t.db, 'former-admin');
    expect((await list(former)).statusCode).toBe(200);
    await setAdministrator({ db: s.t.db, log: quiet }, { email: former.email, admin: false });
    expect((await list(former)).statusCode).toBe(403);
  });

  it('given an id that is no photo, answers 404', async () => {
    expect((await decide('not-a-uuid', 'approve', admin)).statusCode).toBe(404);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approve', admin)).statusCode).toBe(404);
  });
});
