import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness, type TestAccount } from '../../testing/commands.ts';
import { logIn } from './logIn.ts';
import { REFRESH_TOKEN_NOT_VALID, refreshSession } from './refreshSession.ts';

describe('refreshSession', () => {
  let h: CommandHarness;
  let me: TestAccount;
  beforeAll(async () => {
    h = await openCommandHarness();
    me = await createAccount(h, 'refresh');
  });
  afterAll(async () => {
    await h.close();
  });

  const login = () => logIn(h.ctx, { email: me.email, password: me.password, clientId: 'planmywalk-web', ip: '192.0.2.20' });
  const refresh = (refreshToken: string, clientId = 'planmywalk-web') => refreshSession(h.ctx, { refreshToken, clientId });
  const revoked = async () =>
    (await h.t.db.query<{ revoked_reason: string | null }>('SELECT revoked_reason FROM token_families WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [me.userId]))[0]
      ?.revoked_reason;

  it('rotates: answers a new pair in the same login and spends the old refresh token', async () => {
    const first = await login();
    const second = await refresh(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    const third = await refresh(second.refresh_token);
    expect(third.refresh_token).not.toBe(second.refresh_token);
    expect(await revoked()).toBeNull();
  });

  it('given a spent refresh token again, refuses it and revokes the whole login, newer tokens included', async () => {
    const first = await login();
    const second = await refresh(first.refresh_token);
    h.clock.advance(60_000);
    const error = await refusal(refresh(first.refresh_token));
    expect([error.statusCode, error.message]).toEqual([400, REFRESH_TOKEN_NOT_VALID]);
    expect(await revoked()).toBe('refresh token reused');
    expect((await refusal(refresh(second.refresh_token))).statusCode).toBe(400);
    expect(h.log.warn).toHaveBeenCalledWith(expect.objectContaining({ userId: me.userId }), 'refresh token reused: session revoked');
  });

  it("given an unknown token, another client's, or one past its 30 days, refuses it", async () => {
    expect((await refusal(refresh('x'.repeat(43)))).message).toBe(REFRESH_TOKEN_NOT_VALID);
    const token = await login();
    expect((await refusal(refresh(token.refresh_token, 'another-client'))).statusCode).toBe(400);
    h.clock.advance(30 * 24 * 3600_000);
    expect((await refusal(refresh(token.refresh_token))).statusCode).toBe(400);
  });
});
