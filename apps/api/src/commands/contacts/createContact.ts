import { CONTACTS_MAX, type ContactInput } from '@planmywalk/contracts';
import { conflict, unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { parseContactInput } from './contactInput.ts';
import { countContactsLocked, hasContactWithEmail, insertContact } from './contacts.queries.ts';

export const CONTACT_BOOK_FULL = `You can keep at most ${CONTACTS_MAX} contacts. Please remove some before adding more.`;
export const CONTACT_EMAIL_TWICE = 'A contact with this email address is already in your contacts.';

/** Adds a contact to the user's book (POST user/contact). Answers its id. */
export async function createContact(ctx: CommandContext, input: { userId: number; contact: ContactInput }): Promise<{ id: number }> {
  const values = parseContactInput(input.contact);
  const email = values.email ?? null;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if ((await countContactsLocked(tx, input.userId)) >= CONTACTS_MAX) throw unprocessable(CONTACT_BOOK_FULL);
    if (email !== null && (await hasContactWithEmail(tx, input.userId, email, null))) throw conflict(CONTACT_EMAIL_TWICE);
    return { id: await insertContact(tx, input.userId, { ...values, email }, now) };
  });
}
