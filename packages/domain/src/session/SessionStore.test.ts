import { describe, expect, it } from 'vitest';
import { SessionStore } from './SessionStore.ts';

describe('SessionStore', () => {
  it('given no user, is logged out; after setUser, is logged in; after clear, logged out again', () => {
    const session = new SessionStore();
    expect(session.isLoggedIn).toBe(false);

    session.setUser({ id: 7, first_name: 'Aroha', last_name: 'Ngata', verified: true, inited: true });
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.first_name).toBe('Aroha');

    session.clear();
    expect(session.isLoggedIn).toBe(false);
  });
});
