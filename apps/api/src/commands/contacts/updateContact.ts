import type { ContactInput } from '@planmywalk/contracts';
import { conflict, notFound, unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { parseContactInput } from './contactInput.ts';
import { hasContactWithEmail, lockContact, updateContactRow } from './contacts.queries.ts';
import { CONTACT_EMAIL_TWICE } from './createContact.ts';

export const CONTACT_NOT_FOUND = 'Contact not found';
export const CONTACT_EMAIL_FIXED = "A contact's email address cannot be changed. Add a new contact for the new address.";

/**
 * Changes a contact of the user's book (PUT user/contact/{id}). An email, once set, stays
 * (spec part 2 §5): sending another (or none) is a 422; leaving it out keeps it. A
 * contact without an email may be given one. Plans keep their own copy of the people on
 * them, so a change here does not rewrite a plan already sent.
 */
export async function updateContact(ctx: CommandContext, input: { userId: number; contactId: number; contact: ContactInput }): Promise<void> {
  const values = parseContactInput(input.contact);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await lockContact(tx, input.userId, input.contactId);
    if (!current) throw notFound(CONTACT_NOT_FOUND);
    const email = values.email === undefined ? current.email : values.email;
    if (current.email !== null && email !== current.email) throw unprocessable(CONTACT_EMAIL_FIXED);
    if (email !== null && email !== current.email && (await hasContactWithEmail(tx, input.userId, email, current.id))) {
      throw conflict(CONTACT_EMAIL_TWICE);
    }
    await updateContactRow(tx, current.id, { ...values, email }, now);
  });
}
