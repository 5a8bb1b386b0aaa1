import {
  ApiError,
  DEFAULT_OAUTH_CLIENT,
  FORGOT_PASSWORD_MESSAGE,
  RESET_TOKEN_EXPIRED,
  WRONG_CURRENT_PASSWORD,
  createApiClient,
  type AccessToken,
  type ApiClient,
  type DevMailboxMessage,
} from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from './lib/clock.ts';
import { newEmail } from './testing/accounts.ts';
import { openTestServer, type TestServer } from './testing/test-server.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a50000000049454e44ae426082', 'hex');

describe('the contracts client’s account calls against the real server', () => {
  let s: TestServer;
  let address: string;
  let token: AccessToken | null = null;
  let client: ApiClient;
  const clock = new ManualClock('2030-07-01T00:00:00Z');
  beforeAll(async () => {
    s = await openTestServer({ clock });
    address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    client = createApiClient({ baseUrl: address, getAccessToken: () => token?.access_token });
  });
  afterAll(async () => {
    await s.close();
  });

  /** What a new user reads at /dev/mail: the newest message to them, once the worker ran. */
  async function inbox(email: string): Promise<DevMailboxMessage> {
    await s.app.outbox.deliverDue();
    const res = await fetch(`${address}/dev/mailbox?to=${encodeURIComponent(email)}`);
    const [newest] = (await res.json()) as DevMailboxMessage[];
    if (!newest) throw new Error(`no mail to ${email}`);
    return newest;
  }

  it('registers, activates with the emailed code, logs in, sets up the profile and the settings, uploads a portrait', async () => {
    const email = newEmail('client');
    expect(await client.register({ email, password: 'kea-in-the-snow-42', agreed_to_terms: true })).toEqual({ success: true });
    const code = /code: ([A-Z0-9]{6})/.exec((await inbox(email)).subject)?.[1] ?? '';

    token = await client.passwordGrant(email, 'kea-in-the-snow-42', DEFAULT_OAUTH_CLIENT);
    expect(token.token_type).toBe('Bearer');
    expect((await client.getUser()).verified).toBe(false);
    expect(await client.activate(code)).toEqual({ success: true });
    expect((await client.getUser()).verified).toBe(true);

    const portrait = await client.upload(new Blob([PNG], { type: 'image/png' }), 'me.png');
    // Kept re-encoded (ADR 060): the size is the stored file's, not the upload's.
    expect(portrait).toMatchObject({ type: 'image', ext: 'png', title: 'me.png', size: expect.any(Number) });
    const user = await client.updateUser({
      firstname: 'Aroha',
      lastname: 'Ngata',
      email,
      gender: 'Female',
      dob: '1992-11-03',
      portrait: portrait.id,
      level: 'Intermediate',
      phone: '021 000 0000',
    });
    expect(user).toMatchObject({ first_name: 'Aroha', inited: true, portrait: { url: portrait.url }, dob: '1992-11-03' });
    const served = await fetch(portrait.url.replace(/^http:\/\/localhost:8080/, address));
    expect(served.headers.get('content-type')).toBe('image/png');

    const toggled = await client.toggleAlert('twentyFourPriorInApp', false);
    expect(toggled.notifications.twentyFourPrior).toEqual({ Email: true, InApp: false });
    expect((await client.toggleAlert('twentyFourPriorInApp', true)).notifications.twentyFourPrior.InApp).toBe(true);

    const privateFile = await client.upload(new Blob([PNG]), 'permit.png', { isPrivate: true });
    const asGuest = await fetch(`${address}/api/v1/files/${privateFile.id}`);
    expect(asGuest.status).toBe(404);
  });

  it('refreshes the session; a retry within seconds gets the same pair; later the spent refresh token fails with the server’s text', async () => {
    const email = newEmail('refresh');
    await client.register({ email, password: 'kea-in-the-snow-42', agreed_to_terms: true });
    const first = await client.passwordGrant(email, 'kea-in-the-snow-42');
    const second = await client.refreshGrant(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    clock.advance(3000);
    expect(await client.refreshGrant(first.refresh_token)).toMatchObject({ access_token: second.access_token, refresh_token: second.refresh_token });
    clock.advance(10_000);
    const failure = await client.refreshGrant(first.refresh_token).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'The refresh token is not valid. Please log in again.' });
  });

  it("surfaces the server's texts: a known email, bad credentials, mismatched passwords, an expired reset link, an image that is not one", async () => {
    const email = newEmail('texts');
    await client.register({ email, password: 'kea-in-the-snow-42', agreed_to_terms: true });
    await expect(client.register({ email, password: 'kea-in-the-snow-42', agreed_to_terms: true })).rejects.toMatchObject({
      status: 409,
      message: 'user already exists',
    });
    await expect(client.passwordGrant(email, 'wrong password')).rejects.toMatchObject({ status: 400, message: 'invalid email or password' });

    token = await client.passwordGrant(email, 'kea-in-the-snow-42');
    await expect(client.updatePassword('kea-in-the-snow-42', 'one-new-password', 'another-new-password')).rejects.toMatchObject({
      status: 422,
      message: 'Passwords must match',
    });
    await expect(client.updatePassword('not-my-password', 'one-new-password', 'one-new-password')).rejects.toMatchObject({
      status: 403,
      message: WRONG_CURRENT_PASSWORD,
    });
    await expect(client.upload(new Blob(['<svg onload="alert(1)"></svg>']), 'notes.png')).rejects.toMatchObject({ status: 422, message: 'invalid file type' });

    expect(await client.forgotPassword(email)).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const link = (await inbox(email)).text;
    const recovery = decodeURIComponent(/recovery_token=([^\s]+)/.exec(link)?.[1] ?? '');
    clock.advance(3600_000 + 1);
    await expect(client.resetPassword('a-later-password', recovery)).rejects.toMatchObject({ status: 400, message: RESET_TOKEN_EXPIRED });
  });

  it('changes the password, resets it by email, and deletes the account', async () => {
    const email = newEmail('lifecycle');
    await client.register({ email, password: 'kea-in-the-snow-42', agreed_to_terms: true });
    token = await client.passwordGrant(email, 'kea-in-the-snow-42');
    expect((await client.updatePassword('kea-in-the-snow-42', 'first-change-1', 'first-change-1')).email).toBe(email);
    await client.forgotPassword(email);
    const recovery = decodeURIComponent(/recovery_token=([^\s]+)/.exec((await inbox(email)).text)?.[1] ?? '');
    expect(await client.resetPassword('second-change-2', recovery)).toEqual({ success: true });
    // The reset ended every session, this one included.
    await expect(client.getUser()).rejects.toMatchObject({ status: 401 });
    token = await client.passwordGrant(email, 'second-change-2');
    expect(await client.deleteUser()).toEqual({ success: true });
    await expect(client.getUser()).rejects.toMatchObject({ status: 401 });
    await expect(client.passwordGrant(email, 'second-change-2')).rejects.toMatchObject({ status: 400 });
  });

  it('changes the email with the current password, confirms it from the new inbox, undoes it from the old one', async () => {
    const email = newEmail('mover');
    await client.register({ email, password: 'kea-in-the-snow-42', agreed_to_terms: true });
    token = await client.passwordGrant(email, 'kea-in-the-snow-42');
    const profile = { firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Expert' } as const;
    const moved = newEmail('moved');
    const pending = await client.updateUser({ ...profile, email: moved, current_password: 'kea-in-the-snow-42' });
    expect(pending).toMatchObject({ email, pending_email: moved });

    const confirmLink = /confirm-email\?token=(\S+)/.exec((await inbox(moved)).text)?.[1] ?? '';
    expect(await client.confirmEmail(confirmLink)).toEqual({ success: true, email: moved });
    expect(await client.getUser()).toMatchObject({ email: moved, pending_email: null });

    const undoLink = /undo-email-change\?token=(\S+)/.exec((await inbox(email)).text)?.[1] ?? '';
    const undone = await client.undoEmailChange(undoLink);
    expect(undone).toMatchObject({ success: true, email });
    await expect(client.getUser()).rejects.toMatchObject({ status: 401 });
    expect(await client.resetPassword('my-own-again-7', undone.recovery_token)).toEqual({ success: true });
    token = await client.passwordGrant(email, 'my-own-again-7');
  });

  it('logs out on the server: after revocation neither token of the login works', async () => {
    const email = newEmail('logout');
    await client.register({ email, password: 'kea-in-the-snow-42', agreed_to_terms: true });
    token = await client.passwordGrant(email, 'kea-in-the-snow-42');
    const { refresh_token: refresh } = token;
    expect(await client.revokeToken(refresh, 'refresh_token')).toEqual({ success: true });
    await expect(client.getUser()).rejects.toMatchObject({ status: 401 });
    await expect(client.refreshGrant(refresh)).rejects.toMatchObject({ status: 400 });
    // Unknown tokens are answered the same (RFC 7009).
    expect(await client.revokeToken('not-a-token-at-all')).toEqual({ success: true });
  });
});
