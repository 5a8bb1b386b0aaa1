import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCode, emailsTo, newEmail, PASSWORD } from '../../testing/accounts.ts';
import { openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { activateAccount, CODE_EXPIRED, CODE_NOT_VALID } from './activateAccount.ts';
import { registerUser } from './registerUser.ts';

describe('activateAccount', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const registered = async (tag: string) => {
    const email = newEmail(tag);
    const { userId } = await registerUser(h.ctx, { email, password: PASSWORD });
    return { userId, email, code: await activationCode(h.t.db, email) };
  };
  const verified = async (userId: number) =>
    (await h.t.db.query<{ verified: boolean }>('SELECT verified FROM users WHERE id = $1', [userId]))[0]?.verified;

  it('given the emailed code, verifies the account and spends the code', async () => {
    const a = await registered('activate');
    expect(await activateAccount(h.ctx, { code: a.code, sessionUserId: null })).toEqual({ userId: a.userId });
    expect(await verified(a.userId)).toBe(true);
    const again = await refusal(activateAccount(h.ctx, { code: a.code, sessionUserId: null }));
    expect([again.statusCode, again.message]).toEqual([422, CODE_NOT_VALID]);
  });

  it("given another user's session, refuses the code and verifies nobody", async () => {
    const a = await registered('owner');
    const b = await registered('intruder');
    const error = await refusal(activateAccount(h.ctx, { code: a.code, sessionUserId: b.userId }));
    expect(error.message).toBe(CODE_NOT_VALID);
    expect([await verified(a.userId), await verified(b.userId)]).toEqual([false, false]);
  });

  it('given a code past its 24 hours, refuses it as expired and queues a new code that works', async () => {
    const a = await registered('late');
    h.clock.advance(24 * 3600_000 + 1000);
    const error = await refusal(activateAccount(h.ctx, { code: a.code, sessionUserId: null }));
    expect([error.statusCode, error.message]).toEqual([422, CODE_EXPIRED]);
    expect(await emailsTo(h.t.db, a.email, 'activation')).toHaveLength(2);
    const fresh = await activationCode(h.t.db, a.email);
    expect(fresh).not.toBe(a.code);
    await activateAccount(h.ctx, { code: fresh, sessionUserId: a.userId });
    expect(await verified(a.userId)).toBe(true);
  });
});
