import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../../testing/accounts.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { logIn } from '../session/logIn.ts';
import { changePassword } from './changePassword.ts';

describe('changePassword', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const login = (email: string, password: string) => logIn(h.ctx, { email, password, clientId: 'planmywalk-web', ip: '127.0.0.1' });
  const familyOf = async (userId: number) =>
    (await h.t.db.query<{ id: number; revoked_at: Date | null }>('SELECT id, revoked_at FROM token_families WHERE user_id = $1 ORDER BY id', [userId]));

  it('sets the new password, ends every other login but this one, and queues a notice', async () => {
    const me = await createAccount(h, 'changer');
    await login(me.email, me.password);
    await login(me.email, me.password);
    const [other, here] = await familyOf(me.userId);
    await changePassword(h.ctx, { userId: me.userId, familyId: here?.id ?? 0, newPassword: 'a-brand-new-secret' });
    const after = await familyOf(me.userId);
    expect(after.find((f) => f.id === other?.id)?.revoked_at).toEqual(h.clock.now());
    expect(after.find((f) => f.id === here?.id)?.revoked_at).toBeNull();
    await login(me.email, 'a-brand-new-secret');
    expect((await refusal(login(me.email, me.password))).statusCode).toBe(400);
    expect(await emailsTo(h.t.db, me.email, 'password-changed')).toHaveLength(1);
  });

  it('given a weak password or the email as password, refuses with 422 and keeps the old one', async () => {
    const me = await createAccount(h, 'weakling');
    for (const newPassword of ['abc', 'qwertyuiop', me.email]) {
      expect((await refusal(changePassword(h.ctx, { userId: me.userId, familyId: 0, newPassword }))).statusCode).toBe(422);
    }
    await login(me.email, me.password);
  });
});
