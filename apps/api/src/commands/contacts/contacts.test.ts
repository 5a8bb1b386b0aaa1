import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { CONTACT_EMAIL_TWICE, createContact } from './createContact.ts';
import { deleteContact } from './deleteContact.ts';
import { CONTACT_EMAIL_FIXED, updateContact } from './updateContact.ts';

describe('the contact book commands', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });
  const rowOf = async (id: number) => (await h.t.db.query('SELECT user_id, first_name, email, phone FROM contacts WHERE id = $1', [id]))[0];

  it('adds, changes (never an email once set) and deletes a contact, only the owner’s', async () => {
    const me = await createAccount(h, 'book-cmd');
    const other = await createAccount(h, 'book-cmd-other');
    const { id } = await createContact(h.ctx, { userId: me.userId, contact: { first_name: 'Hemi', last_name: 'W', email: 'HEMI.cmd@Example.org ' } });
    expect(await rowOf(id)).toEqual({ user_id: me.userId, first_name: 'Hemi', email: 'hemi.cmd@example.org', phone: null });
    expect((await refusal(createContact(h.ctx, { userId: me.userId, contact: { first_name: 'H', last_name: 'W', email: 'hemi.cmd@example.org' } }))).message).toBe(CONTACT_EMAIL_TWICE);
    await updateContact(h.ctx, { userId: me.userId, contactId: id, contact: { first_name: 'Hemi', last_name: 'Walker', phone: '027 1' } });
    expect(await rowOf(id)).toMatchObject({ email: 'hemi.cmd@example.org', phone: '027 1' });
    expect((await refusal(updateContact(h.ctx, { userId: me.userId, contactId: id, contact: { first_name: 'H', last_name: 'W', email: 'new@example.org' } }))).message).toBe(CONTACT_EMAIL_FIXED);
    expect((await refusal(updateContact(h.ctx, { userId: other.userId, contactId: id, contact: { first_name: 'X', last_name: 'Y' } }))).statusCode).toBe(404);
    expect((await refusal(deleteContact(h.ctx, { userId: other.userId, contactId: id }))).statusCode).toBe(404);
    await deleteContact(h.ctx, { userId: me.userId, contactId: id });
    expect(await rowOf(id)).toBeUndefined();
  });
});
