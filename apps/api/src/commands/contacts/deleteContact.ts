import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { deleteContactRow } from './contacts.queries.ts';
import { CONTACT_NOT_FOUND } from './updateContact.ts';

/** Removes a contact from the user's book; plans that have them keep their own copy. */
export async function deleteContact(ctx: CommandContext, input: { userId: number; contactId: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteContactRow(tx, input.userId, input.contactId))) throw notFound(CONTACT_NOT_FOUND);
  });
}
