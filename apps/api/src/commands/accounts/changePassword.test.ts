import { WRONG_CURRENT_PASSWORD } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../../testing/accounts.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { logIn } from '../session/logIn.ts';
import { changePassword, type ChangePasswordInput } from './changePassword.ts';
import { ACCOUNT_EMAILS_LIMITED } from './currentPassword.ts';

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
    await h.t.db.query<{ id: number; revoked_at: Date | null }>('SELECT id, revoked_at FROM token_families WHERE user_id = $1 ORDER BY id', [userId]);
  const change = (userId: number, more: Partial<ChangePasswordInput> & { currentPassword: string }) =>
    changePassword(h.ctx, { userId, familyId: 0, newPassword: 'a-brand-new-secret', ip: '192.0.2.30', ...more });

  it('given the current password, sets the new one, ends every other login but this one, and queues a notice', async () => {
    const me = await createAccount(h, 'changer');
    await login(me.email, me.password);
    await login(me.email, me.password);
    const [other, here] = await familyOf(me.userId);
    await change(me.userId, { familyId: here?.id ?? 0, currentPassword: me.password });
    const after = await familyOf(me.userId);
    expect(after.find((f) => f.id === other?.id)?.revoked_at).toEqual(h.clock.now());
    expect(after.find((f) => f.id === here?.id)?.revoked_at).toBeNull();
    await login(me.email, 'a-brand-new-secret');
    expect((await refusal(login(me.email, me.password))).statusCode).toBe(400);
    expect(await emailsTo(h.t.db, me.email, 'password-changed')).toHaveLength(1);
  });

  it('given a wrong current password (a stolen access token alone), refuses with 403, keeps the password, and throttles after 5', async () => {
    const me = await createAccount(h, 'stolen-token');
    for (let i = 0; i < 5; i++) {
      const error = await refusal(change(me.userId, { currentPassword: `guess-${i}` }));
      expect([error.statusCode, error.message]).toEqual([403, WRONG_CURRENT_PASSWORD]);
    }
    // Now even the right one waits from this IP: guessing through this call costs the same as logging in.
    expect((await refusal(change(me.userId, { currentPassword: me.password }))).statusCode).toBe(429);
    await login(me.email, me.password);
    expect(await emailsTo(h.t.db, me.email, 'password-changed')).toEqual([]);
  });

  it('given a weak password or the email as password, refuses with 422 and keeps the old one', async () => {
    const me = await createAccount(h, 'weakling');
    for (const newPassword of ['abc', 'qwertyuiop', me.email]) {
      expect((await refusal(change(me.userId, { currentPassword: me.password, newPassword }))).statusCode).toBe(422);
    }
    await login(me.email, me.password);
  });

  it('given more than 5 changes in an hour, refuses the next with 429 until the hour is over', async () => {
    const me = await createAccount(h, 'restless');
    let password = me.password;
    for (let i = 0; i < 5; i++) {
      const next = `restless-password-${i}`;
      await change(me.userId, { currentPassword: password, newPassword: next });
      password = next;
    }
    const error = await refusal(change(me.userId, { currentPassword: password, newPassword: 'one-more-password' }));
    expect([error.statusCode, error.message]).toEqual([429, ACCOUNT_EMAILS_LIMITED]);
    h.clock.advance(3600_000);
    await change(me.userId, { currentPassword: password, newPassword: 'one-more-password' });
  });
});
