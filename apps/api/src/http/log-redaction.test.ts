/**
 * Secrets in URLs are kept out of the log (issue 29, finding 4): each flow whose link or
 * call carries a code, a token or a key runs through the real server with its logger
 * writing to memory, and the whole log is then searched for every secret value.
 */
import { createHash } from 'node:crypto';
import type { AccessToken } from '@planmywalk/contracts';
import { DEFAULT_OAUTH_CLIENT } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  activationCode,
  anyIp,
  bearer,
  emailChangeToken,
  newEmail,
  passwordGrant,
  refreshGrant,
  register,
  resetToken,
  signUp,
} from '../testing/accounts.ts';
import { jsonCall, publishedInput, savePlan } from '../testing/plans.ts';
import { placeId, postPhoto, postReview } from '../testing/reviews.ts';
import { createCustomTrackAs } from '../testing/route-access.ts';
import { signUpAdmin } from '../testing/reviews.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { REDACTED, redactSecrets } from './log-redaction.ts';

describe('redactSecrets', () => {
  it.each([
    ['/activate?code=K7Q2ZP', `/activate?code=${REDACTED}`],
    ['/account/password-recovery?recovery_token=abc-DEF_123', `/account/password-recovery?recovery_token=${REDACTED}`],
    ['/account/confirm-email?token=t0k3n&utm_source=email', `/account/confirm-email?token=${REDACTED}&utm_source=email`],
    ['/check-in?token=abc%2Bdef#top', `/check-in?token=${REDACTED}#top`],
    ['/api/v1/review-photos/0b6e3c1e-0000-4000-8000-000000000000?key=s3cr3t', `/api/v1/review-photos/0b6e3c1e-0000-4000-8000-000000000000?key=${REDACTED}`],
    ['/share-custom-track/Qm9vZ2ll', `/share-custom-track/${REDACTED}`],
    ['/plan/6F1C2A4E-8B7D-4C1A-9E2F-0A1B2C3D4E5F', `/plan/${REDACTED}`],
    ['/api/v1/plan/6f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f/readonly?x=1', `/api/v1/plan/${REDACTED}/readonly?x=1`],
    ['/plan-complete', '/plan-complete'],
    ['/api/v1/custom-track/Qm9vZ2ll/duplicate', `/api/v1/custom-track/${REDACTED}/duplicate`],
    ['/x?Access%5FToken=a&client_secret=b&password=c&api_key=d', `/x?Access%5FToken=${REDACTED}&client_secret=${REDACTED}&password=${REDACTED}&api_key=${REDACTED}`],
    ['Route GET:/activate?code=K7Q2ZP not found', `Route GET:/activate?code=${REDACTED} not found`],
    ['{"url":"/check-in?token=abc","x":1}', `{"url":"/check-in?token=${REDACTED}","x":1}`],
  ])('%s → %s', (text, redacted) => {
    expect(redactSecrets(text)).toBe(redacted);
  });

  it.each(['/api/v1/tracks?page=2', '/api/v1/map/lines?bbox=168,-45,169,-44', '/api/v1/custom-track/12', '/api/v1/custom-track/12/gpx', '/tracks/kepler-track', 'a=b'])(
    'leaves %s as it is',
    (text) => {
      expect(redactSecrets(text)).toBe(text);
    },
  );
});

describe('the request log, over every flow whose URL or body carries a secret', () => {
  let s: TestServer;
  const lines: string[] = [];
  const log = () => lines.join('');
  /** Every secret the flows handle; none may be in the log. */
  const secrets = new Map<string, string>();
  const keep = (name: string, value: string) => {
    expect(value.length, name).toBeGreaterThanOrEqual(6);
    secrets.set(name, value);
  };

  beforeAll(async () => {
    s = await openTestServer({
      // Everything Fastify and the app write, at every level.
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
      beforeReady: async (app) => {
        // A route that quotes its URL in a message and in an error, as Fastify's own warnings do.
        app.get('/api/v1/test/quoting', async (request) => {
          request.log.warn(`looking at ${request.url}`);
          throw new Error(`cannot answer ${request.url}`);
        });
      },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  const page = (url: string) => s.app.inject({ method: 'GET', url, remoteAddress: anyIp() });
  const post = (url: string, payload: unknown, token?: string) => s.app.inject({ ...jsonCall('POST', url, payload, token), remoteAddress: anyIp() });

  it('given activation, login and refresh: the code and the tokens are not in the log', async () => {
    const email = newEmail('logged');
    expect((await register(s.app, email)).statusCode).toBe(201);
    const code = await activationCode(s.t.db, email);
    keep('activation code', code);
    await page(`/activate?code=${code}`);
    expect((await post('/api/v1/activate', { code })).statusCode).toBe(200);
    const first = (await passwordGrant(s.app, email)).json<AccessToken>();
    const second = (await refreshGrant(s.app, first.refresh_token)).json<AccessToken>();
    for (const [name, token] of Object.entries({ first, second })) {
      keep(`${name} access token`, token.access_token);
      keep(`${name} refresh token`, token.refresh_token);
    }
    keep('password', PASSWORD);
    expect((await s.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(second.access_token) })).statusCode).toBe(200);
  });

  it('given a password reset: the recovery token is not in the log', async () => {
    const user = await signUp(s.app, s.t.db, 'logged-reset');
    expect((await post('/api/v1/forgot-password', { email: user.email })).statusCode).toBe(200);
    const token = await resetToken(s.t.db, user.email);
    keep('recovery token', token);
    await page(`/account/password-recovery?recovery_token=${encodeURIComponent(token)}`);
    expect((await post('/api/v1/reset-password', { password: 'a-new-long-password-7', token })).statusCode).toBe(200);
  });

  it('given an email change, confirmed and then undone: the confirm, undo and recovery tokens are not in the log', async () => {
    const user = await signUp(s.app, s.t.db, 'logged-mover');
    const to = newEmail('logged-moved');
    const change = await s.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      payload: { firstname: 'Log', lastname: 'Mover', gender: 'Prefer not to say', level: 'Beginner', email: to, current_password: PASSWORD },
      headers: bearer(user.token.access_token),
      remoteAddress: anyIp(),
    });
    expect(change.statusCode, change.body).toBe(200);
    const confirm = await emailChangeToken(s.t.db, to, 'confirm');
    const undo = await emailChangeToken(s.t.db, user.email, 'undo');
    keep('confirm token', confirm);
    keep('undo token', undo);
    await page(`/account/confirm-email?token=${confirm}`);
    expect((await post('/api/v1/confirm-email', { token: confirm })).statusCode).toBe(200);
    await page(`/account/undo-email-change?token=${undo}`);
    const undone = await post('/api/v1/undo-email-change', { token: undo });
    expect(undone.statusCode, undone.body).toBe(200);
    keep('recovery token of the undo', undone.json<{ recovery_token: string }>().recovery_token);
  });

  it('given the check-in link of a trip under way: its token is not in the log', async () => {
    const walker = await signUp(s.app, s.t.db, 'logged-walker');
    const plan = await savePlan(s.app, walker.token.access_token, await publishedInput(s.t.db));
    await s.t.db.query("UPDATE plans SET starts_at = now() - interval '1 day', ends_at = now() + interval '1 hour' WHERE id = $1::uuid", [plan.id]);
    // As the trip worker stores it: the digest of the token the email carries.
    const token = `logcheckin${Math.random().toString(36).slice(2)}abcdefghijklmnop`;
    await s.t.db.query('INSERT INTO plan_check_ins (plan_id, ends_at, token_hash) SELECT id, ends_at, $2 FROM plans WHERE id = $1::uuid', [
      plan.id,
      createHash('sha256').update(token).digest('hex'),
    ]);
    keep('check-in token', token);
    await page(`/check-in?token=${token}`);
    expect((await post('/api/v1/check-in', { token })).statusCode).toBe(200);
  });

  it('given a pending review photo fetched by its keyed URL, and a shared custom track: the key and the share key are not in the log', async () => {
    const author = await signUp(s.app, s.t.db, 'logged-author');
    const reviewId = await postReview(s.app, author, await placeId(s.t.db, 'Track'));
    const { photo } = await postPhoto(s.app, author, reviewId);
    const url = new URL(photo.url);
    const key = url.searchParams.get('key') ?? '';
    keep('review photo key', key);
    expect((await page(url.pathname + url.search)).statusCode).toBe(200);
    const admin = await signUpAdmin(s.app, s.t.db, 'logged-admin');
    expect((await s.app.inject({ method: 'GET', url: '/api/v1/admin/review-photos', headers: bearer(admin.token.access_token) })).statusCode).toBe(200);

    const sharer = await signUp(s.app, s.t.db, 'logged-sharer');
    const { shareKey } = await createCustomTrackAs({ app: s.app, db: s.t.db, newUser: () => signUp(s.app, s.t.db), newAdmin: () => signUpAdmin(s.app, s.t.db) }, sharer);
    keep('share key', shareKey);
    await page(`/share-custom-track/${shareKey}`);
    const copier = await signUp(s.app, s.t.db, 'logged-copier');
    const copy = await s.app.inject({ method: 'GET', url: `/api/v1/custom-track/${shareKey}/duplicate`, headers: bearer(copier.token.access_token) });
    expect(copy.statusCode, copy.body).toBe(200);
  });

  it("given a published plan's link opened by its emergency contact: the link key is not in the log", async () => {
    const walker = await signUp(s.app, s.t.db, 'logged-planner');
    const plan = await savePlan(s.app, walker.token.access_token, await publishedInput(s.t.db));
    const [row] = await s.t.db.query<{ link_key: string }>('SELECT link_key::text FROM plans WHERE id = $1::uuid', [plan.id]);
    const linkKey = row?.link_key ?? '';
    keep('plan link key', linkKey);
    await page(`/plan/${linkKey}`);
    expect((await page(`/api/v1/plan/${linkKey}/readonly`)).statusCode).toBe(200);
  });

  it('given a message and an error that quote the URL: redacted too', async () => {
    const token = `quoted${Math.random().toString(36).slice(2)}secret`;
    keep('quoted token', token);
    expect((await page(`/api/v1/test/quoting?token=${token}`)).statusCode).toBe(500);
    expect(log()).toContain(`looking at /api/v1/test/quoting?token=${REDACTED}`);
    expect(log()).toContain(`cannot answer /api/v1/test/quoting?token=${REDACTED}`);
  });

  it('then finds none of the secrets anywhere in the log, which still says what was asked', () => {
    expect(secrets.size).toBeGreaterThanOrEqual(14);
    const whole = log();
    for (const [name, value] of secrets) {
      expect(whole.includes(value), `${name} is in the log`).toBe(false);
      expect(whole.includes(encodeURIComponent(value)), `${name} (URL-encoded) is in the log`).toBe(false);
    }
    // The requests were logged, their secrets replaced.
    for (const fragment of [
      `/activate?code=${REDACTED}`,
      `/account/password-recovery?recovery_token=${REDACTED}`,
      `/account/confirm-email?token=${REDACTED}`,
      `/account/undo-email-change?token=${REDACTED}`,
      `/check-in?token=${REDACTED}`,
      `?key=${REDACTED}`,
      `/share-custom-track/${REDACTED}`,
      `/api/v1/custom-track/${REDACTED}/duplicate`,
      `/api/v1/plan/${REDACTED}/readonly`,
    ]) {
      expect(whole).toContain(fragment);
    }
    expect(whole).toContain('"url":"/api/v1/user"');
    // The client's own credentials are not secrets of a user, but they are not logged either.
    expect(whole).not.toContain(DEFAULT_OAUTH_CLIENT.secret);
  });
});
