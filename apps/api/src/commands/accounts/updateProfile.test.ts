import { CURRENT_PASSWORD_REQUIRED, WRONG_CURRENT_PASSWORD } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUser } from '../../routes/user/user.queries.ts';
import { emailsTo, newEmail } from '../../testing/accounts.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness, type TestAccount } from '../../testing/commands.ts';
import { storeUpload } from '../files/storeUpload.ts';
import { EMAIL_TAKEN, PORTRAIT_NOT_YOURS, updateProfile, type UpdateProfileInput } from './updateProfile.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a50000000049454e44ae426082', 'hex');

describe('updateProfile', () => {
  let h: CommandHarness;
  let me: TestAccount;
  beforeAll(async () => {
    h = await openCommandHarness();
    me = await createAccount(h, 'profile');
  });
  afterAll(async () => {
    await h.close();
  });

  const form = (userId: number, more: Partial<UpdateProfileInput> = {}): UpdateProfileInput => ({
    userId,
    firstName: 'Aroha',
    lastName: 'Ngata',
    gender: 'Female',
    level: 'Advanced',
    email: undefined,
    dob: undefined,
    portrait: undefined,
    phone: undefined,
    currentPassword: undefined,
    ip: '192.0.2.40',
    ...more,
  });
  const user = (userId: number) => findUser(h.t.db, userId, h.clock.now());

  it('saves the form, marks the user inited, keeps what is left out and clears what is null', async () => {
    await updateProfile(h.ctx, form(me.userId, { dob: '1990-02-28', phone: '021 555 0101' }));
    expect(await user(me.userId)).toMatchObject({ first_name: 'Aroha', inited: true, dob: '1990-02-28', phone: '021 555 0101' });
    await updateProfile(h.ctx, form(me.userId, { firstName: 'Mere' }));
    expect(await user(me.userId)).toMatchObject({ first_name: 'Mere', dob: '1990-02-28', phone: '021 555 0101' });
    await updateProfile(h.ctx, form(me.userId, { dob: null, phone: null }));
    expect(await user(me.userId)).toMatchObject({ dob: null, phone: null });
  });

  it("given an image the user uploaded, sets it as the portrait; another user's image is refused and nothing changes", async () => {
    const file = await storeUpload(h.ctx, { userId: me.userId, bytes: PNG, filename: 'me.png', isPrivate: false });
    await updateProfile(h.ctx, form(me.userId, { portrait: file.id.toUpperCase() }));
    expect((await user(me.userId))?.portrait_file_id).toBe(file.id);
    const thief = await createAccount(h, 'thief');
    const error = await refusal(updateProfile(h.ctx, form(thief.userId, { portrait: file.id, firstName: 'Stolen' })));
    expect([error.statusCode, error.message]).toEqual([422, PORTRAIT_NOT_YOURS]);
    expect(await user(thief.userId)).toMatchObject({ portrait_file_id: null, first_name: null });
  });

  describe('changing the email', () => {
    it('given the current password, keeps the email, makes the new one pending, and mails a link to it and a notice with undo to the old one', async () => {
      const mover = await createAccount(h, 'mover');
      const moved = newEmail('moved');
      expect(await updateProfile(h.ctx, form(mover.userId, { email: moved, currentPassword: mover.password, firstName: 'Tama' }))).toEqual({
        pendingEmail: moved,
      });
      expect(await user(mover.userId)).toMatchObject({ email: mover.email, pending_email: moved, first_name: 'Tama', verified: true });
      const [confirm] = await emailsTo(h.t.db, moved, 'email-change-confirm');
      expect(confirm?.text_body).toMatch(/\/account\/confirm-email\?token=[A-Za-z0-9_-]{43}/);
      const [notice] = await emailsTo(h.t.db, mover.email, 'email-change-notice');
      expect(notice?.text_body).toContain(moved);
      expect(notice?.text_body).toMatch(/\/account\/undo-email-change\?token=[A-Za-z0-9_-]{43}/);
      expect(h.mailQueued).toHaveBeenCalled();
    });

    it('given no current password, refuses with 422 and changes nothing, the other fields included', async () => {
      const a = await createAccount(h, 'no-password');
      const before = await user(a.userId);
      const error = await refusal(updateProfile(h.ctx, form(a.userId, { email: newEmail('elsewhere'), firstName: 'Changed' })));
      expect([error.statusCode, error.message]).toEqual([422, CURRENT_PASSWORD_REQUIRED]);
      expect(await user(a.userId)).toEqual(before);
    });

    it('given a wrong current password, refuses with 403, sends nothing, and throttles after 5 tries', async () => {
      const a = await createAccount(h, 'wrong-password');
      const target = newEmail('attacker');
      for (let i = 0; i < 5; i++) {
        const error = await refusal(updateProfile(h.ctx, form(a.userId, { email: target, currentPassword: `guess-${i}` })));
        expect([error.statusCode, error.message]).toEqual([403, WRONG_CURRENT_PASSWORD]);
      }
      expect((await refusal(updateProfile(h.ctx, form(a.userId, { email: target, currentPassword: a.password })))).statusCode).toBe(429);
      expect(await emailsTo(h.t.db, target)).toEqual([]);
      expect((await user(a.userId))?.pending_email).toBeNull();
    });

    it("given another account's email, refuses with 409 and changes nothing", async () => {
      const other = await createAccount(h, 'taken');
      const before = await user(me.userId);
      const error = await refusal(updateProfile(h.ctx, form(me.userId, { email: other.email, currentPassword: me.password, firstName: 'Changed' })));
      expect([error.statusCode, error.message]).toEqual([409, EMAIL_TAKEN]);
      expect(await user(me.userId)).toEqual(before);
    });

    it('given a newer request, replaces the pending one; given the current email, withdraws it without a password', async () => {
      const a = await createAccount(h, 'indecisive');
      await updateProfile(h.ctx, form(a.userId, { email: newEmail('first-choice'), currentPassword: a.password }));
      const second = newEmail('second-choice');
      await updateProfile(h.ctx, form(a.userId, { email: second, currentPassword: a.password }));
      expect((await user(a.userId))?.pending_email).toBe(second);
      await updateProfile(h.ctx, form(a.userId, { email: a.email }));
      expect(await user(a.userId)).toMatchObject({ email: a.email, pending_email: null });
    });

    it('given a pending change past its 24 hours, no longer shows it', async () => {
      const a = await createAccount(h, 'forgot-to-confirm');
      await updateProfile(h.ctx, form(a.userId, { email: newEmail('never-opened'), currentPassword: a.password }));
      h.clock.advance(24 * 3600_000);
      expect((await user(a.userId))?.pending_email).toBeNull();
    });

    it('given more than 5 changes in an hour, refuses with 429 (no relaying mail to any address)', async () => {
      const a = await createAccount(h, 'relay');
      h.clock.set(new Date(Math.ceil(h.clock.now().getTime() / 3600_000) * 3600_000));
      for (let i = 0; i < 5; i++) await updateProfile(h.ctx, form(a.userId, { email: newEmail(`relay-${i}`), currentPassword: a.password }));
      const victim = newEmail('victim');
      expect((await refusal(updateProfile(h.ctx, form(a.userId, { email: victim, currentPassword: a.password })))).statusCode).toBe(429);
      expect(await emailsTo(h.t.db, victim)).toEqual([]);
    });
  });
});
