import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ALREADY_EXISTS } from '@planmywalk/contracts';
import { findUser } from '../../routes/user/user.queries.ts';
import { emailChangeToken, newEmail } from '../../testing/accounts.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness, type TestAccount } from '../../testing/commands.ts';
import { logIn } from '../session/logIn.ts';
import { refreshSession } from '../session/refreshSession.ts';
import { confirmEmailChange } from './confirmEmailChange.ts';
import { registerUser } from './registerUser.ts';
import { resetPassword } from './resetPassword.ts';
import { UNDO_LINK_EXPIRED, UNDO_LINK_NOT_VALID, undoEmailChange } from './undoEmailChange.ts';
import { updateProfile } from './updateProfile.ts';

describe('undoEmailChange', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const IP = '192.0.2.60';
  const changeEmail = (me: TestAccount & { password: string }, email: string, currentPassword = me.password) =>
    updateProfile(h.ctx, {
      userId: me.userId,
      firstName: 'Aroha',
      lastName: 'Ngata',
      gender: 'Female',
      level: 'Expert',
      email,
      dob: undefined,
      portrait: undefined,
      phone: undefined,
      currentPassword,
      ip: IP,
    });
  const undoToken = (to: string) => emailChangeToken(h.t.db, to, 'undo');
  const login = (email: string, password: string) => logIn(h.ctx, { email, password, clientId: 'planmywalk-web', ip: IP });

  it('given a confirmed takeover, restores the old email, ends every session, voids the password, and answers a reset token', async () => {
    const me = await createAccount(h, 'victim');
    const session = await login(me.email, me.password);
    const attacker = newEmail('attacker');
    await changeEmail(me, attacker);
    await confirmEmailChange(h.ctx, { token: await emailChangeToken(h.t.db, attacker, 'confirm') });
    expect((await findUser(h.t.db, me.userId, h.clock.now()))?.email).toBe(attacker);

    const undone = await undoEmailChange(h.ctx, { token: await undoToken(me.email), ip: IP });
    expect(undone).toEqual({ email: me.email, recoveryToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(await findUser(h.t.db, me.userId, h.clock.now())).toMatchObject({ email: me.email, pending_email: null });
    expect((await refusal(refreshSession(h.ctx, { refreshToken: session.refresh_token, clientId: 'planmywalk-web', client: { ip: '192.0.2.20', userAgent: 'PlanMyWalk-test' } }))).statusCode).toBe(400);
    // The attacker knew the password: it no longer works, at either address.
    expect((await refusal(login(me.email, me.password))).statusCode).toBe(400);
    expect((await refusal(login(attacker, me.password))).statusCode).toBe(400);
    await resetPassword(h.ctx, { token: undone.recoveryToken, password: 'back-in-my-hands', ip: IP });
    await login(me.email, 'back-in-my-hands');
  });

  it('given a change not yet confirmed, withdraws it so its confirmation link stops working', async () => {
    const me = await createAccount(h, 'early');
    const attacker = newEmail('early-attacker');
    await changeEmail(me, attacker);
    await undoEmailChange(h.ctx, { token: await undoToken(me.email), ip: IP });
    expect((await refusal(confirmEmailChange(h.ctx, { token: await emailChangeToken(h.t.db, attacker, 'confirm') }))).statusCode).toBe(400);
    expect((await findUser(h.t.db, me.userId, h.clock.now()))?.email).toBe(me.email);
  });

  it('given a chain of changes (A → B → C), restores A, and the undo link sent to B cannot take it back', async () => {
    const me = await createAccount(h, 'chain');
    const b = newEmail('chain-b');
    await changeEmail(me, b);
    await confirmEmailChange(h.ctx, { token: await emailChangeToken(h.t.db, b, 'confirm') });
    const c = newEmail('chain-c');
    await changeEmail(me, c);
    await confirmEmailChange(h.ctx, { token: await emailChangeToken(h.t.db, c, 'confirm') });
    const fromB = await undoToken(b);

    await undoEmailChange(h.ctx, { token: await undoToken(me.email), ip: IP });
    expect((await findUser(h.t.db, me.userId, h.clock.now()))?.email).toBe(me.email);
    const error = await refusal(undoEmailChange(h.ctx, { token: fromB, ip: IP }));
    expect([error.statusCode, error.message]).toEqual([400, UNDO_LINK_EXPIRED]);
    expect((await findUser(h.t.db, me.userId, h.clock.now()))?.email).toBe(me.email);
  });

  it('keeps the old address reserved while its undo link works, so nobody can register it to block the undo', async () => {
    const me = await createAccount(h, 'reserved');
    const b = newEmail('reserved-b');
    await changeEmail(me, b);
    await confirmEmailChange(h.ctx, { token: await emailChangeToken(h.t.db, b, 'confirm') });
    const error = await refusal(registerUser(h.ctx, { email: me.email, password: 'squatting-the-address' }));
    expect([error.statusCode, error.message]).toEqual([409, USER_ALREADY_EXISTS]);
    await undoEmailChange(h.ctx, { token: await undoToken(me.email), ip: IP });
  });

  it('given a link used once, or past its 14 days, refuses it', async () => {
    const me = await createAccount(h, 'twice');
    await changeEmail(me, newEmail('twice-b'));
    const token = await undoToken(me.email);
    await undoEmailChange(h.ctx, { token, ip: IP });
    expect((await refusal(undoEmailChange(h.ctx, { token, ip: IP }))).message).toBe(UNDO_LINK_NOT_VALID);

    const late = await createAccount(h, 'late-undo');
    await changeEmail(late, newEmail('late-b'));
    const lateToken = await undoToken(late.email);
    h.clock.advance(14 * 24 * 3600_000);
    expect((await refusal(undoEmailChange(h.ctx, { token: lateToken, ip: IP }))).message).toBe(UNDO_LINK_EXPIRED);
  });
});
