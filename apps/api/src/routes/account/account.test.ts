import type { ErrorResponse, FailureResponse, User } from '@planmywalk/contracts';
import { FORGOT_PASSWORD_MESSAGE } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import {
  PASSWORD,
  activationCode,
  anyIp,
  bearer,
  emailsTo,
  login,
  newEmail,
  passwordGrant,
  register,
  resetToken,
  signUp,
} from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('activation and password reset', () => {
  let s: TestServer;
  const clock = new ManualClock('2030-09-01T00:00:00Z');
  beforeAll(async () => {
    s = await openTestServer({ clock, accounts: { publicUrl: 'https://walk.example.nz' } });
  });
  afterAll(async () => {
    await s.close();
  });

  const activate = (code: string, options: { token?: string; ip?: string } = {}) =>
    s.app.inject({
      method: 'POST',
      url: '/api/v1/activate',
      payload: { code },
      headers: options.token ? bearer(options.token) : {},
      remoteAddress: options.ip ?? anyIp(),
    });
  const verified = async (email: string) =>
    (await s.t.db.query<{ verified: boolean }>('SELECT verified FROM users WHERE email = $1', [email]))[0]?.verified;
  const newUser = async (tag: string) => {
    const email = newEmail(tag);
    expect((await register(s.app, email)).statusCode).toBe(201);
    return { email, code: await activationCode(s.t.db, email) };
  };

  describe('POST /api/v1/activate', () => {
    it('given the emailed code and no session, verifies the account; the code then stops working', async () => {
      const { email, code } = await newUser('activate');
      expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
      expect(await verified(email)).toBe(false);
      const res = await activate(code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await verified(email)).toBe(true);
      expect((await activate(code)).statusCode).toBe(422);
    });

    it('given the code in lower case with a space, as people type it, accepts it', async () => {
      const { email, code } = await newUser('typed');
      const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`;
      expect((await activate(typed)).statusCode).toBe(200);
      expect(await verified(email)).toBe(true);
    });

    it('given the owner signed in, verifies them and GET /user then says verified', async () => {
      const { email, code } = await newUser('signed-in');
      const token = await login(s.app, email);
      expect((await activate(code, { token: token.access_token })).statusCode).toBe(200);
      const me = await s.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token.access_token) });
      expect(me.json<User>().verified).toBe(true);
    });

    it("given another signed-in user's session, refuses the code and activates nobody", async () => {
      const owner = await newUser('owner');
      const other = await newUser('other');
      const otherToken = await login(s.app, other.email);
      const res = await activate(owner.code, { token: otherToken.access_token });
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorResponse>().error).toBe('That activation code is not valid. Please check the code in your email.');
      expect(await verified(owner.email)).toBe(false);
      expect(await verified(other.email)).toBe(false);
    });

    it('given a wrong code or one of the wrong length, answers 422 with a clear error', async () => {
      const wrong = await activate('ZZZZZZ');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json<ErrorResponse>().error).toMatch(/not valid/);
      const short = await activate('ABC');
      expect(short.statusCode).toBe(422);
      expect(short.json<ErrorResponse>().error).toBe('The activation code has 6 characters.');
      expect((await s.app.inject({ method: 'POST', url: '/api/v1/activate', payload: {} })).statusCode).toBe(400);
    });

    it('given an invalid bearer token, answers 401 rather than ignoring it', async () => {
      const { code } = await newUser('bad-bearer');
      expect((await activate(code, { token: 'x'.repeat(43) })).statusCode).toBe(401);
    });

    it('given a code older than 24 hours, answers 422 expired and emails a new code that works', async () => {
      const { email, code } = await newUser('late');
      clock.advance(24 * 3600_000 + 1000);
      const res = await activate(code);
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorResponse>().error).toBe('That activation code has expired. We have sent a new code to your email.');
      expect(await verified(email)).toBe(false);
      const fresh = await activationCode(s.t.db, email);
      expect(fresh).not.toBe(code);
      expect(await emailsTo(s.t.db, email, 'activation')).toHaveLength(2);
      expect((await activate(code)).statusCode).toBe(422);
      expect((await activate(fresh)).statusCode).toBe(200);
      expect(await verified(email)).toBe(true);
    });

    it('given more attempts from one IP than 10 a minute, answers 429 with Retry-After', async () => {
      const { code } = await newUser('guesser');
      clock.set(new Date(Math.ceil(clock.now().getTime() / 60_000) * 60_000));
      const ip = '10.3.3.3';
      for (let i = 0; i < 10; i++) expect((await activate('QQQQQQ', { ip })).statusCode).toBe(422);
      const limited = await activate(code, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
      expect(limited.json<ErrorResponse>().error).toBe('Too many attempts. Please wait a few minutes and try again.');
    });
  });

  describe('POST /api/v1/forgot-password', () => {
    const forgot = (email: string, ip = anyIp()) =>
      s.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email }, remoteAddress: ip });

    it('given a known or an unknown email, answers the same message; only the known one gets a link', async () => {
      const { email } = await signUp(s.app, s.t.db, 'forgetful');
      const unknown = newEmail('stranger');
      const known = await forgot(email.toUpperCase());
      const nobody = await forgot(unknown);
      expect(known.statusCode).toBe(200);
      expect(nobody.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      expect(nobody.json()).toEqual(known.json());
      expect(await emailsTo(s.t.db, unknown)).toHaveLength(0);
      const [mail] = await emailsTo(s.t.db, email, 'password-reset');
      expect(mail?.text_body).toMatch(/https:\/\/walk\.example\.nz\/account\/password-recovery\?recovery_token=[A-Za-z0-9_-]{43}/);
      expect(mail?.text_body).toMatch(/expires in 1 hour/);
      const token = await resetToken(s.t.db, email);
      const [stored] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_resets WHERE token_hash = $1', [token]);
      expect(stored?.n).toBe(0);
    });

    it('given an address that is not an email, answers 422', async () => {
      const res = await forgot('nope');
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorResponse>().error).toMatch(/valid email/);
    });

    it('given many requests for one address, sends at most 3 emails an hour and still answers the same', async () => {
      const { email } = await signUp(s.app, s.t.db, 'flooded');
      clock.set(new Date(Math.ceil(clock.now().getTime() / 3600_000) * 3600_000));
      for (let i = 0; i < 5; i++) expect((await forgot(email)).json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      expect(await emailsTo(s.t.db, email, 'password-reset')).toHaveLength(3);
      clock.advance(3600_000);
      await forgot(email);
      expect(await emailsTo(s.t.db, email, 'password-reset')).toHaveLength(4);
    });

    it('given more requests from one IP than 10 a minute, answers 429', async () => {
      clock.set(new Date(Math.ceil(clock.now().getTime() / 60_000) * 60_000));
      for (let i = 0; i < 10; i++) expect((await forgot(newEmail('ip'), '10.4.4.4')).statusCode).toBe(200);
      const limited = await forgot(newEmail('ip'), '10.4.4.4');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
    });
  });

  describe('POST /api/v1/reset-password', () => {
    const reset = (password: string, token: string) =>
      s.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: { password, token }, remoteAddress: anyIp() });
    const requestReset = async (email: string) => {
      await s.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email }, remoteAddress: anyIp() });
      return resetToken(s.t.db, email);
    };

    it('given the emailed token, sets the password, ends every session and works only once', async () => {
      const { email, token: session } = await signUp(s.app, s.t.db, 'resetter');
      const token = await requestReset(email);
      const res = await reset('a-fresh-start-77', token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect((await s.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(session.access_token) })).statusCode).toBe(401);
      expect((await passwordGrant(s.app, email, PASSWORD)).statusCode).toBe(400);
      await login(s.app, email, 'a-fresh-start-77');
      const again = await reset('another-start-88', token);
      expect(again.statusCode).toBe(400);
      expect(again.json<FailureResponse>()).toEqual({
        success: false,
        error: 'This password reset link is not valid or has already been used. Please ask for a new one.',
      });
      expect(await emailsTo(s.t.db, email, 'password-changed')).toHaveLength(1);
    });

    it('given a token older than 1 hour, answers the expired text and keeps the password', async () => {
      const { email } = await signUp(s.app, s.t.db, 'slow');
      const token = await requestReset(email);
      clock.advance(3600_000 + 1000);
      const res = await reset('too-late-for-this', token);
      expect(res.statusCode).toBe(400);
      expect(res.json<FailureResponse>()).toEqual({ success: false, error: 'The password reset token has expired.' });
      await login(s.app, email);
    });

    it('given an older link after a newer one was used, refuses it too', async () => {
      const { email } = await signUp(s.app, s.t.db, 'two-links');
      const older = await requestReset(email);
      const newer = await requestReset(email);
      expect(older).not.toBe(newer);
      expect((await reset('first-new-password', newer)).statusCode).toBe(200);
      expect((await reset('second-new-password', older)).statusCode).toBe(400);
    });

    it('given an unknown token, a weak password or a missing field, answers success false with the reason', async () => {
      const { email } = await signUp(s.app, s.t.db, 'weak');
      const token = await requestReset(email);
      const unknown = await reset('a-fine-password', 'x'.repeat(43));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<FailureResponse>().error).toMatch(/not valid/);
      const weak = await reset('12345678', token);
      expect(weak.statusCode).toBe(422);
      expect(weak.json<FailureResponse>()).toEqual({ success: false, error: 'That password is too easy to guess. Please choose a stronger one.' });
      const missing = await s.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: { token } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<FailureResponse>()).toEqual({ success: false, error: "Field 'password' is required" });
      // The weak attempt did not spend the link.
      expect((await reset('a-fine-password', token)).statusCode).toBe(200);
    });

    it('given an unverified user who resets through the emailed link, marks the email verified', async () => {
      const email = newEmail('unverified-reset');
      await register(s.app, email);
      const token = await requestReset(email);
      expect((await reset('proved-by-inbox', token)).statusCode).toBe(200);
      expect(await verified(email)).toBe(true);
    });
  });

  describe('POST /api/v1/confirm-email and /api/v1/undo-email-change', () => {
    const post = (url: string, payload: unknown, ip = anyIp()) =>
      s.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip });

    it.each(['/api/v1/confirm-email', '/api/v1/undo-email-change'])('%s: given a guest with an unknown token, answers 400 and changes nothing', async (url) => {
      const res = await post(url, { token: 'x'.repeat(43) });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>()).toEqual({ error: 'This link is not valid or has already been used.' });
    });

    it.each([
      [{}, /'token' is required/],
      [{ token: 'x'.repeat(201) }, /token/],
      // Coerced to text, or stripped of the unknown field, as every route's schema does: then not a valid link.
      [{ token: 5 }, /not valid/],
      [{ token: 'abc', extra: true }, /not valid/],
    ])('given %o, answers 400 with the reason', async (payload, reason) => {
      for (const url of ['/api/v1/confirm-email', '/api/v1/undo-email-change']) {
        const res = await post(url, payload);
        expect(res.statusCode, url).toBe(400);
        expect(res.json<ErrorResponse>().error, url).toMatch(reason);
      }
    });

    it('given more than 10 links a minute from one IP, answers 429', async () => {
      const ip = '10.9.9.9';
      for (let i = 0; i < 10; i++) expect((await post('/api/v1/confirm-email', { token: `guess-${i}` }, ip)).statusCode).toBe(400);
      expect((await post('/api/v1/undo-email-change', { token: 'one-more' }, ip)).statusCode).toBe(429);
    });
  });
});
