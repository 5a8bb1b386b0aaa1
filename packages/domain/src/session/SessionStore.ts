import { makeAutoObservable, runInAction } from 'mobx';
import type { AccessToken, RegisterRequest, User } from '@planmywalk/contracts';
import type { Clock } from '../platform/Clock.ts';
import { SESSION_KEY } from '../platform/deviceKeys.ts';
import { readJson, writeJson, type KeyValueStorage } from '../platform/KeyValueStorage.ts';
import type { RouteName } from '../shell/routeNames.ts';
import {
  needsRefresh,
  registrationErrorText,
  routeAfterLogin,
  storeToken,
  TOKEN_CHECK_INTERVAL_MS,
  USER_REFETCH_INTERVAL_MS,
  type StoredToken,
} from './sessionRules.ts';

/** The auth calls of spec part 1 §7 the session makes, and token revocation at logout. */
export interface AuthSource {
  passwordGrant(email: string, password: string): Promise<AccessToken>;
  refreshGrant(refreshToken: string): Promise<AccessToken>;
  getUser(): Promise<User>;
  register(request: RegisterRequest): Promise<unknown>;
  /** Ends the login on the server (RFC 7009), so the refresh token dies with the logout. */
  revokeToken(token: string, hint?: 'refresh_token' | 'access_token'): Promise<unknown>;
}

/** Where the app is and how to move it; the web app implements it with its router. */
export interface Navigator {
  currentRoute(): RouteName | null;
  /** A route name without parameters, or a path; `replace` takes the place of the current entry in history. */
  go(to: RouteName | string, options?: { replace?: boolean }): void;
}

/**
 * Runs `task` while holding a lock shared by every tab of the app (the Web Locks API in
 * browsers). A refresh token works once: two tabs refreshing with the same one would
 * look like token theft to the server and end the session.
 */
export type CrossTabLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export interface SessionStoreDeps {
  api: AuthSource;
  clock: Clock;
  storage: KeyValueStorage;
  navigator: Navigator;
  /** Defaults to no locking (one tab, tests). */
  lock?: CrossTabLock;
}

const noLock: CrossTabLock = (_name, task) => task();


interface PersistedSession {
  token: StoredToken | null;
  user: User | null;
  activationEmail: string | null;
}

function isPersistedSession(value: unknown): value is PersistedSession {
  return typeof value === 'object' && value !== null && 'token' in value && 'user' in value;
}

function errorText(cause: unknown): string | null {
  return cause instanceof Error && cause.message ? cause.message : null;
}

/** The server is throttling logins (429): its text says to wait, which 'invalid…' would hide. */
function throttledText(cause: unknown): string | null {
  const throttled = typeof cause === 'object' && cause !== null && 'status' in cause && cause.status === 429;
  return throttled ? errorText(cause) : null;
}

/**
 * Who is using the app and their tokens (spec part 1 §4 session): login and the routing
 * after it, registration, token refresh within 60 s of expiry (checked every 30 s and on
 * focus), the user re-fetched every 30 s, logout, and a 401 from any call ending the
 * session.
 */
export class SessionStore {
  token: StoredToken | null = null;
  user: User | null = null;
  /** The email just registered, shown on the activation page. */
  activationEmail: string | null = null;
  loggingIn = false;
  loginError: string | null = null;
  registering = false;
  registerError: string | null = null;
  /** A page to return to after login (set by guarded pages). */
  redirectTo: string | null = null;

  /** Where to go once logged in: the page that asked the user to log in (the gear page's prompt). */
  returnAfterLogin(path: string | null): void {
    this.redirectTo = path;
  }

  private readonly deps: SessionStoreDeps;
  private readonly logoutListeners = new Set<() => void>();
  private refreshing: Promise<void> | null = null;
  private intervals: unknown[] = [];

  constructor(deps: SessionStoreDeps) {
    this.deps = deps;
    const saved = readJson(deps.storage, SESSION_KEY, isPersistedSession);
    if (saved) {
      this.token = saved.token;
      this.user = saved.user;
      this.activationEmail = saved.activationEmail ?? null;
    }
    makeAutoObservable<SessionStore, 'deps' | 'logoutListeners' | 'refreshing' | 'intervals'>(this, {
      deps: false,
      logoutListeners: false,
      refreshing: false,
      intervals: false,
    });
  }

  get isLoggedIn(): boolean {
    return this.token !== null && this.user !== null;
  }

  /** For the API client's bearer header. */
  get accessToken(): string | null {
    return this.token?.access_token ?? null;
  }

  /**
   * The access token for a call, refreshed first when it has run out or is about to. A
   * walker opening the app the morning after a tramp has a token hours old: without
   * this, the page's first calls would race the refresh, meet a 401 and end the session
   * just as they come to say "I'm back safely".
   */
  async freshAccessToken(): Promise<string | null> {
    await this.refreshIfNeeded();
    return this.accessToken;
  }

  /** Starts the 30-second token check and user re-fetch. */
  start(): void {
    if (this.intervals.length) return;
    const { clock } = this.deps;
    this.intervals = [
      clock.setInterval(() => void this.refreshIfNeeded(), TOKEN_CHECK_INTERVAL_MS),
      clock.setInterval(() => void this.refetchUser(), USER_REFETCH_INTERVAL_MS),
    ];
    void this.refreshIfNeeded();
  }

  dispose(): void {
    this.intervals.forEach((handle) => this.deps.clock.clearInterval(handle));
    this.intervals = [];
  }

  /** The window gained focus: a long-hidden tab may hold an expiring token. */
  onFocus(): void {
    void this.refreshIfNeeded();
  }

  async login(email: string, password: string): Promise<void> {
    if (this.loggingIn) return;
    this.loggingIn = true;
    this.loginError = null;
    let token: AccessToken;
    try {
      token = await this.deps.api.passwordGrant(email, password);
    } catch (cause) {
      runInAction(() => {
        this.loginError = throttledText(cause) ?? 'invalid email or password';
        this.loggingIn = false;
      });
      return;
    }
    runInAction(() => {
      this.token = storeToken(token, this.deps.clock.now());
      this.persist();
    });
    try {
      const user = await this.deps.api.getUser();
      runInAction(() => {
        this.user = user;
        this.persist();
      });
      this.routeAfterLogin(user);
    } catch {
      // Spec part 1 §8: a failed user fetch after login only stops the spinner.
    } finally {
      runInAction(() => {
        this.loggingIn = false;
      });
    }
  }

  /** After login, activation or profile setup: on to where the user belongs. */
  routeAfterLogin(user: User): void {
    const { navigator } = this.deps;
    const next = routeAfterLogin(user, navigator.currentRoute(), this.redirectTo);
    if (next.stay) return;
    if (next.to === this.redirectTo) this.redirectTo = null;
    navigator.go(next.to);
  }

  /** Moves the app on (for the account flows that end on another page). */
  goTo(to: RouteName | string): void {
    this.deps.navigator.go(to);
  }

  async register(request: RegisterRequest): Promise<boolean> {
    if (this.registering) return false;
    this.registering = true;
    this.registerError = null;
    try {
      await this.deps.api.register(request);
      runInAction(() => {
        this.activationEmail = request.email;
        this.persist();
      });
      this.deps.navigator.go('activation');
      return true;
    } catch (cause) {
      runInAction(() => {
        this.registerError = registrationErrorText(errorText(cause));
      });
      return false;
    } finally {
      runInAction(() => {
        this.registering = false;
      });
    }
  }

  /**
   * Refreshes the token when it is within 60 s of expiry; failures are ignored (spec
   * part 1 §8). Under the cross-tab lock, a token another tab has just refreshed is
   * taken from storage instead of spending the same refresh token twice.
   */
  refreshIfNeeded(): Promise<void> {
    if (!this.token || !needsRefresh(this.token, this.deps.clock.now())) return Promise.resolve();
    const lock = this.deps.lock ?? noLock;
    this.refreshing ??= lock('pmw-token-refresh', async () => {
      this.syncFromStorage();
      const token = this.token;
      if (!token || !needsRefresh(token, this.deps.clock.now())) return;
      const next = await this.deps.api.refreshGrant(token.refresh_token);
      runInAction(() => {
        // A logout while the call ran wins.
        if (this.token?.refresh_token !== token.refresh_token) return;
        this.token = storeToken(next, this.deps.clock.now());
        this.persist();
      });
    })
      .catch(() => undefined)
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  /** Takes the session another tab wrote (a login, a refresh, a logout). */
  syncFromStorage(): void {
    const saved = readJson(this.deps.storage, SESSION_KEY, isPersistedSession);
    const token = saved?.token ?? null;
    if (token?.access_token === this.token?.access_token) return;
    this.token = token;
    this.user = token ? (saved?.user ?? null) : null;
  }

  /** Re-fetches the user while a token exists; failures are ignored (spec part 1 §8). */
  async refetchUser(): Promise<void> {
    if (!this.token) return;
    try {
      const user = await this.deps.api.getUser();
      runInAction(() => {
        if (!this.token) return;
        this.user = user;
        this.persist();
      });
    } catch {
      // Ignored; a 401 is handled by handleUnauthorized.
    }
  }

  /** Replaces the user with one a call answered (profile save, toggles, wishlist…). */
  setUser(user: User): void {
    this.user = user;
    this.persist();
  }

  /** Another store's reset to run on logout (plan, gear templates, temporary contacts and files). */
  onLogout(listener: () => void): () => void {
    this.logoutListeners.add(listener);
    return () => this.logoutListeners.delete(listener);
  }

  /**
   * Spec part 1 §4: clears the session and what hangs off it, then home unless already
   * there. The login also ends on the server (its refresh token revoked), best effort:
   * offline, the logout still completes here.
   */
  logout(): void {
    const refreshToken = this.token?.refresh_token;
    this.forget();
    if (refreshToken) void this.deps.api.revokeToken(refreshToken, 'refresh_token').catch(() => undefined);
    if (this.deps.navigator.currentRoute() !== 'home') this.deps.navigator.go('home');
  }

  /**
   * The server has already ended every session of the account (an undone email change):
   * the session and what hangs off it go here too, and the app stays on its page.
   */
  forget(): void {
    this.clear();
    this.logoutListeners.forEach((listener) => listener());
  }

  /** A page that needs a login (share-custom-track, spec part 2 §6): sign in, then come back to `path`. */
  signInFor(path: string): void {
    this.returnAfterLogin(path);
    this.deps.navigator.go('sign-in', { replace: true });
  }

  /** A 401 from any call: the stored token and user go, and so does the user, to sign-in. */
  handleUnauthorized(): void {
    if (!this.token && !this.user) return;
    this.clear();
    this.deps.navigator.go('sign-in');
  }

  private clear(): void {
    this.token = null;
    this.user = null;
    this.loginError = null;
    this.persist();
  }

  private persist(): void {
    const saved: PersistedSession = { token: this.token, user: this.user, activationEmail: this.activationEmail };
    writeJson(this.deps.storage, SESSION_KEY, saved);
  }
}
