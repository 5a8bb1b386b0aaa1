import type { Queryable } from '../../db/database.ts';

export type ContactRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
};

/** The user's contact book, in the order it was written. */
export async function listContacts(db: Queryable, userId: number): Promise<ContactRow[]> {
  return db.query<ContactRow>('SELECT id, first_name, last_name, email, phone, relationship FROM contacts WHERE user_id = $1 ORDER BY id', [userId]);
}
