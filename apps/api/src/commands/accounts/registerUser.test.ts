import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { emailsTo, newEmail, PASSWORD } from '../../testing/accounts.ts';
import { openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { registerUser } from './registerUser.ts';

describe('registerUser', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given a new email, stores an unverified user with a scrypt hash and queues the activation email in the same commit', async () => {
    const email = newEmail('register');
    const calls = h.mailQueued.mock.calls.length;
    const { userId } = await registerUser(h.ctx, { email, password: PASSWORD });
    const [user] = await h.t.db.query<{ email: string; verified: boolean; password_hash: string; terms_agreed_at: Date }>(
      'SELECT email, verified, password_hash, terms_agreed_at FROM users WHERE id = $1',
      [userId],
    );
    expect(user).toMatchObject({ email, verified: false, terms_agreed_at: h.clock.now() });
    expect(await verifyPassword(PASSWORD, user?.password_hash ?? '')).toBe(true);
    const mails = await emailsTo(h.t.db, email, 'activation');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your Plan My Walk activation code: [A-Z2-9]{6}$/);
    expect(h.mailQueued.mock.calls.length).toBe(calls + 1);
  });

  it("given an email that has an account, refuses with 409 'user already exists' and queues nothing", async () => {
    const email = newEmail('twice');
    await registerUser(h.ctx, { email, password: PASSWORD });
    const error = await refusal(registerUser(h.ctx, { email, password: 'another-good-secret' }));
    expect([error.statusCode, error.message]).toEqual([409, 'user already exists']);
    expect(await emailsTo(h.t.db, email)).toHaveLength(1);
  });

  it('given two registrations of one email at once, creates one account and refuses the other with 409', async () => {
    const email = newEmail('race');
    const results = await Promise.allSettled([registerUser(h.ctx, { email, password: PASSWORD }), registerUser(h.ctx, { email, password: PASSWORD })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [n] = await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
    expect(n?.n).toBe(1);
  });

  it.each([
    ['short', /at least 8 characters/],
    ['password123', /too easy/],
  ])('given the weak password %j, refuses with 422 and stores nothing', async (password, reason) => {
    const email = newEmail('weak');
    const error = await refusal(registerUser(h.ctx, { email, password }));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(reason);
    expect(await h.t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);
  });
});
