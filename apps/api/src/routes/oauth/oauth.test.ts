import type { AccessToken, ErrorResponse, User } from '@planmywalk/contracts';
import { DEFAULT_OAUTH_CLIENT } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { sha256 } from '../../auth/tokens.ts';
import { ManualClock } from '../../lib/clock.ts';
import { PASSWORD, bearer, login, newEmail, passwordGrant, refreshGrant, register, signUp } from '../../testing/accounts.ts';
import { multipart } from '../../testing/http.ts';
import { TEST_PASSWORD_HASHING, openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('POST /api/v1/auth/oauth', () => {
  let s: TestServer;
  const clock = new ManualClock('2030-03-01T00:00:00Z');
  // A second client, as an operator would configure for a native app.
  const ios = { id: 'planmywalk-ios', secret: 'ios-secret' };
  beforeAll(async () => {
    s = await openTestServer({
      clock,
      accounts: { oauthClients: [{ ...DEFAULT_OAUTH_CLIENT }, ios], rateLimits: { perIpPerMinute: 4 } },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  const getUser = (token: string) => s.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) });

  describe('password grant', () => {
    it('given the multipart form the web app sends, answers a bearer token pair and stores only digests', async () => {
      const { email, user } = await signUp(s.app, s.t.db, 'multipart');
      const form = multipart({
        grant_type: 'password',
        client_id: DEFAULT_OAUTH_CLIENT.id,
        client_secret: DEFAULT_OAUTH_CLIENT.secret,
        scope: '',
        username: email,
        password: PASSWORD,
      });
      const res = await s.app.inject({ method: 'POST', url: '/api/v1/auth/oauth', payload: form.payload, headers: form.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const token = res.json<AccessToken>();
      expect(token).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 900, token_type: 'Bearer' });
      expect(token.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(token.access_token).not.toBe(token.refresh_token);
      const [stored] = await s.t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM access_tokens WHERE user_id = $1 AND (token_hash = $2 OR token_hash = $3)',
        [user.id, token.access_token, sha256(token.access_token)],
      );
      expect(stored?.n).toBe(1);
      const [plain] = await s.t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM access_tokens a, refresh_tokens r WHERE a.token_hash = $1 OR r.token_hash = $2',
        [token.access_token, token.refresh_token],
      );
      expect(plain?.n).toBe(0);
      expect((await getUser(token.access_token)).json<User>().email).toBe(email);
    });

    it('given the email in other case and with spaces, logs in', async () => {
      const { email } = await signUp(s.app, s.t.db, 'case');
      const res = await passwordGrant(s.app, `  ${email.toUpperCase()} `);
      expect(res.statusCode, res.body).toBe(200);
    });

    it('given a user who has not activated yet, logs in (the client routes them to activation)', async () => {
      const email = newEmail('unverified');
      expect((await register(s.app, email)).statusCode).toBe(201);
      const token = await login(s.app, email);
      expect((await getUser(token.access_token)).json<User>()).toMatchObject({ email, verified: false, inited: false });
    });

    it('given a wrong password or an unknown email, answers 400 with the same text', async () => {
      const { email } = await signUp(s.app, s.t.db, 'wrong');
      const wrong = await passwordGrant(s.app, email, 'not-my-password');
      const unknown = await passwordGrant(s.app, newEmail('nobody'), PASSWORD);
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(wrong.json<ErrorResponse>()).toEqual({ error: 'invalid email or password' });
      expect(unknown.json<ErrorResponse>()).toEqual({ error: 'invalid email or password' });
    });

    it('given an unknown client or a wrong client secret, answers 401 invalid client', async () => {
      const { email } = await signUp(s.app, s.t.db, 'client');
      for (const client of [{ id: 'someone-else', secret: 'x' }, { id: DEFAULT_OAUTH_CLIENT.id, secret: 'wrong' }]) {
        const res = await s.app.inject({
          method: 'POST',
          url: '/api/v1/auth/oauth',
          payload: { grant_type: 'password', client_id: client.id, client_secret: client.secret, username: email, password: PASSWORD },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json<ErrorResponse>().error).toBe('invalid client');
      }
    });

    it('given a configured second client, logs in with it', async () => {
      const { email } = await signUp(s.app, s.t.db, 'ios');
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/auth/oauth',
        payload: { grant_type: 'password', client_id: ios.id, client_secret: ios.secret, scope: '', username: email, password: PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it.each([
      [{ grant_type: 'client_credentials' }, /grant_type.*'password', 'refresh_token'/],
      [{ grant_type: 'password', username: 'a@b.nz' }, /'username' and 'password' are required/],
      [{ grant_type: 'refresh_token' }, /'refresh_token' is required/],
    ])('given %o, answers 400 naming what is wrong', async (fields, reason) => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/auth/oauth',
        payload: { client_id: DEFAULT_OAUTH_CLIENT.id, client_secret: DEFAULT_OAUTH_CLIENT.secret, ...fields },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().error).toMatch(reason);
    });

    it('given no client_id, answers 400 naming it', async () => {
      const res = await s.app.inject({ method: 'POST', url: '/api/v1/auth/oauth', payload: { grant_type: 'password' } });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().error).toMatch(/client_id/);
    });

    it('given a stored hash with cheaper parameters than the configured ones, upgrades it at the next successful login', async () => {
      const { email, user } = await signUp(s.app, s.t.db, 'rehash');
      const cheaper = await hashPassword(PASSWORD, { ...TEST_PASSWORD_HASHING, r: 4 });
      await s.t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, cheaper]);
      await login(s.app, email);
      const [row] = await s.t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
      expect(row?.password_hash).toMatch(new RegExp(`^\\$scrypt\\$ln=${TEST_PASSWORD_HASHING.ln},r=8,p=1\\$`));
      await login(s.app, email);
    });
  });

  describe('access tokens', () => {
    it('given no token, a malformed header or an unknown token, GET /user answers 401', async () => {
      for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer ' + 'x'.repeat(43) }]) {
        const res = await s.app.inject({ method: 'GET', url: '/api/v1/user', headers });
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="api"/);
        expect(res.json<ErrorResponse>().error).toMatch(/log in/);
      }
    });

    it('given an access token older than its 15 minutes, answers 401; the refresh token still gets a new one', async () => {
      const { token } = await signUp(s.app, s.t.db, 'expiry');
      clock.advance(14 * 60_000);
      expect((await getUser(token.access_token)).statusCode).toBe(200);
      clock.advance(60_000);
      const expired = await getUser(token.access_token);
      expect(expired.statusCode).toBe(401);
      expect(expired.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
      expect(expired.json<ErrorResponse>().error).toBe('Your session has expired. Please log in again.');
      const refreshed = await refreshGrant(s.app, token.refresh_token);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect((await getUser(refreshed.json<AccessToken>().access_token)).statusCode).toBe(200);
    });
  });

  describe('refresh grant', () => {
    it('rotates: each refresh answers a new pair and the old refresh token is spent', async () => {
      const { token } = await signUp(s.app, s.t.db, 'rotate');
      const first = await refreshGrant(s.app, token.refresh_token);
      expect(first.statusCode, first.body).toBe(200);
      const second = first.json<AccessToken>();
      expect(second.refresh_token).not.toBe(token.refresh_token);
      expect(second.access_token).not.toBe(token.access_token);
      const third = await refreshGrant(s.app, second.refresh_token);
      expect(third.statusCode).toBe(200);
      // The access tokens issued earlier stay valid until they expire.
      expect((await getUser(token.access_token)).statusCode).toBe(200);
      expect((await getUser(third.json<AccessToken>().access_token)).statusCode).toBe(200);
    });

    it('given a spent refresh token again, answers 400 and revokes the whole family (reuse detection)', async () => {
      const { email, token } = await signUp(s.app, s.t.db, 'reuse');
      const other = await login(s.app, email);
      const rotated = (await refreshGrant(s.app, token.refresh_token)).json<AccessToken>();
      // Past the grace window for an honest retry.
      clock.advance(11_000);
      const replay = await refreshGrant(s.app, token.refresh_token);
      expect(replay.statusCode).toBe(400);
      expect(replay.json<ErrorResponse>().error).toBe('The refresh token is not valid. Please log in again.');
      // Every token of the family is dead now: the thief's and the user's.
      expect((await getUser(rotated.access_token)).statusCode).toBe(401);
      expect((await getUser(token.access_token)).statusCode).toBe(401);
      expect((await refreshGrant(s.app, rotated.refresh_token)).statusCode).toBe(400);
      // Another login of the same user (another family) is untouched.
      expect((await getUser(other.access_token)).statusCode).toBe(200);
      const [family] = await s.t.db.query<{ revoked_reason: string }>(
        'SELECT f.revoked_reason FROM token_families f JOIN refresh_tokens r ON r.family_id = f.id WHERE r.token_hash = $1',
        [sha256(token.refresh_token)],
      );
      expect(family?.revoked_reason).toBe('refresh token reused');
    });

    it('given an unknown refresh token, a refresh token of another client, or one older than 30 days, answers 400', async () => {
      const { token } = await signUp(s.app, s.t.db, 'refresh-bad');
      expect((await refreshGrant(s.app, 'x'.repeat(43))).statusCode).toBe(400);
      expect((await refreshGrant(s.app, token.refresh_token, ios)).statusCode).toBe(400);
      clock.advance(30 * 24 * 3600_000 + 1000);
      const late = await refreshGrant(s.app, token.refresh_token);
      expect(late.statusCode).toBe(400);
      expect(late.json<ErrorResponse>().error).toMatch(/log in again/);
    });
  });

  describe('ending a session (issue 7, finding 7)', () => {
    const revoke = (fields: Record<string, string>) =>
      s.app.inject({
        method: 'POST',
        url: '/api/v1/auth/revoke',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const client = { client_id: DEFAULT_OAUTH_CLIENT.id, client_secret: DEFAULT_OAUTH_CLIENT.secret };

    it('given logout revoking the refresh token, the old refresh token no longer works (not for 30 days, not at all)', async () => {
      const { token } = await signUp(s.app, s.t.db, 'logout');
      const res = await revoke({ token: token.refresh_token, token_type_hint: 'refresh_token', ...client });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect((await refreshGrant(s.app, token.refresh_token)).statusCode).toBe(400);
      expect((await getUser(token.access_token)).statusCode).toBe(401);
      clock.advance(24 * 3600_000);
      expect((await refreshGrant(s.app, token.refresh_token)).statusCode).toBe(400);
    });

    it('answers 200 for an unknown, repeated or unhinted token, as RFC 7009 asks, and 401 for an unknown client', async () => {
      const { token } = await signUp(s.app, s.t.db, 'revoke-edges');
      expect((await revoke({ token: 'not-a-token', ...client })).statusCode).toBe(200);
      expect((await revoke({ token: token.access_token, token_type_hint: 'something_else', ...client })).statusCode).toBe(200);
      expect((await revoke({ token: token.access_token, ...client })).statusCode).toBe(200);
      expect((await getUser(token.access_token)).statusCode).toBe(401);
      const stranger = await revoke({ token: token.refresh_token, client_id: 'nobody', client_secret: 'x' });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json<ErrorResponse>()).toEqual({ error: 'invalid client' });
      expect((await revoke({ ...client })).statusCode).toBe(400);
    });

    it('given a client that lost the answer and retries the refresh within seconds, answers the same new pair and keeps the session', async () => {
      const { token } = await signUp(s.app, s.t.db, 'lost-answer');
      const first = await refreshGrant(s.app, token.refresh_token);
      clock.advance(2000);
      const retry = await refreshGrant(s.app, token.refresh_token);
      expect(retry.statusCode, retry.body).toBe(200);
      const pair = retry.json<AccessToken>();
      expect(pair).toMatchObject({ access_token: first.json<AccessToken>().access_token, refresh_token: first.json<AccessToken>().refresh_token });
      expect((await getUser(pair.access_token)).statusCode).toBe(200);
      expect((await refreshGrant(s.app, pair.refresh_token)).statusCode).toBe(200);
    });

    it('given a copied refresh token replayed from another IP within seconds of the rotation, ends the login instead of answering the live pair (issue 29, finding 7f)', async () => {
      const { token } = await signUp(s.app, s.t.db, 'copied-token');
      const refreshFrom = (remoteAddress: string, userAgent: string) =>
        s.app.inject({
          method: 'POST',
          url: '/api/v1/auth/oauth',
          payload: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: token.refresh_token,
            client_id: DEFAULT_OAUTH_CLIENT.id,
            client_secret: DEFAULT_OAUTH_CLIENT.secret,
          }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
          remoteAddress,
        });
      const walker = await refreshFrom('198.51.100.10', 'Mozilla/5.0 (walker)');
      expect(walker.statusCode).toBe(200);
      const live = walker.json<AccessToken>();
      clock.advance(2000);
      const thief = await refreshFrom('203.0.113.99', 'Mozilla/5.0 (walker)');
      expect(thief.statusCode).toBe(400);
      expect(thief.body).not.toContain(live.access_token);
      // ADR 016: reuse revokes the whole login, so the pair the thief was after is dead too.
      expect((await getUser(live.access_token)).statusCode).toBe(401);
      expect((await refreshGrant(s.app, live.refresh_token)).statusCode).toBe(400);
    });
  });

  describe('rate limits', () => {
    it('given more logins from one IP than the limit in a minute, answers 429 with Retry-After; the next minute works', async () => {
      const { email } = await signUp(s.app, s.t.db, 'ip-limit');
      // Start of a fresh minute, so the whole window is ahead.
      clock.set(new Date(Math.ceil(clock.now().getTime() / 60_000) * 60_000 + 60_000));
      const ip = '10.1.1.1';
      for (let i = 0; i < 4; i++) expect((await passwordGrant(s.app, email, PASSWORD, ip)).statusCode).toBe(200);
      const limited = await passwordGrant(s.app, email, PASSWORD, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<ErrorResponse>()).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.' });
      expect(limited.headers['retry-after']).toBe('60');
      // Another address is not affected.
      expect((await passwordGrant(s.app, email, PASSWORD, '10.1.1.2')).statusCode).toBe(200);
      clock.advance(60_000);
      expect((await passwordGrant(s.app, email, PASSWORD, ip)).statusCode).toBe(200);
    });
  });

  it('is listed in the OpenAPI document with the other account routes', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/oauth',
        '/api/v1/auth/revoke',
        '/api/v1/user',
        '/api/v1/confirm-email',
        '/api/v1/undo-email-change',
        '/api/v1/activate',
        '/api/v1/forgot-password',
        '/api/v1/reset-password',
        '/api/v1/update-password',
        '/api/v1/toggle-alert',
        '/api/v1/upload',
        '/api/v1/files/{id}',
      ]),
    );
    expect(Object.keys(doc.paths['/api/v1/user'] ?? {}).sort()).toEqual(['delete', 'get', 'post', 'put']);
    expect(JSON.stringify(doc.paths['/api/v1/auth/oauth'])).toContain('multipart/form-data');
    expect(JSON.stringify(doc.paths['/api/v1/user']?.get)).toContain('bearerAuth');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/dev'))).toBe(false);
  });
});
