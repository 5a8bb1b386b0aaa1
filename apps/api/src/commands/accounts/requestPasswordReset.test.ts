import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, newEmail, resetToken } from '../../testing/accounts.ts';
import { createAccount, openCommandHarness, type CommandHarness } from '../../testing/commands.ts';
import { requestPasswordReset } from './requestPasswordReset.ts';

describe('requestPasswordReset', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given a known email, stores a one-hour link (as a digest) and queues it', async () => {
    const me = await createAccount(h, 'forgetful');
    await requestPasswordReset(h.ctx, { email: me.email });
    const token = await resetToken(h.t.db, me.email);
    const [row] = await h.t.db.query<{ token_hash: string; expires_at: Date }>('SELECT token_hash, expires_at FROM password_resets WHERE user_id = $1', [
      me.userId,
    ]);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(token);
    expect(row?.expires_at.getTime()).toBe(h.clock.now().getTime() + 3600_000);
  });

  it('given an unknown email, sends nothing and answers the same', async () => {
    const stranger = newEmail('stranger');
    await expect(requestPasswordReset(h.ctx, { email: stranger })).resolves.toBeUndefined();
    expect(await emailsTo(h.t.db, stranger)).toEqual([]);
  });

  it('given more requests than 3 an hour for one address, sends 3 and then nothing until the next hour', async () => {
    const me = await createAccount(h, 'flooded');
    for (let i = 0; i < 5; i++) await requestPasswordReset(h.ctx, { email: me.email });
    expect(await emailsTo(h.t.db, me.email, 'password-reset')).toHaveLength(3);
    h.clock.advance(3600_000);
    await requestPasswordReset(h.ctx, { email: me.email });
    expect(await emailsTo(h.t.db, me.email, 'password-reset')).toHaveLength(4);
  });
});
