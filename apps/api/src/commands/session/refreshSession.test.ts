import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness, type TestAccount } from '../../testing/commands.ts';
import { logIn } from './logIn.ts';
import { REFRESH_TOKEN_NOT_VALID, refreshSession, type RefreshingClient } from './refreshSession.ts';

/** The walker's own device: where the logins and refreshes below come from, unless a test says otherwise. */
const PHONE: RefreshingClient = { ip: '192.0.2.20', userAgent: 'PlanMyWalk-test' };

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
  const refresh = (refreshToken: string, clientId = 'planmywalk-web', client: RefreshingClient = PHONE) => refreshSession(h.ctx, { refreshToken, clientId, client });
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

  describe('an honest retry (the answer was lost)', () => {
    it('given the same token again within 10 s, answers the same new pair, with the time it has left', async () => {
      const first = await login();
      const second = await refresh(first.refresh_token);
      h.clock.advance(4000);
      expect(await refresh(first.refresh_token)).toEqual({ ...second, expires_in: second.expires_in - 4 });
      // The retried pair is the real one: its refresh token works once, as usual.
      const third = await refresh(second.refresh_token);
      expect(third.refresh_token).not.toBe(second.refresh_token);
      expect(await revoked()).toBeNull();
    });

    it('keeps the pair sealed: the database holds neither token of it in the clear', async () => {
      const first = await login();
      const second = await refresh(first.refresh_token);
      const rows = await h.t.db.query<{ retry_sealed: string | null }>('SELECT retry_sealed FROM refresh_tokens WHERE retry_sealed IS NOT NULL');
      const stored = JSON.stringify(rows);
      expect(rows.length).toBeGreaterThan(0);
      expect(stored).not.toContain(second.access_token);
      expect(stored).not.toContain(second.refresh_token);
    });

    it('given the same token after 10 s, treats it as stolen: refuses it and revokes the login', async () => {
      const first = await login();
      const second = await refresh(first.refresh_token);
      h.clock.advance(10_001);
      expect((await refusal(refresh(first.refresh_token))).message).toBe(REFRESH_TOKEN_NOT_VALID);
      expect(await revoked()).toBe('refresh token reused');
      expect((await refusal(refresh(second.refresh_token))).statusCode).toBe(400);
    });

    it('given the same token after the new one was already used, treats it as stolen even within 10 s', async () => {
      const first = await login();
      const second = await refresh(first.refresh_token);
      await refresh(second.refresh_token);
      h.clock.advance(1000);
      expect((await refusal(refresh(first.refresh_token))).statusCode).toBe(400);
      expect(await revoked()).toBe('refresh token reused');
    });

    it("given the same token from another client within 10 s, refuses it and keeps the owner's login", async () => {
      const first = await login();
      await refresh(first.refresh_token);
      expect((await refusal(refresh(first.refresh_token, 'another-client'))).statusCode).toBe(400);
      expect(await revoked()).toBeNull();
    });

    it('given the same token from another address within 10 s, treats it as stolen: refuses it and revokes the login (issue 29, finding 7f)', async () => {
      const first = await login();
      const second = await refresh(first.refresh_token);
      h.clock.advance(2000);
      const replay = await refusal(refresh(first.refresh_token, 'planmywalk-web', { ip: '203.0.113.66', userAgent: PHONE.userAgent }));
      expect([replay.statusCode, replay.message]).toEqual([400, REFRESH_TOKEN_NOT_VALID]);
      expect(await revoked()).toBe('refresh token reused');
      // The live pair the replay was after is dead too.
      expect((await refusal(refresh(second.refresh_token))).statusCode).toBe(400);
    });

    it('given the same token from the same address but another User-Agent within 10 s, treats it as stolen', async () => {
      const first = await login();
      await refresh(first.refresh_token);
      expect((await refusal(refresh(first.refresh_token, 'planmywalk-web', { ip: PHONE.ip, userAgent: 'curl/8.5' }))).statusCode).toBe(400);
      expect(await revoked()).toBe('refresh token reused');
    });

    it('given the client that rotated retrying after another address was refused, still answers nothing: the login is over', async () => {
      const first = await login();
      await refresh(first.refresh_token);
      await refusal(refresh(first.refresh_token, 'planmywalk-web', { ip: '203.0.113.66', userAgent: PHONE.userAgent }));
      expect((await refusal(refresh(first.refresh_token))).statusCode).toBe(400);
    });

    it('given a grace window of 0, revokes on any reuse', async () => {
      const strict = { ...h.ctx, settings: { ...h.ctx.settings, refreshGraceSeconds: 0 } };
      const first = await login();
      await refreshSession(strict, { refreshToken: first.refresh_token, clientId: 'planmywalk-web', client: PHONE });
      expect((await refusal(refreshSession(strict, { refreshToken: first.refresh_token, clientId: 'planmywalk-web', client: PHONE }))).statusCode).toBe(400);
      expect(await revoked()).toBe('refresh token reused');
    });
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
