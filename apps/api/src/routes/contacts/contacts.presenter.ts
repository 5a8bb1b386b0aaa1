import type { Contact } from '@planmywalk/contracts';
import type { ContactRow } from './contacts.queries.ts';

/** A contact of the book; `adult` when both email and phone are present (spec part 2 §3). */
export function presentContact(row: ContactRow): Contact {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    fullname: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phone: row.phone,
    relationship: row.relationship,
    // Contacts have no portraits of their own yet.
    portrait: null,
    adult: row.email !== null && row.phone !== null,
  };
}
