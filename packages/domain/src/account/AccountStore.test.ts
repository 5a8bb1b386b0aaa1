import { describe, expect, it, vi } from 'vitest';
import type { User } from '@planmywalk/contracts';
import { systemClock } from '../platform/Clock.ts';
import { createMemoryStorage } from '../platform/KeyValueStorage.ts';
import type { RouteName } from '../shell/routeNames.ts';
import { SessionStore, type AuthSource } from '../session/SessionStore.ts';
import { RESET_TOKEN_EXPIRED } from '@planmywalk/contracts';
import { planSummary, tripStatusOf } from '../plan/planFixtures.ts';
import { AccountStore, DELETE_ACCOUNT_ERROR, UPLOAD_TYPE_ERROR, type AccountSource } from './AccountStore.ts';

const user = (overrides: Partial<User> = {}) =>
  ({ id: 1, first_name: 'Aroha', last_name: 'Ngata', email: 'a@b.nz', verified: true, inited: true, ...overrides }) as User;

function setup(options: { loggedIn?: boolean; me?: User } = {}) {
  const auth: AuthSource = {
    passwordGrant: vi.fn().mockResolvedValue({ access_token: 'a', refresh_token: 'r', expires_in: 900, token_type: 'Bearer' }),
    refreshGrant: vi.fn(),
    getUser: vi.fn().mockResolvedValue(options.me ?? user()),
    register: vi.fn(),
    revokeToken: vi.fn().mockResolvedValue({ success: true }),
  };
  const api = {
    activate: vi.fn<AccountSource['activate']>().mockResolvedValue({ success: true }),
    forgotPassword: vi.fn<AccountSource['forgotPassword']>().mockResolvedValue({ message: 'If an account exists…' }),
    resetPassword: vi.fn<AccountSource['resetPassword']>().mockResolvedValue({ success: true }),
    updatePassword: vi.fn<AccountSource['updatePassword']>().mockResolvedValue(user()),
    updateUser: vi.fn<AccountSource['updateUser']>().mockResolvedValue(user({ first_name: 'Mere' })),
    deleteUser: vi.fn<AccountSource['deleteUser']>().mockResolvedValue({ success: true }),
    toggleAlert: vi.fn<AccountSource['toggleAlert']>().mockResolvedValue(user({ alert_toggled: true })),
    upload: vi.fn<AccountSource['upload']>().mockResolvedValue({ id: 'f1', url: '/api/v1/files/f1', title: 'me.png', size: 10, type: 'image', ext: 'png' }),
    confirmEmail: vi.fn<AccountSource['confirmEmail']>().mockResolvedValue({ success: true, email: 'new@b.nz' }),
    undoEmailChange: vi.fn<AccountSource['undoEmailChange']>().mockResolvedValue({ success: true, email: 'a@b.nz', recovery_token: 'recover-me' }),
  };
  let route: RouteName | null = 'activation';
  const go = vi.fn((to: string) => void (route = to as RouteName));
  const session = new SessionStore({ api: auth, clock: systemClock, storage: createMemoryStorage(), navigator: { currentRoute: () => route, go } });
  const account = new AccountStore({ api, session });
  const setRoute = (next: RouteName) => void (route = next);
  return { account, session, api, auth, go, setRoute, login: () => session.login('a@b.nz', 'pw') };
}

describe('AccountStore', () => {
  describe('activation', () => {
    it('signed in and inited: goes to tracks', async () => {
      const { account, login, go, api, setRoute } = setup();
      await login();
      setRoute('activation');
      go.mockClear();
      await account.activate(' k7pq2m ');
      expect(api.activate).toHaveBeenCalledWith('K7PQ2M');
      expect(account.activation.success).toBe(true);
      expect(go).toHaveBeenCalledWith('tracks');
    });

    it('signed in but not inited: goes to profile setup', async () => {
      const { account, login, go } = setup({ me: user({ verified: false, inited: false }) });
      await login();
      go.mockClear();
      await account.activate('K7PQ2M');
      expect(go).toHaveBeenCalledWith('profile-setup');
    });

    it('not signed in: goes to sign-in', async () => {
      const { account, go } = setup();
      await account.activate('K7PQ2M');
      expect(go).toHaveBeenCalledWith('sign-in');
    });

    it.each([
      [new Error('That code is not valid'), 'That code is not valid'],
      [new Error(''), 'something went wrong'],
    ])('given a failure %o, shows %s', async (failure, text) => {
      const { account, api } = setup();
      api.activate.mockRejectedValue(failure);
      await account.activate('K7PQ2M');
      expect(account.activation).toEqual({ submitting: false, error: text, success: false });
    });
  });

  describe('lost and reset password', () => {
    it('shows the server message after a reset request', async () => {
      const { account } = setup();
      await account.requestPasswordReset('a@b.nz');
      expect(account.lostPassword.success).toBe(true);
      expect(account.lostPasswordMessage).toBe('If an account exists…');
    });

    it('flags an expired reset token so the page offers a new request', async () => {
      const { account, api } = setup();
      api.resetPassword.mockRejectedValue(new Error(RESET_TOKEN_EXPIRED));
      await account.resetPassword('a new password', 'token');
      expect(account.passwordReset.error).toBe(RESET_TOKEN_EXPIRED);
      expect(account.resetTokenExpired).toBe(true);
    });

    it('succeeds on a good token', async () => {
      const { account } = setup();
      await account.resetPassword('a new password', 'token');
      expect(account.passwordReset.success).toBe(true);
      expect(account.resetTokenExpired).toBe(false);
    });
  });

  describe('profile', () => {
    const profile = { firstname: 'Mere', lastname: 'Ngata', gender: 'Female' as const, level: 'Beginner' as const };

    it('saves with the uploaded portrait and replaces the user', async () => {
      const { account, api, session, login } = setup();
      await login();
      await account.uploadPortrait(new File(['x'], 'me.png', { type: 'image/png' }));
      await account.saveProfile(profile, { setup: false });
      expect(api.updateUser).toHaveBeenCalledWith({ ...profile, portrait: 'f1' });
      expect(session.user?.first_name).toBe('Mere');
      expect(account.pendingPortrait).toBeNull();
    });

    it('after profile setup, goes on to tracks', async () => {
      const { account, go, login, setRoute } = setup();
      await login();
      setRoute('profile-setup');
      go.mockClear();
      await account.saveProfile(profile, { setup: true });
      expect(go).toHaveBeenCalledWith('tracks');
    });

    it('shows the allowed types when an upload is refused', async () => {
      const { account, api } = setup();
      api.upload.mockRejectedValue(new Error('invalid file type'));
      await account.uploadPortrait(new File(['x'], 'me.txt'));
      expect(account.portraitError).toBe(UPLOAD_TYPE_ERROR);
    });

    it('given a failed save, keeps the user and shows the server error', async () => {
      const { account, api, session, login } = setup();
      await login();
      api.updateUser.mockRejectedValue(new Error('That email is already in use'));
      await account.saveProfile(profile, { setup: false });
      expect(account.profile.error).toBe('That email is already in use');
      expect(session.user?.first_name).toBe('Aroha');
    });
  });

  describe('password and email changes', () => {
    it('sends the current password with the new one and its repeat', async () => {
      const { account, login, api } = setup();
      await login();
      await account.updatePassword('old-secret', 'new-secret-1', 'new-secret-1');
      expect(api.updatePassword).toHaveBeenCalledWith('old-secret', 'new-secret-1', 'new-secret-1');
      expect(account.passwordUpdate.success).toBe(true);
    });

    it("given a wrong current password, shows the server's text and keeps the session", async () => {
      const { account, login, api, session } = setup();
      await login();
      api.updatePassword.mockRejectedValue(Object.assign(new Error('Your current password is not correct.'), { status: 403 }));
      await account.updatePassword('guess', 'new-secret-1', 'new-secret-1');
      expect(account.passwordUpdate.error).toBe('Your current password is not correct.');
      expect(session.isLoggedIn).toBe(true);
    });

    it.each([
      [null, 'Your profile has been saved.'],
      ['new@b.nz', 'Your profile has been saved. We have sent a link to new@b.nz: your email address changes when you open it.'],
    ])('after a save with pending email %s, says %j', async (pending, message) => {
      const { account, login, api } = setup();
      await login();
      api.updateUser.mockResolvedValue(user({ pending_email: pending }));
      expect(account.profileSavedMessage).toBeNull();
      await account.saveProfile({ firstname: 'A', lastname: 'N', gender: 'Female', level: 'Expert', email: 'new@b.nz', current_password: 'pw' }, { setup: false });
      expect(api.updateUser).toHaveBeenCalledWith(expect.objectContaining({ email: 'new@b.nz', current_password: 'pw' }));
      expect(account.profileSavedMessage).toBe(message);
    });

    it('confirming the link sent to the new address keeps the address and refreshes a signed-in user', async () => {
      const { account, login, api, auth } = setup();
      await login();
      vi.mocked(auth.getUser).mockClear();
      await account.confirmEmail('confirm-token');
      expect(api.confirmEmail).toHaveBeenCalledWith('confirm-token');
      expect(account.emailConfirmation.success).toBe(true);
      expect(account.confirmedEmail).toBe('new@b.nz');
      expect(auth.getUser).toHaveBeenCalled();
    });

    it('opens a link once per visit, however often the page asks (React runs effects twice in development)', async () => {
      const { account, api } = setup();
      await Promise.all([account.confirmEmail('one'), account.confirmEmail('one')]);
      await account.confirmEmail('one');
      await account.undoEmailChange('two');
      await account.undoEmailChange('two');
      expect(api.confirmEmail).toHaveBeenCalledTimes(1);
      expect(api.undoEmailChange).toHaveBeenCalledTimes(1);
    });

    it("given an expired confirmation link, shows the server's text", async () => {
      const { account, api } = setup();
      api.confirmEmail.mockRejectedValue(new Error('This link has expired. Change your email address again to get a new one.'));
      await account.confirmEmail('old-token');
      expect(account.emailConfirmation).toEqual({ submitting: false, success: false, error: 'This link has expired. Change your email address again to get a new one.' });
    });

    it('undoing a change ends the session here too and keeps the token to choose a new password', async () => {
      const { account, login, api, session } = setup();
      await login();
      await account.undoEmailChange('undo-token');
      expect(api.undoEmailChange).toHaveBeenCalledWith('undo-token');
      expect(session.isLoggedIn).toBe(false);
      expect(account.emailUndo.success).toBe(true);
      expect(account.undoneEmailChange).toEqual({ email: 'a@b.nz', recoveryToken: 'recover-me' });
    });

    it('a failed undo keeps the session', async () => {
      const { account, login, api, session } = setup();
      await login();
      api.undoEmailChange.mockRejectedValue(new Error('This link is not valid or has already been used.'));
      await account.undoEmailChange('used-token');
      expect(session.isLoggedIn).toBe(true);
      expect(account.emailUndo.error).toBe('This link is not valid or has already been used.');
      expect(account.undoneEmailChange).toBeNull();
    });
  });

  describe('notifications and deletion', () => {
    it('a toggle replaces the user and clears its pending flag', async () => {
      const { account, api, session, login } = setup();
      await login();
      await account.toggleAlert('fortyEightPriorEmail', false);
      expect(api.toggleAlert).toHaveBeenCalledWith('fortyEightPriorEmail', false);
      expect(session.user?.alert_toggled).toBe(true);
      expect(account.toggling).toBeNull();
    });

    it('turning the overdue alert off asks first, naming the published trips it leaves without one', async () => {
      const plans = [
        planSummary('a', { title: 'Kepler', status: tripStatusOf('upcoming') }),
        planSummary('b', { title: 'Draft walk', is_published: false, status: tripStatusOf('draft') }),
        planSummary('c', { title: 'Back already', status: tripStatusOf('back-safely') }),
        planSummary('d', { title: 'Their trip', acceptanceState: 'accepted', status: tripStatusOf('upcoming') }),
        planSummary('e', { title: 'Due back now', date: null, status: tripStatusOf('due-back') }),
      ];
      const { account, api, login } = setup({ me: user({ plans }) });
      await login();
      await account.requestToggle('endTripEmergencyContactEmail', false);
      expect(api.toggleAlert).not.toHaveBeenCalled();
      expect(account.alertOffConfirmation).toEqual({ trips: ['Kepler (05 Dec 8:00 am - 07 Dec 4:00 pm)', 'Due back now'] });
      account.cancelAlertOff();
      expect(account.alertOffConfirmation).toBeNull();
      expect(api.toggleAlert).not.toHaveBeenCalled();
      await account.requestToggle('endTripEmergencyContactEmail', false);
      await account.confirmAlertOff();
      expect(api.toggleAlert).toHaveBeenCalledWith('endTripEmergencyContactEmail', false);
      expect(account.alertOffConfirmation).toBeNull();
      // Turning it back on, or any other switch, needs no question.
      await account.requestToggle('endTripEmergencyContactEmail', true);
      expect(api.toggleAlert).toHaveBeenLastCalledWith('endTripEmergencyContactEmail', true);
    });

    it('deleting logs out and goes home', async () => {
      const { account, session, go, login } = setup();
      await login();
      await account.deleteAccount();
      expect(session.isLoggedIn).toBe(false);
      expect(go).toHaveBeenLastCalledWith('home');
    });

    it('a failed deletion keeps the session and says so', async () => {
      const { account, api, session, login } = setup();
      await login();
      api.deleteUser.mockRejectedValue(new Error('boom'));
      await account.deleteAccount();
      expect(account.deletion.error).toBe(DELETE_ACCOUNT_ERROR);
      expect(session.isLoggedIn).toBe(true);
    });
  });
});
