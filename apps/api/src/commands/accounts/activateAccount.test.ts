import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCode, emailsTo, newEmail, PASSWORD } from '../../testing/accounts.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { draftInput } from '../../testing/plans.ts';
import { createPlan } from '../plans/createPlan.ts';
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

  it('given a plan that already lists the address as a group member, invites the new account to it (pending), not to the emergency role', async () => {
    const owner = await createAccount(h, 'plan-owner');
    const email = newEmail('late-joiner');
    const person = { first_name: 'Late', last_name: 'Joiner', email: email.toUpperCase() };
    const { id } = await createPlan(h.ctx, { userId: owner.userId, plan: await draftInput(h.t.db, { contacts: [person] }) });
    const { id: asEmergency } = await createPlan(h.ctx, { userId: owner.userId, plan: await draftInput(h.t.db, { emergency_contact: person }) });
    const { userId } = await registerUser(h.ctx, { email, password: PASSWORD });
    await activateAccount(h.ctx, { code: await activationCode(h.t.db, email), sessionUserId: null });
    const editors = await h.t.db.query('SELECT plan_id, state FROM plan_editors WHERE user_id = $1', [userId]);
    expect(editors).toEqual([{ plan_id: id, state: 'invited' }]);
    const [member] = await h.t.db.query('SELECT user_id FROM plan_people WHERE plan_id = $1::uuid', [id]);
    expect(member).toEqual({ user_id: userId });
    const [emergency] = await h.t.db.query('SELECT user_id FROM plan_people WHERE plan_id = $1::uuid', [asEmergency]);
    expect(emergency).toEqual({ user_id: null });
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
