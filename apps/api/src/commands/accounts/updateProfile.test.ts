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
    ...more,
  });

  it('saves the form, marks the user inited, keeps what is left out and clears what is null', async () => {
    await updateProfile(h.ctx, form(me.userId, { dob: '1990-02-28', phone: '021 555 0101' }));
    expect(await findUser(h.t.db, me.userId)).toMatchObject({ first_name: 'Aroha', inited: true, dob: '1990-02-28', phone: '021 555 0101' });
    await updateProfile(h.ctx, form(me.userId, { firstName: 'Mere' }));
    expect(await findUser(h.t.db, me.userId)).toMatchObject({ first_name: 'Mere', dob: '1990-02-28', phone: '021 555 0101' });
    await updateProfile(h.ctx, form(me.userId, { dob: null, phone: null }));
    expect(await findUser(h.t.db, me.userId)).toMatchObject({ dob: null, phone: null });
  });

  it("given an image the user uploaded, sets it as the portrait; another user's image is refused and nothing changes", async () => {
    const file = await storeUpload(h.ctx, { userId: me.userId, bytes: PNG, filename: 'me.png', isPrivate: false });
    await updateProfile(h.ctx, form(me.userId, { portrait: file.id.toUpperCase() }));
    expect((await findUser(h.t.db, me.userId))?.portrait_file_id).toBe(file.id);
    const thief = await createAccount(h, 'thief');
    const error = await refusal(updateProfile(h.ctx, form(thief.userId, { portrait: file.id, firstName: 'Stolen' })));
    expect([error.statusCode, error.message]).toEqual([422, PORTRAIT_NOT_YOURS]);
    expect(await findUser(h.t.db, thief.userId)).toMatchObject({ portrait_file_id: null, first_name: null });
  });

  it("given another account's email, refuses with 409 and changes nothing", async () => {
    const other = await createAccount(h, 'taken');
    const before = await findUser(h.t.db, me.userId);
    const error = await refusal(updateProfile(h.ctx, form(me.userId, { email: other.email, firstName: 'Changed' })));
    expect([error.statusCode, error.message]).toEqual([409, EMAIL_TAKEN]);
    expect(await findUser(h.t.db, me.userId)).toEqual(before);
  });

  it('given a new email, changes it and tells the old address', async () => {
    const mover = await createAccount(h, 'mover');
    const moved = newEmail('moved');
    await updateProfile(h.ctx, form(mover.userId, { email: moved }));
    expect((await findUser(h.t.db, mover.userId))?.email).toBe(moved);
    const [notice] = await emailsTo(h.t.db, mover.email, 'email-changed');
    expect(notice?.text_body).toContain(`changed to ${moved}`);
  });
});
