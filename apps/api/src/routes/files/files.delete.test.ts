/**
 * DELETE /api/v1/files/{id} (issue 29, finding 7c): uploads could not be deleted, so an
 * account's 200 files / 100 MB filled for good. The owner deletes an upload nothing
 * uses; anyone else learns nothing; a file in use stays, with the reason.
 */
import { readdirSync } from 'node:fs';
import type { UploadedFile } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_IN_A_REVIEW, FILE_IS_PORTRAIT, FILE_NOT_FOUND, FILE_ON_A_PLAN } from '../../commands/files/deleteUpload.ts';
import { LocalFileStorage } from '../../files/storage.ts';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { draftInput, savePlan } from '../../testing/plans.ts';
import { placeId, postPhoto, postReview } from '../../testing/reviews.ts';
import { documentUploadCall, uploadCall } from '../../testing/route-access.ts';
import { makeTempDir } from '../../testing/test-database.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('DELETE /api/v1/files/{id}', () => {
  let s: TestServer;
  let files: { dir: string; remove(): Promise<void> };
  let owner: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    files = await makeTempDir();
    // A quota of three files, so freeing one shows.
    s = await openTestServer({ accounts: { uploadQuota: { files: 3, bytes: 100 * 1024 * 1024 } }, fileStorage: new LocalFileStorage(files.dir) });
    owner = await signUp(s.app, s.t.db, 'deleter');
    other = await signUp(s.app, s.t.db, 'stranger');
  });
  afterAll(async () => {
    await s.close();
    await files.remove();
  });

  const upload = async (user: SignedUp, call = uploadCall(true)) => {
    const res = await s.app.inject({ ...call, headers: { ...call.headers, ...bearer(user.token.access_token) } });
    return res;
  };
  const uploaded = async (user: SignedUp, call = uploadCall(true)) => {
    const res = await upload(user, call);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UploadedFile>();
  };
  const remove = (id: string, user?: SignedUp) =>
    s.app.inject({ method: 'DELETE', url: `/api/v1/files/${id}`, headers: user ? bearer(user.token.access_token) : {} });
  const row = async (id: string) => (await s.t.db.query('SELECT id FROM files WHERE id = $1::uuid', [id]))[0];
  const bytesKept = (id: string) => readdirSync(files.dir, { recursive: true }).some((name) => String(name).includes(id));
  const fileCount = async (user: SignedUp) =>
    (await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE owner_id = $1', [user.user.id]))[0]?.n ?? 0;

  it("given the owner's upload that nothing uses, deletes the record and the bytes, and frees its room in the quota", async () => {
    const kept = await Promise.all([uploaded(owner), uploaded(owner)]);
    const third = await uploaded(owner);
    // The quota of three is full.
    const refused = await upload(owner);
    expect(refused.statusCode).toBe(422);
    expect(bytesKept(third.id)).toBe(true);

    const res = await remove(third.id, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await row(third.id)).toBeUndefined();
    expect(bytesKept(third.id)).toBe(false);
    expect((await s.app.inject({ method: 'GET', url: `/api/v1/files/${third.id}`, headers: bearer(owner.token.access_token) })).statusCode).toBe(404);
    // Gone is gone: a second delete is 404.
    expect((await remove(third.id, owner)).statusCode).toBe(404);
    // Room again for one more.
    expect((await upload(owner)).statusCode).toBe(200);
    for (const file of kept) expect(await row(file.id)).toBeDefined();
    // An empty account again for the tests below (the quota is three).
    await s.t.db.query('DELETE FROM files WHERE owner_id = $1', [owner.user.id]);
  });

  it("given another user, answers 404 exactly as for a file that does not exist, and keeps the owner's file", async () => {
    const file = await uploaded(owner);
    const res = await remove(file.id, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: FILE_NOT_FOUND });
    expect((await remove('00000000-0000-4000-8000-000000000000', other)).json()).toEqual({ error: FILE_NOT_FOUND });
    expect(await row(file.id)).toBeDefined();
    expect(bytesKept(file.id)).toBe(true);
  });

  it('given a guest or a bad token, answers 401 and keeps the file', async () => {
    const file = await uploaded(owner);
    expect((await remove(file.id)).statusCode).toBe(401);
    const bad = await s.app.inject({ method: 'DELETE', url: `/api/v1/files/${file.id}`, headers: { authorization: 'Bearer unknownunknownunknownunknownunknown0' } });
    expect(bad.statusCode).toBe(401);
    expect(await row(file.id)).toBeDefined();
  });

  it('given an id that is not a file id, answers 404; one too long or with a control character, 400 naming the parameter', async () => {
    expect((await remove('not-a-file', owner)).json()).toEqual({ error: FILE_NOT_FOUND });
    const long = await remove('a'.repeat(65), owner);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: string }>().error).toMatch(/^Path parameter 'id'/);
    const control = await remove('abc%00def', owner);
    expect(control.statusCode).toBe(400);
    expect(control.json<{ error: string }>().error).toBe("Path parameter 'id' must not contain control characters");
  });

  it('given a file in use (the profile photo, a plan’s document, a review’s photo), answers 409 saying what uses it, and keeps it', async () => {
    await s.t.db.query('DELETE FROM files WHERE owner_id = $1', [owner.user.id]);
    const portrait = await uploaded(owner);
    const profile = await s.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      payload: { firstname: 'Del', lastname: 'Eter', gender: 'Prefer not to say', level: 'Beginner', portrait: portrait.id },
      headers: bearer(owner.token.access_token),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const document = await uploaded(owner, documentUploadCall());
    await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, { attachments: [{ id: document.id }] }));
    const reviewer = await signUp(s.app, s.t.db, 'deleter-reviewer');
    const { photo } = await postPhoto(s.app, reviewer, await postReview(s.app, reviewer, await placeId(s.t.db, 'Track')));

    const cases: Array<[string, SignedUp, string]> = [
      [portrait.id, owner, FILE_IS_PORTRAIT],
      [document.id, owner, FILE_ON_A_PLAN],
      [photo.id, reviewer, FILE_IN_A_REVIEW],
    ];
    for (const [id, user, reason] of cases) {
      const res = await remove(id, user);
      expect(res.statusCode, reason).toBe(409);
      expect(res.json()).toEqual({ error: reason });
      expect(await row(id)).toBeDefined();
      expect(bytesKept(id)).toBe(true);
    }
    expect(await fileCount(owner)).toBe(2);
  });
});
