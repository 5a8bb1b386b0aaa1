import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness, type TestAccount } from '../../testing/commands.ts';
import { logIn } from './logIn.ts';
import { refreshSession } from './refreshSession.ts';
import { revokeToken } from './revokeToken.ts';

describe('revokeToken', () => {
  let h: CommandHarness;
  let me: TestAccount;
  beforeAll(async () => {
    h = await openCommandHarness();
    me = await createAccount(h, 'revoke');
  });
  afterAll(async () => {
    await h.close();
  });

  const login = () => logIn(h.ctx, { email: me.email, password: me.password, clientId: 'planmywalk-web', ip: '192.0.2.70' });
  const familyState = async (refreshToken: string) => {
    const error = await refreshSession(h.ctx, { refreshToken, clientId: 'planmywalk-web', client: { ip: '192.0.2.20', userAgent: 'PlanMyWalk-test' } }).then(() => null, (e: unknown) => e);
    return error === null ? 'live' : 'ended';
  };
  const revokedReasons = async () =>
    (await h.t.db.query<{ revoked_reason: string | null }>('SELECT revoked_reason FROM token_families WHERE user_id = $1 ORDER BY id', [me.userId])).map(
      (r) => r.revoked_reason,
    );

  it.each(['refresh_token', 'access_token', undefined] as const)('given the refresh token (hint %s), ends that login and only that one', async (hint) => {
    const other = await login();
    const token = await login();
    await revokeToken(h.ctx, { token: token.refresh_token, hint, clientId: 'planmywalk-web' });
    expect(await familyState(token.refresh_token)).toBe('ended');
    expect(await familyState(other.refresh_token)).toBe('live');
  });

  it('given an access token, ends its login: the refresh token of the same login stops working too', async () => {
    const token = await login();
    await revokeToken(h.ctx, { token: token.access_token, hint: 'access_token', clientId: 'planmywalk-web' });
    expect((await refusal(refreshSession(h.ctx, { refreshToken: token.refresh_token, clientId: 'planmywalk-web', client: { ip: '192.0.2.20', userAgent: 'PlanMyWalk-test' } }))).statusCode).toBe(400);
    expect((await revokedReasons()).at(-1)).toBe('logged out');
  });

  it("given an unknown token or another client's, changes nothing and answers the same", async () => {
    const token = await login();
    const before = await revokedReasons();
    await expect(revokeToken(h.ctx, { token: 'x'.repeat(43), hint: undefined, clientId: 'planmywalk-web' })).resolves.toBeUndefined();
    await expect(revokeToken(h.ctx, { token: token.refresh_token, hint: undefined, clientId: 'another-client' })).resolves.toBeUndefined();
    expect(await revokedReasons()).toEqual(before);
    expect(await familyState(token.refresh_token)).toBe('live');
  });
});
