import { makeAutoObservable } from 'mobx';

/** The user fields the shell reads (spec part 1 §3); the accounts feature adds the rest. */
export interface SessionUser {
  id: number;
  first_name: string | null;
  last_name: string | null;
  verified: boolean;
  inited: boolean;
}

/**
 * Who is using the app. Holds the signed-in user; the accounts feature adds tokens,
 * refresh and routing after login on top of this state.
 */
export class SessionStore {
  user: SessionUser | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  setUser(user: SessionUser | null): void {
    this.user = user;
  }

  clear(): void {
    this.user = null;
  }
}
