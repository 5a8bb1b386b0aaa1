import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../testing/route-access.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { FILE_IS_PORTRAIT, FILE_NOT_FOUND, deleteUpload } from './deleteUpload.ts';
import { storeUpload } from './storeUpload.ts';

describe('deleteUpload', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const store = (userId: number) => storeUpload(h.ctx, { userId, bytes: PNG, filename: 'me.png', isPrivate: true });
  const exists = async (id: string) => (await h.t.db.query('SELECT 1 FROM files WHERE id = $1::uuid', [id])).length === 1;

  it("given someone else's file, refuses as if it did not exist and deletes nothing", async () => {
    const owner = await createAccount(h, 'owner');
    const other = await createAccount(h, 'other');
    const file = await store(owner.userId);
    const error = await refusal(deleteUpload(h.ctx, { userId: other.userId, fileId: file.id }));
    expect([error.statusCode, error.message]).toEqual([404, FILE_NOT_FOUND]);
    expect(await exists(file.id)).toBe(true);
  });

  it('given the profile photo, refuses with 409 and keeps the file and the profile', async () => {
    const owner = await createAccount(h, 'portrait');
    const file = await store(owner.userId);
    await h.t.db.query('UPDATE users SET portrait_file_id = $2::uuid WHERE id = $1', [owner.userId, file.id]);
    const error = await refusal(deleteUpload(h.ctx, { userId: owner.userId, fileId: file.id }));
    expect([error.statusCode, error.message]).toEqual([409, FILE_IS_PORTRAIT]);
    expect(await exists(file.id)).toBe(true);
    expect((await h.t.db.query('SELECT portrait_file_id FROM users WHERE id = $1', [owner.userId]))[0]).toEqual({ portrait_file_id: file.id });
  });

  it('given bytes that cannot be removed, still deletes the record (the quota is freed) and says so in the log', async () => {
    const owner = await createAccount(h, 'stuck-bytes');
    const file = await store(owner.userId);
    const storage = h.ctx.files;
    const failing = { ...h.ctx, files: { put: storage.put.bind(storage), read: storage.read.bind(storage), remove: async () => Promise.reject(new Error('disk gone')) } };
    await deleteUpload(failing, { userId: owner.userId, fileId: file.id });
    expect(await exists(file.id)).toBe(false);
    expect(h.log.warn).toHaveBeenCalledWith(expect.objectContaining({ fileId: file.id }), 'could not delete the bytes of a deleted upload');
  });
});
