/** A session for store tests (not used by the app): a user who can log in and out, and logout listeners. */
import { makeAutoObservable } from 'mobx';
import type { User } from '@planmywalk/contracts';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  first_name: 'Aroha',
  last_name: 'Ngata',
  email: 'aroha@example.nz',
  portrait: null,
  level: 'Beginner',
  gender: 'Female',
  dob: null,
  phone: '021 555 0123',
  verified: true,
  pending_email: null,
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
});

export class FakeSession {
  user: User | null;
  private readonly listeners = new Set<() => void>();

  constructor(user: User | null = null) {
    this.user = user;
    makeAutoObservable<FakeSession, 'listeners'>(this, { listeners: false });
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  setUser(user: User): void {
    this.user = user;
  }

  /** Logging in as `user` (the session's user changes; nothing else happens, as in SessionStore). */
  login(user: User = testUser()): void {
    this.user = user;
  }

  /** Like SessionStore.logout: the user goes, then every listener runs. */
  logout(): void {
    this.user = null;
    this.listeners.forEach((listener) => listener());
  }

  /** Like a 401: the user goes without the logout listeners. */
  expire(): void {
    this.user = null;
  }

  onLogout(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
