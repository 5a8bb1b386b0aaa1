import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessToken, User } from '@planmywalk/contracts';
import { systemClock } from '../platform/Clock.ts';
import { createMemoryStorage } from '../platform/KeyValueStorage.ts';
import type { RouteName } from '../shell/routeNames.ts';
import { SESSION_KEY } from '../platform/deviceKeys.ts';
import { SessionStore, type AuthSource } from './SessionStore.ts';

const token = (n: number, expiresIn = 900): AccessToken => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  expires_in: expiresIn,
  token_type: 'Bearer',
});

const user = (overrides: Partial<User> = {}): User =>
  ({
    id: 7,
    first_name: 'Aroha',
    last_name: 'Ngata',
    email: 'aroha@example.nz',
    portrait: null,
    level: 'Beginner',
    gender: 'Female',
    dob: null,
    phone: null,
    verified: true,
    inited: true,
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
    ...overrides,
  }) as User;

function setup(options: { route?: RouteName | null; storage?: ReturnType<typeof createMemoryStorage> } = {}) {
  const api = {
    passwordGrant: vi.fn<AuthSource['passwordGrant']>().mockResolvedValue(token(1)),
    refreshGrant: vi.fn<AuthSource['refreshGrant']>().mockResolvedValue(token(2)),
    getUser: vi.fn<AuthSource['getUser']>().mockResolvedValue(user()),
    register: vi.fn<AuthSource['register']>().mockResolvedValue({ success: true }),
    revokeToken: vi.fn<AuthSource['revokeToken']>().mockResolvedValue({ success: true }),
  };
  let route: RouteName | null = options.route ?? 'sign-in';
  const go = vi.fn((to: string) => {
    route = to.startsWith('/') ? null : (to as RouteName);
  });
  const storage = options.storage ?? createMemoryStorage();
  const session = new SessionStore({ api, clock: systemClock, storage, navigator: { currentRoute: () => route, go } });
  return { session, api, go, storage };
}

describe('SessionStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  describe('logging in', () => {
    it('stores the token with its arrival time, fetches the user and goes to tracks', async () => {
      const { session, api, go, storage } = setup();
      await session.login('aroha@example.nz', 'correct horse');
      expect(api.passwordGrant).toHaveBeenCalledWith('aroha@example.nz', 'correct horse');
      expect(session.token).toEqual({
        access_token: 'access-1',
        refresh_token: 'refresh-1',
        expires_in: 900,
        created: Date.parse('2026-11-21T09:00:00Z') / 1000,
      });
      expect(session.isLoggedIn).toBe(true);
      expect(go).toHaveBeenCalledWith('tracks');
      expect(JSON.parse(storage.getItem(SESSION_KEY) ?? '{}').token.access_token).toBe('access-1');
    });

    it.each([
      [{ verified: false, inited: false }, 'activation'],
      [{ verified: true, inited: false }, 'profile-setup'],
    ])('given a user %o, goes to %s', async (flags, route) => {
      const { session, api, go } = setup();
      api.getUser.mockResolvedValue(user(flags));
      await session.login('a@b.nz', 'pw');
      expect(go).toHaveBeenCalledWith(route);
    });

    it('given a page to return to, goes there', async () => {
      const { session, go } = setup();
      session.redirectTo = '/account/my-walks';
      await session.login('a@b.nz', 'pw');
      expect(go).toHaveBeenCalledWith('/account/my-walks');
      expect(session.redirectTo).toBeNull();
    });

    it('given the gear page sent a guest to log in, goes back to it after logging in on the sign-in page', async () => {
      const { session, go } = setup({ route: 'sign-in' });
      session.returnAfterLogin('/tracks/kepler-track/gear');
      await session.login('a@b.nz', 'pw');
      expect(go).toHaveBeenCalledWith('/tracks/kepler-track/gear');
      expect(session.redirectTo).toBeNull();
    });

    it('given a share link opened signed out, goes to sign-in and back to the link after login', async () => {
      const { session, go } = setup();
      session.signInFor('/share-custom-track/abc');
      expect(go).toHaveBeenCalledWith('sign-in', { replace: true });
      await session.login('a@b.nz', 'pw');
      expect(go).toHaveBeenLastCalledWith('/share-custom-track/abc');
    });

    it.each<RouteName>(['track', 'hut-plan', 'campsite-weather', 'tracks', 'plan', 'gear', 'alerts'])(
      'given the user logs in from %s, stays there',
      async (route) => {
        const { session, go } = setup({ route });
        await session.login('a@b.nz', 'pw');
        expect(go).not.toHaveBeenCalled();
      },
    );

    it('given wrong credentials, says invalid email or password and stores nothing', async () => {
      const { session, api, go } = setup();
      api.passwordGrant.mockRejectedValue(Object.assign(new Error('x'), { status: 401 }));
      await session.login('a@b.nz', 'wrong');
      expect(session.loginError).toBe('invalid email or password');
      expect(session.token).toBeNull();
      expect(session.loggingIn).toBe(false);
      expect(go).not.toHaveBeenCalled();
    });

    it("given the server throttling logins (429), shows its text: 'invalid' would make the owner doubt a right password", async () => {
      const { session, api } = setup();
      const text = 'Too many failed attempts. Please wait a few minutes and try again, or reset your password.';
      api.passwordGrant.mockRejectedValue(Object.assign(new Error(text), { status: 429 }));
      await session.login('a@b.nz', 'right');
      expect(session.loginError).toBe(text);
      expect(session.token).toBeNull();
    });

    it('given the user fetch fails after login, only stops the spinner', async () => {
      const { session, api, go } = setup();
      api.getUser.mockRejectedValue(new Error('down'));
      await session.login('a@b.nz', 'pw');
      expect(session.loggingIn).toBe(false);
      expect(session.loginError).toBeNull();
      expect(go).not.toHaveBeenCalled();
    });

    it('cannot be submitted again while loading', async () => {
      const { session, api } = setup();
      const first = session.login('a@b.nz', 'pw');
      void session.login('a@b.nz', 'pw');
      await first;
      expect(api.passwordGrant).toHaveBeenCalledTimes(1);
    });
  });

  describe('registering', () => {
    it('keeps the email for the activation page and goes there', async () => {
      const { session, go } = setup();
      await session.register({ email: 'new@example.nz', password: 'a long password', agreed_to_terms: true });
      expect(session.activationEmail).toBe('new@example.nz');
      expect(go).toHaveBeenCalledWith('activation');
    });

    it.each([
      ['user already exists', 'you already have an account'],
      ['Please enter a valid email address', 'Please enter a valid email address'],
      ['', 'something went wrong'],
    ])('given the server says %j, shows %j', async (serverError, shown) => {
      const { session, api } = setup();
      api.register.mockRejectedValue(new Error(serverError));
      expect(await session.register({ email: 'a@b.nz', password: 'pw', agreed_to_terms: true })).toBe(false);
      expect(session.registerError).toBe(shown);
    });
  });

  describe('keeping the session alive', () => {
    it('refreshes the token when within 60 seconds of expiry, checked every 30 seconds', async () => {
      const { session, api } = setup();
      await session.login('a@b.nz', 'pw');
      session.start();
      await vi.advanceTimersByTimeAsync(810_000); // 13.5 min: 90 s left
      expect(api.refreshGrant).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(30_000); // 60 s left
      expect(api.refreshGrant).toHaveBeenCalledWith('refresh-1');
      expect(session.accessToken).toBe('access-2');
      session.dispose();
    });

    it('checks on window focus too', async () => {
      const { session, api } = setup();
      await session.login('a@b.nz', 'pw');
      vi.setSystemTime(Date.now() + 850_000);
      session.onFocus();
      await vi.runOnlyPendingTimersAsync();
      expect(api.refreshGrant).toHaveBeenCalledTimes(1);
    });

    it('given a token hours old (the app opened the morning after a tramp), a call gets a fresh one, never the dead one', async () => {
      const { session, api } = setup();
      await session.login('a@b.nz', 'pw');
      vi.setSystemTime(Date.now() + 20 * 3_600_000);
      expect(await session.freshAccessToken()).toBe('access-2');
      expect(api.refreshGrant).toHaveBeenCalledTimes(1);
      // A token with time left is given as it is.
      expect(await session.freshAccessToken()).toBe('access-2');
      expect(api.refreshGrant).toHaveBeenCalledTimes(1);
    });

    it('ignores a failed refresh and keeps the token', async () => {
      const { session, api } = setup();
      await session.login('a@b.nz', 'pw');
      api.refreshGrant.mockRejectedValue(new Error('down'));
      vi.setSystemTime(Date.now() + 850_000);
      await session.refreshIfNeeded();
      expect(session.accessToken).toBe('access-1');
    });

    it('re-fetches the user every 30 seconds while a token exists', async () => {
      const { session, api } = setup();
      await session.login('a@b.nz', 'pw');
      api.getUser.mockResolvedValue(user({ first_name: 'Mere' }));
      session.start();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(session.user?.first_name).toBe('Mere');
      session.dispose();
    });

    it('given a saved session, picks it up on the next visit', async () => {
      const { session, storage } = setup();
      await session.login('a@b.nz', 'pw');
      const next = setup({ storage }).session;
      expect(next.isLoggedIn).toBe(true);
      expect(next.user?.first_name).toBe('Aroha');
    });
  });

  describe('ending the session', () => {
    it('logout clears token and user, tells the other stores, and goes home', async () => {
      const { session, go, storage } = setup({ route: 'tracks' });
      await session.login('a@b.nz', 'pw');
      const reset = vi.fn();
      session.onLogout(reset);
      session.logout();
      expect(session.isLoggedIn).toBe(false);
      expect(reset).toHaveBeenCalled();
      expect(go).toHaveBeenLastCalledWith('home');
      expect(JSON.parse(storage.getItem(SESSION_KEY) ?? '{}').token).toBeNull();
    });

    it('logout ends the login on the server too: it revokes the refresh token', async () => {
      const { session, api } = setup({ route: 'tracks' });
      await session.login('a@b.nz', 'pw');
      session.logout();
      expect(api.revokeToken).toHaveBeenCalledWith('refresh-1', 'refresh_token');
    });

    it('logout completes offline: a failed revocation is ignored', async () => {
      const { session, api, go } = setup({ route: 'tracks' });
      await session.login('a@b.nz', 'pw');
      api.revokeToken.mockRejectedValue(new TypeError('Failed to fetch'));
      session.logout();
      await vi.runAllTimersAsync();
      expect(session.isLoggedIn).toBe(false);
      expect(go).toHaveBeenLastCalledWith('home');
    });

    it('forget (the server ended every session) clears the session and tells the other stores, without moving', async () => {
      const { session, api, go } = setup({ route: 'tracks' });
      await session.login('a@b.nz', 'pw');
      go.mockClear();
      const reset = vi.fn();
      session.onLogout(reset);
      session.forget();
      expect(session.isLoggedIn).toBe(false);
      expect(reset).toHaveBeenCalled();
      expect(go).not.toHaveBeenCalled();
      expect(api.revokeToken).not.toHaveBeenCalled();
    });

    it('logout on home stays on home', async () => {
      const { session, go } = setup({ route: 'home' });
      session.logout();
      expect(go).not.toHaveBeenCalled();
    });

    it('a 401 clears the session and goes to sign-in', async () => {
      const { session, go } = setup({ route: 'tracks' });
      await session.login('a@b.nz', 'pw');
      session.handleUnauthorized();
      expect(session.token).toBeNull();
      expect(session.user).toBeNull();
      expect(go).toHaveBeenLastCalledWith('sign-in');
    });
  });
});

describe('SessionStore in two tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  /** A promise queue per name: what the Web Locks API gives across tabs. */
  function sharedLock() {
    const queues = new Map<string, Promise<unknown>>();
    return <T>(name: string, task: () => Promise<T>): Promise<T> => {
      const run = (queues.get(name) ?? Promise.resolve()).then(task, task);
      queues.set(name, run.catch(() => undefined));
      return run;
    };
  }

  it('spends a refresh token once: the second tab takes the token the first one stored', async () => {
    const storage = createMemoryStorage();
    const lock = sharedLock();
    let issued = 1;
    const refreshGrant = vi.fn(async () => ({ ...token(++issued) }));
    const api = {
      passwordGrant: vi.fn().mockResolvedValue(token(1)),
      refreshGrant,
      getUser: vi.fn().mockResolvedValue(user()),
      register: vi.fn(),
      revokeToken: vi.fn().mockResolvedValue({ success: true }),
    };
    const navigator = { currentRoute: () => 'tracks' as const, go: vi.fn() };
    const first = new SessionStore({ api, clock: systemClock, storage, navigator, lock });
    await first.login('a@b.nz', 'pw');
    const second = new SessionStore({ api, clock: systemClock, storage, navigator, lock });

    vi.setSystemTime(Date.now() + 850_000);
    await Promise.all([first.refreshIfNeeded(), second.refreshIfNeeded()]);

    expect(refreshGrant).toHaveBeenCalledTimes(1);
    expect(first.accessToken).toBe('access-2');
    expect(second.accessToken).toBe('access-2');
  });

  it('a logout in another tab ends this one too', async () => {
    const { session, storage } = setup();
    await session.login('a@b.nz', 'pw');
    const other = setup({ storage }).session;
    session.logout();
    other.syncFromStorage();
    expect(other.isLoggedIn).toBe(false);
  });
});
