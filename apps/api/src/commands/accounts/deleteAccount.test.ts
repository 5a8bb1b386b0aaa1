import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, type CommandHarness } from '../../testing/commands.ts';
import { storeUpload } from '../files/storeUpload.ts';
import { logIn } from '../session/logIn.ts';
import { deleteAccount } from './deleteAccount.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a50000000049454e44ae426082', 'hex');

describe('deleteAccount', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("removes the user, their rows in every table and their files' bytes, and leaves other users alone", async () => {
    const me = await createAccount(h, 'leaver');
    const other = await createAccount(h, 'stayer');
    await logIn(h.ctx, { email: me.email, password: me.password, clientId: 'planmywalk-web', ip: '127.0.0.1' });
    const mine = await storeUpload(h.ctx, { userId: me.userId, bytes: PNG, filename: 'a.png', isPrivate: true });
    const theirs = await storeUpload(h.ctx, { userId: other.userId, bytes: PNG, filename: 'b.png', isPrivate: true });

    expect(await deleteAccount(h.ctx, { userId: me.userId })).toEqual({ filesRemoved: 1 });

    for (const table of ['users', 'files', 'token_families', 'access_tokens', 'refresh_tokens', 'activation_codes', 'email_outbox']) {
      const column = table === 'files' ? 'owner_id' : table === 'users' ? 'id' : 'user_id';
      const [n] = await h.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [me.userId]);
      expect(n?.n, table).toBe(0);
    }
    expect(await h.ctx.files.read(mine.id)).toBeNull();
    const kept = await h.ctx.files.read(theirs.id);
    expect(kept).not.toBeNull();
    kept?.destroy();
    expect(await h.t.db.query('SELECT 1 FROM users WHERE id = $1', [other.userId])).toHaveLength(1);
  });

  it('given a file whose bytes cannot be removed, still deletes the account and logs the file', async () => {
    const me = await createAccount(h, 'stuck');
    const file = await storeUpload(h.ctx, { userId: me.userId, bytes: PNG, filename: 'a.png', isPrivate: false });
    const remove = h.ctx.files.remove.bind(h.ctx.files);
    h.ctx.files.remove = () => Promise.reject(new Error('disk is read-only'));
    try {
      expect(await deleteAccount(h.ctx, { userId: me.userId })).toEqual({ filesRemoved: 0 });
    } finally {
      h.ctx.files.remove = remove;
    }
    expect(await h.t.db.query('SELECT 1 FROM users WHERE id = $1', [me.userId])).toEqual([]);
    expect(h.log.warn).toHaveBeenCalledWith(expect.objectContaining({ fileId: file.id }), expect.any(String));
  });
});
