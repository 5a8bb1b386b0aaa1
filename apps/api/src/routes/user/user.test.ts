import type { AccessToken, ErrorResponse, FailureResponse, UploadedFile, User } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { ManualClock } from '../../lib/clock.ts';
import { PASSWORD, anyIp, bearer, emailChangeToken, emailsTo, login, newEmail, passwordGrant, register, signUp, WALKER_PHONE, type SignedUp } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a50000000049454e44ae426082', 'hex');

describe('the user', () => {
  let s: TestServer;
  const clock = new ManualClock('2030-06-15T00:00:00Z');
  beforeAll(async () => {
    s = await openTestServer({ clock, accounts: { publicUrl: 'https://walk.example.nz' } });
  });
  afterAll(async () => {
    await s.close();
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    s.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const form = (fields: Record<string, string>) => ({
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const profile = { firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Advanced' };

  describe('POST /api/v1/user (register)', () => {
    it('given a new email, answers 201 success, stores an unverified user with a scrypt hash and queues the activation email', async () => {
      const email = newEmail('register');
      const res = await register(s.app, `  ${email.toUpperCase()}`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ success: true });
      const [row] = await s.t.db.query<{ verified: boolean; inited: boolean; password_hash: string; terms_agreed_at: Date }>(
        'SELECT verified, inited, password_hash, terms_agreed_at FROM users WHERE email = $1',
        [email],
      );
      expect(row).toMatchObject({ verified: false, inited: false, terms_agreed_at: clock.now() });
      // The harness's cheaper cost (TEST_PASSWORD_HASHING); passwords.test.ts covers production's.
      expect(row?.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
      expect(await verifyPassword(PASSWORD, row?.password_hash ?? '')).toBe(true);
      const [mail] = await emailsTo(s.t.db, email, 'activation');
      expect(mail?.subject).toMatch(/^Your Plan My Walk activation code: [A-HJ-NP-Z2-9]{6}$/);
      const code = mail?.subject.slice(-6) ?? '';
      expect(mail?.text_body).toContain(`https://walk.example.nz/activate?code=${code}`);
      expect(mail?.text_body).toMatch(/expires in 24 hours/);
      expect(mail?.html_body).toContain(`>${code}</strong>`);
      // Queued, not yet sent: the worker delivers it.
      expect(mail?.sent_at).toBeNull();
    });

    it("given an email that has an account (in any case), answers 409 'user already exists' and queues nothing", async () => {
      const email = newEmail('twice');
      expect((await register(s.app, email)).statusCode).toBe(201);
      const again = await register(s.app, email.toUpperCase(), 'another-password-9');
      expect(again.statusCode).toBe(409);
      expect(again.json<FailureResponse>()).toEqual({ success: false, error: 'user already exists' });
      expect(await emailsTo(s.t.db, email)).toHaveLength(1);
    });

    it.each([
      [{ email: 'not-an-email', password: PASSWORD, agreed_to_terms: true }, 422, /valid email/],
      [{ email: 'short@example.org', password: 'short', agreed_to_terms: true }, 422, /at least 8 characters/],
      [{ email: 'common@example.org', password: 'password123', agreed_to_terms: true }, 422, /too easy to guess/],
      [{ email: 'same@example.org', password: 'same@example.org', agreed_to_terms: true }, 422, /not be your email/],
      [{ email: 'terms@example.org', password: PASSWORD, agreed_to_terms: false }, 422, /accept the privacy policies/],
      [{ email: 'missing@example.org', password: PASSWORD }, 400, /'agreed_to_terms' is required/],
      // Numbers would be coerced to text (Fastify's ajv defaults); an object cannot be.
      [{ email: 'types@example.org', password: { text: 'x' }, agreed_to_terms: true }, 400, /password/],
    ])('given %o, answers %i with success false and the reason, and stores nothing', async (payload, status, reason) => {
      const res = await s.app.inject({ method: 'POST', url: '/api/v1/user', payload, remoteAddress: anyIp() });
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json<FailureResponse>();
      expect(body.success).toBe(false);
      expect(body.error).toMatch(reason);
      const [n] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [String(payload.email)]);
      expect(n?.n).toBe(0);
    });

    it('given malformed JSON, answers 400 with an error', async () => {
      const res = await s.app.inject({ method: 'POST', url: '/api/v1/user', payload: '{"email":', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().error).toMatch(/JSON/);
    });

    it('given more registrations from one IP than 10 a minute, answers 429 with success false and Retry-After', async () => {
      clock.set(new Date(Math.ceil(clock.now().getTime() / 60_000) * 60_000));
      const ip = '10.9.9.9';
      for (let i = 0; i < 10; i++) expect((await register(s.app, 'bad', PASSWORD, ip)).statusCode).toBe(422);
      const limited = await register(s.app, newEmail('limited'), PASSWORD, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, error: 'Too many attempts. Please wait a few minutes and try again.' });
      expect(limited.headers['retry-after']).toBe('60');
    });
  });

  describe('GET /api/v1/user', () => {
    it('given a guest, answers 401', async () => {
      const res = await call('GET', '/api/v1/user');
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorResponse>()).toEqual({ error: 'Please log in to continue.' });
    });

    it('given the owner, answers their user with safe notification defaults', async () => {
      const me = await signUp(s.app, s.t.db, 'get');
      expect(me.user).toEqual({
        id: expect.any(Number),
        first_name: null,
        last_name: null,
        email: me.email,
        portrait: null,
        level: null,
        gender: null,
        dob: null,
        phone: WALKER_PHONE,
        verified: true,
        pending_email: null,
        inited: false,
        // Only the command line makes an administrator.
        is_admin: false,
        plans: [],
        wishlisted: [],
        contacts: [],
        notifications: {
          fortyEightPrior: { Email: true, InApp: true },
          twentyFourPrior: { Email: true, InApp: true },
          changedAlerts: { Email: true, InApp: true },
          endTripEmergencyContact: { Email: true },
        },
        alert_toggled: false,
      });
    });

    it("given another user's token, answers that user, never the first", async () => {
      const a = await signUp(s.app, s.t.db, 'first');
      const b = await signUp(s.app, s.t.db, 'second');
      expect((await call('GET', '/api/v1/user', b.token.access_token)).json<User>().id).toBe(b.user.id);
      expect((await call('GET', '/api/v1/user', a.token.access_token)).json<User>().id).toBe(a.user.id);
    });
  });

  describe('PUT /api/v1/user', () => {
    let me: SignedUp;
    beforeAll(async () => {
      me = await signUp(s.app, s.t.db, 'profile');
    });

    it('given a guest, answers 401 and changes nothing', async () => {
      const res = await call('PUT', '/api/v1/user', undefined, profile);
      expect(res.statusCode).toBe(401);
    });

    it('given the profile setup form, saves it, marks the user inited and answers the user', async () => {
      const res = await call('PUT', '/api/v1/user', me.token.access_token, { ...profile, dob: '1990-02-28', phone: '+64 21 555 0101' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<User>()).toMatchObject({
        first_name: 'Aroha',
        last_name: 'Ngata',
        gender: 'Female',
        level: 'Advanced',
        dob: '1990-02-28',
        phone: '+64 21 555 0101',
        email: me.email,
        inited: true,
        verified: true,
      });
    });

    it('given fields left out, keeps them; given null, clears them', async () => {
      await call('PUT', '/api/v1/user', me.token.access_token, { ...profile, dob: '1985-05-05', phone: '021 555 0102' });
      const kept = (await call('PUT', '/api/v1/user', me.token.access_token, { ...profile, firstname: '  Mere ' })).json<User>();
      expect(kept).toMatchObject({ first_name: 'Mere', dob: '1985-05-05', phone: '021 555 0102' });
      const cleared = (await call('PUT', '/api/v1/user', me.token.access_token, { ...profile, dob: null, phone: null })).json<User>();
      expect(cleared).toMatchObject({ dob: null, phone: null });
    });

    it.each([
      [{ ...profile, dob: '2030-06-16' }, 422, /cannot be in the future/],
      [{ ...profile, dob: '1910-06-14' }, 422, /more than 120 years ago/],
      [{ ...profile, dob: '1990-02-30' }, 422, /not a real date/],
      [{ ...profile, dob: '30/01/1990' }, 400, /dob/],
      [{ ...profile, gender: 'Other' }, 400, /gender.*one of "Prefer not to say", "Female", "Male", "Non-binary"/],
      [{ ...profile, level: 'Legend' }, 400, /level.*one of/],
      [{ lastname: 'Ngata', gender: 'Male', level: 'Expert' }, 400, /'firstname' is required/],
      [{ ...profile, firstname: '   ' }, 422, /First name is required/],
      [{ ...profile, lastname: '' }, 422, /Last name is required/],
      [{ ...profile, email: 'nope' }, 422, /valid email/],
      [{ ...profile, phone: 'call me' }, 422, /phone/],
      [{ ...profile, portrait: '00000000-0000-4000-8000-000000000000' }, 422, /portrait must be an image you have uploaded/],
    ])('given %o, answers %i with the reason and changes nothing', async (payload, status, reason) => {
      const before = (await call('GET', '/api/v1/user', me.token.access_token)).json<User>();
      const res = await call('PUT', '/api/v1/user', me.token.access_token, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<ErrorResponse>().error).toMatch(reason);
      expect((await call('GET', '/api/v1/user', me.token.access_token)).json<User>()).toEqual(before);
    });

    it('given the oldest and newest birthdays allowed (New Zealand dates), accepts them', async () => {
      // 2030-06-15T00:00Z is already midday of the 15th in New Zealand.
      for (const dob of ['2030-06-15', '1910-06-15']) {
        const res = await call('PUT', '/api/v1/user', me.token.access_token, { ...profile, dob });
        expect(res.statusCode, res.body).toBe(200);
      }
    });

    it("given another user's email, answers 409 and keeps the email", async () => {
      const other = await signUp(s.app, s.t.db, 'taken');
      const res = await call('PUT', '/api/v1/user', me.token.access_token, { ...profile, email: other.email.toUpperCase(), current_password: PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorResponse>().error).toBe('That email address is already used by another account.');
      expect((await call('GET', '/api/v1/user', me.token.access_token)).json<User>().email).toBe(me.email);
    });

    it('given a new email with the current password, keeps the email until the link sent to the new address is opened', async () => {
      const user = await signUp(s.app, s.t.db, 'mover');
      const moved = newEmail('moved');
      const res = await call('PUT', '/api/v1/user', user.token.access_token, { ...profile, email: ` ${moved.toUpperCase()} `, current_password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<User>()).toMatchObject({ email: user.email, pending_email: moved, verified: true });
      const [notice] = await emailsTo(s.t.db, user.email, 'email-change-notice');
      expect(notice?.text_body).toContain(moved);
      const confirm = await s.app.inject({
        method: 'POST',
        url: '/api/v1/confirm-email',
        payload: { token: await emailChangeToken(s.t.db, moved, 'confirm') },
        remoteAddress: anyIp(),
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
      expect(confirm.json()).toEqual({ success: true, email: moved });
      expect((await call('GET', '/api/v1/user', user.token.access_token)).json<User>()).toMatchObject({ email: moved, pending_email: null, verified: true });
      await login(s.app, moved);
      expect((await passwordGrant(s.app, user.email)).statusCode).toBe(400);
    });

    describe('a stolen 15-minute access token (issue 7, finding 2)', () => {
      it('cannot change the email without the current password, nor with a wrong one, and sends no mail anywhere', async () => {
        const victim = await signUp(s.app, s.t.db, 'token-victim');
        const attacker = newEmail('token-thief');
        const without = await call('PUT', '/api/v1/user', victim.token.access_token, { ...profile, email: attacker });
        expect(without.statusCode).toBe(422);
        expect(without.json<ErrorResponse>()).toEqual({ error: 'Please enter your current password to change your email address.' });
        const wrong = await call('PUT', '/api/v1/user', victim.token.access_token, { ...profile, email: attacker, current_password: 'a-guess-1' });
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json<ErrorResponse>()).toEqual({ error: 'Your current password is not correct.' });
        expect((await call('GET', '/api/v1/user', victim.token.access_token)).json<User>()).toMatchObject({ email: victim.email, pending_email: null });
        expect(await emailsTo(s.t.db, attacker)).toEqual([]);
      });

      it('cannot change the password without the current one', async () => {
        const victim = await signUp(s.app, s.t.db, 'pw-victim');
        const body = form({ newpassword: 'attacker-owns-it-now', repassword: 'attacker-owns-it-now' });
        const missing = await call('POST', '/api/v1/update-password', victim.token.access_token, body.payload, body.headers);
        expect(missing.statusCode).toBe(400);
        expect(missing.json<ErrorResponse>().error).toBe("Field 'currentpassword' is required");
        const guessed = form({ currentpassword: 'a-guess', newpassword: 'attacker-owns-it-now', repassword: 'attacker-owns-it-now' });
        expect((await call('POST', '/api/v1/update-password', victim.token.access_token, guessed.payload, guessed.headers)).statusCode).toBe(403);
        await login(s.app, victim.email);
      });

      it('cannot relay "email changed" notices to any address: a few changes an hour, then 429', async () => {
        const user = await signUp(s.app, s.t.db, 'relay');
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) {
          const res = await call('PUT', '/api/v1/user', user.token.access_token, { ...profile, email: newEmail(`relay-${i}`), current_password: PASSWORD });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      });
    });

    it('given the undo link from the old address after a confirmed change, restores it and ends every session', async () => {
      const user = await signUp(s.app, s.t.db, 'undo');
      const moved = newEmail('undo-moved');
      await call('PUT', '/api/v1/user', user.token.access_token, { ...profile, email: moved, current_password: PASSWORD });
      const confirmToken = await emailChangeToken(s.t.db, moved, 'confirm');
      await s.app.inject({ method: 'POST', url: '/api/v1/confirm-email', payload: { token: confirmToken }, remoteAddress: anyIp() });
      const undo = await s.app.inject({
        method: 'POST',
        url: '/api/v1/undo-email-change',
        payload: { token: await emailChangeToken(s.t.db, user.email, 'undo') },
        remoteAddress: anyIp(),
      });
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.headers['cache-control']).toBe('no-store');
      expect(undo.json()).toEqual({ success: true, email: user.email, recovery_token: expect.any(String) });
      expect((await call('GET', '/api/v1/user', user.token.access_token)).statusCode).toBe(401);
      const bad = await s.app.inject({ method: 'POST', url: '/api/v1/confirm-email', payload: { token: confirmToken }, remoteAddress: anyIp() });
      expect(bad.statusCode).toBe(400);
    });

    it('given an image the user uploaded, sets it as the portrait; null removes it', async () => {
      const upload = await s.app.inject({
        method: 'POST',
        url: '/api/v1/upload',
        headers: { ...bearer(me.token.access_token), 'content-type': 'multipart/form-data; boundary=x' },
        payload: Buffer.concat([
          Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n'),
          PNG,
          Buffer.from('\r\n--x--\r\n'),
        ]),
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const file = upload.json<UploadedFile>();
      const set = (await call('PUT', '/api/v1/user', me.token.access_token, { ...profile, portrait: file.id })).json<User>();
      expect(set.portrait).toEqual({ url: `https://walk.example.nz/api/v1/files/${file.id}` });
      // Another user cannot take it as theirs.
      const other = await signUp(s.app, s.t.db, 'portrait-thief');
      const stolen = await call('PUT', '/api/v1/user', other.token.access_token, { ...profile, portrait: file.id });
      expect(stolen.statusCode).toBe(422);
      const removed = (await call('PUT', '/api/v1/user', me.token.access_token, { ...profile, portrait: null })).json<User>();
      expect(removed.portrait).toBeNull();
    });
  });

  describe('POST /api/v1/toggle-alert', () => {
    const toggle = (token: string | undefined, fields: Record<string, string>) => {
      const body = form(fields);
      return call('POST', '/api/v1/toggle-alert', token, body.payload, body.headers);
    };

    it('given a guest, answers 401', async () => {
      expect((await toggle(undefined, { toggledFieldName: 'changedAlertsEmail', toggledFieldValue: '0' })).statusCode).toBe(401);
    });

    it('given each field name, turns that one setting off and on and marks alert_toggled', async () => {
      const me = await signUp(s.app, s.t.db, 'toggle');
      const bystander = await signUp(s.app, s.t.db, 'toggle-other');
      const paths: Record<string, (u: User) => boolean> = {
        fortyEightPriorEmail: (u) => u.notifications.fortyEightPrior.Email,
        fortyEightPriorInApp: (u) => u.notifications.fortyEightPrior.InApp,
        twentyFourPriorEmail: (u) => u.notifications.twentyFourPrior.Email,
        twentyFourPriorInApp: (u) => u.notifications.twentyFourPrior.InApp,
        changedAlertsEmail: (u) => u.notifications.changedAlerts.Email,
        changedAlertsInApp: (u) => u.notifications.changedAlerts.InApp,
        endTripEmergencyContactEmail: (u) => u.notifications.endTripEmergencyContact.Email,
      };
      const entries = Object.entries(paths);
      for (const [index, [name, read]] of entries.entries()) {
        const off = await toggle(me.token.access_token, { toggledFieldName: name, toggledFieldValue: '0' });
        expect(off.statusCode, off.body).toBe(200);
        const user = off.json<User>();
        expect(read(user)).toBe(false);
        expect(user.alert_toggled).toBe(true);
        // Only that one: every other setting not yet visited is still on.
        const others = entries.slice(index + 1).map(([, r]) => r(user));
        expect(others.every(Boolean)).toBe(true);
      }
      const on = (await toggle(me.token.access_token, { toggledFieldName: 'changedAlertsInApp', toggledFieldValue: '1' })).json<User>();
      expect(on.notifications.changedAlerts).toEqual({ Email: false, InApp: true });
      const untouched = (await call('GET', '/api/v1/user', bystander.token.access_token)).json<User>();
      expect(untouched.alert_toggled).toBe(false);
      expect(untouched.notifications.changedAlerts).toEqual({ Email: true, InApp: true });
    });

    it('given an unknown field name, answers 422; a value other than 1/0, 400', async () => {
      const me = await signUp(s.app, s.t.db, 'toggle-bad');
      const unknown = await toggle(me.token.access_token, { toggledFieldName: 'password_hash', toggledFieldValue: '1' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json<ErrorResponse>().error).toMatch(/toggledFieldName.*fortyEightPriorEmail/);
      const value = await toggle(me.token.access_token, { toggledFieldName: 'changedAlertsEmail', toggledFieldValue: 'yes' });
      expect(value.statusCode).toBe(400);
      expect((await call('GET', '/api/v1/user', me.token.access_token)).json<User>().alert_toggled).toBe(false);
    });
  });

  describe('POST /api/v1/update-password', () => {
    const update = (token: string | undefined, newpassword: string, repassword: string, currentpassword = PASSWORD) => {
      const body = form({ currentpassword, newpassword, repassword });
      return call('POST', '/api/v1/update-password', token, body.payload, body.headers);
    };

    it('given a guest, answers 401', async () => {
      expect((await update(undefined, 'new-password-1', 'new-password-1')).statusCode).toBe(401);
    });

    it("given two different passwords, answers 422 'Passwords must match'; given a short one, 422", async () => {
      const me = await signUp(s.app, s.t.db, 'pw-bad');
      const mismatch = await update(me.token.access_token, 'new-password-1', 'new-password-2');
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json<ErrorResponse>()).toEqual({ error: 'Passwords must match' });
      const short = await update(me.token.access_token, 'abc', 'abc');
      expect(short.statusCode).toBe(422);
      expect(short.json<ErrorResponse>().error).toMatch(/at least 8/);
      await login(s.app, me.email);
    });

    it('given a good new password, answers the user, logs out other devices but not this one, and emails a notice', async () => {
      const me = await signUp(s.app, s.t.db, 'pw-good');
      const otherDevice = await login(s.app, me.email);
      const res = await update(me.token.access_token, 'a-brand-new-secret', 'a-brand-new-secret');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<User>().email).toBe(me.email);
      expect((await call('GET', '/api/v1/user', me.token.access_token)).statusCode).toBe(200);
      expect((await call('GET', '/api/v1/user', otherDevice.access_token)).statusCode).toBe(401);
      expect((await passwordGrant(s.app, me.email)).statusCode).toBe(400);
      await login(s.app, me.email, 'a-brand-new-secret');
      expect(await emailsTo(s.t.db, me.email, 'password-changed')).toHaveLength(1);
    });
  });

  describe('DELETE /api/v1/user', () => {
    it('given a guest, answers 401', async () => {
      expect((await call('DELETE', '/api/v1/user')).statusCode).toBe(401);
    });

    it('deletes the user and everything of theirs, ends their sessions, and leaves other users alone', async () => {
      const me = await signUp(s.app, s.t.db, 'leaver');
      const other = await signUp(s.app, s.t.db, 'stayer');
      const refreshable: AccessToken = me.token;
      const upload = await s.app.inject({
        method: 'POST',
        url: '/api/v1/upload',
        headers: { ...bearer(me.token.access_token), 'content-type': 'multipart/form-data; boundary=x' },
        payload: Buffer.concat([Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'), PNG, Buffer.from('\r\n--x--\r\n')]),
      });
      const file = upload.json<UploadedFile>();

      const res = await call('DELETE', '/api/v1/user', me.token.access_token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });

      expect((await call('GET', '/api/v1/user', me.token.access_token)).statusCode).toBe(401);
      const refresh = await s.app.inject({
        method: 'POST',
        url: '/api/v1/auth/oauth',
        payload: { grant_type: 'refresh_token', refresh_token: refreshable.refresh_token, client_id: 'planmywalk-web', client_secret: 'planmywalk-web-public' },
      });
      expect(refresh.statusCode).toBe(400);
      expect((await passwordGrant(s.app, me.email)).statusCode).toBe(400);
      expect((await call('GET', `/api/v1/files/${file.id}`)).statusCode).toBe(404);
      for (const table of ['files', 'token_families', 'access_tokens', 'refresh_tokens', 'activation_codes', 'email_outbox']) {
        const column = table === 'files' ? 'owner_id' : 'user_id';
        const [n] = await s.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [me.user.id]);
        expect(n?.n, table).toBe(0);
      }
      expect((await call('GET', '/api/v1/user', other.token.access_token)).json<User>().email).toBe(other.email);
      // The email is free again.
      expect((await register(s.app, me.email)).statusCode).toBe(201);
    });
  });
});
