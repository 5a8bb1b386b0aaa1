import { RESET_TOKEN_EXPIRED } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../session/logIn.ts';
import { emailsTo, resetToken } from '../../testing/accounts.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { requestPasswordReset } from './requestPasswordReset.ts';
import { RESET_TOKEN_NOT_VALID, resetPassword } from './resetPassword.ts';

describe('resetPassword', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const login = (email: string, password: string, ip = '127.0.0.1') => logIn(h.ctx, { email, password, clientId: 'planmywalk-web', ip });
  const liveFamilies = async (userId: number) =>
    (await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM token_families WHERE user_id = $1 AND revoked_at IS NULL', [userId]))[0]?.n;

  it('given the emailed token, sets the password, ends every session, queues a notice, and works once', async () => {
    const me = await createAccount(h, 'reset');
    await login(me.email, me.password);
    await requestPasswordReset(h.ctx, { email: me.email });
    const token = await resetToken(h.t.db, me.email);
    await resetPassword(h.ctx, { token, password: 'a-new-mountain-path', ip: '192.0.2.5' });
    expect(await liveFamilies(me.userId)).toBe(0);
    await login(me.email, 'a-new-mountain-path');
    expect(await emailsTo(h.t.db, me.email, 'password-changed')).toHaveLength(1);
    const again = await refusal(resetPassword(h.ctx, { token, password: 'yet-another-path', ip: '192.0.2.5' }));
    expect([again.statusCode, again.message]).toEqual([400, RESET_TOKEN_NOT_VALID]);
  });

  it('given a token past its hour, refuses it as expired and keeps the password', async () => {
    const me = await createAccount(h, 'slow');
    await requestPasswordReset(h.ctx, { email: me.email });
    const token = await resetToken(h.t.db, me.email);
    h.clock.advance(3600_000);
    const error = await refusal(resetPassword(h.ctx, { token, password: 'a-new-mountain-path', ip: '192.0.2.5' }));
    expect([error.statusCode, error.message]).toEqual([400, RESET_TOKEN_EXPIRED]);
    await login(me.email, me.password);
  });

  it('given a weak password, refuses with 422 and leaves the link usable', async () => {
    const me = await createAccount(h, 'weak-reset');
    await requestPasswordReset(h.ctx, { email: me.email });
    const token = await resetToken(h.t.db, me.email);
    expect((await refusal(resetPassword(h.ctx, { token, password: '12345678', ip: '192.0.2.5' }))).statusCode).toBe(422);
    await resetPassword(h.ctx, { token, password: 'a-new-mountain-path', ip: '192.0.2.5' });
  });

  it("given the link opened from an IP under attack, forgives that IP and lets the owner log in from it", async () => {
    const me = await createAccount(h, 'locked-out');
    const ip = '198.51.100.40';
    for (let i = 0; i < 5; i++) expect((await refusal(login(me.email, 'wrong', ip))).statusCode).toBe(400);
    expect((await refusal(login(me.email, me.password, ip))).statusCode).toBe(429);
    await requestPasswordReset(h.ctx, { email: me.email });
    await resetPassword(h.ctx, { token: await resetToken(h.t.db, me.email), password: 'a-new-mountain-path', ip });
    await login(me.email, 'a-new-mountain-path', ip);
  });

  it('given two uses of one link at once, lets exactly one through', async () => {
    const me = await createAccount(h, 'race-reset');
    await requestPasswordReset(h.ctx, { email: me.email });
    const token = await resetToken(h.t.db, me.email);
    const results = await Promise.allSettled([
      resetPassword(h.ctx, { token, password: 'first-new-password', ip: '192.0.2.5' }),
      resetPassword(h.ctx, { token, password: 'second-new-password', ip: '192.0.2.5' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
