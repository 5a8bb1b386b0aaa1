import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUser } from '../../routes/user/user.queries.ts';
import { emailChangeToken, newEmail } from '../../testing/accounts.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { draftInput } from '../../testing/plans.ts';
import { createPlan } from '../plans/createPlan.ts';
import { logIn } from '../session/logIn.ts';
import { registerUser } from './registerUser.ts';
import { EMAIL_LINK_EXPIRED, EMAIL_LINK_NOT_VALID, confirmEmailChange } from './confirmEmailChange.ts';
import { EMAIL_TAKEN, updateProfile } from './updateProfile.ts';

describe('confirmEmailChange', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const requestChange = async (tag: string) => {
    const me = await createAccount(h, tag);
    const target = newEmail(`${tag}-new`);
    await updateProfile(h.ctx, {
      userId: me.userId,
      firstName: 'Aroha',
      lastName: 'Ngata',
      gender: 'Female',
      level: 'Expert',
      email: target,
      dob: undefined,
      portrait: undefined,
      phone: undefined,
      currentPassword: me.password,
      ip: '192.0.2.50',
    });
    return { ...me, target, token: await emailChangeToken(h.t.db, target, 'confirm') };
  };

  it('given a plan that lists the new address as a group member, invites the account to it once the address is proven', async () => {
    const owner = await createAccount(h, 'listing-owner');
    const me = await requestChange('listed');
    const person = { first_name: 'Listed', last_name: 'Walker', email: me.target };
    const { id } = await createPlan(h.ctx, { userId: owner.userId, plan: await draftInput(h.t.db, { contacts: [person] }) });
    expect(await h.t.db.query('SELECT plan_id FROM plan_editors WHERE user_id = $1', [me.userId])).toEqual([]);
    await confirmEmailChange(h.ctx, { token: me.token });
    expect(await h.t.db.query('SELECT plan_id, state FROM plan_editors WHERE user_id = $1', [me.userId])).toEqual([{ plan_id: id, state: 'invited' }]);
  });

  it('given the link sent to the new address, makes it the account email (verified) and logs in with it; the link then stops working', async () => {
    const me = await requestChange('confirm');
    expect(await confirmEmailChange(h.ctx, { token: me.token })).toEqual({ userId: me.userId, email: me.target });
    expect(await findUser(h.t.db, me.userId, h.clock.now())).toMatchObject({ email: me.target, pending_email: null, verified: true });
    await logIn(h.ctx, { email: me.target, password: me.password, clientId: 'planmywalk-web', ip: '192.0.2.50' });
    const again = await refusal(confirmEmailChange(h.ctx, { token: me.token }));
    expect([again.statusCode, again.message]).toEqual([400, EMAIL_LINK_NOT_VALID]);
  });

  it('given a link past its 24 hours, refuses it as expired and keeps the old email', async () => {
    const me = await requestChange('late-confirm');
    h.clock.advance(24 * 3600_000);
    const error = await refusal(confirmEmailChange(h.ctx, { token: me.token }));
    expect([error.statusCode, error.message]).toEqual([400, EMAIL_LINK_EXPIRED]);
    expect((await findUser(h.t.db, me.userId, h.clock.now()))?.email).toBe(me.email);
  });

  it('given an address someone registered after the link was sent, refuses with 409', async () => {
    const me = await requestChange('sniped');
    await registerUser(h.ctx, { email: me.target, password: 'someone-else-entirely' });
    const error = await refusal(confirmEmailChange(h.ctx, { token: me.token }));
    expect([error.statusCode, error.message]).toEqual([409, EMAIL_TAKEN]);
    expect((await findUser(h.t.db, me.userId, h.clock.now()))?.email).toBe(me.email);
  });

  it('given an unknown token, refuses it', async () => {
    expect((await refusal(confirmEmailChange(h.ctx, { token: 'x'.repeat(43) }))).message).toBe(EMAIL_LINK_NOT_VALID);
  });
});
