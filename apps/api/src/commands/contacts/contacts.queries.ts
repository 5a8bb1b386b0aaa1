/** The SQL of the contact book commands. */
import type { Queryable } from '../../db/database.ts';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
}

export type ContactRow = {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
};

/** How many contacts the user keeps, counted under a lock on the user (two adds at once cannot both squeeze past the limit). */
export async function countContactsLocked(tx: Queryable, userId: number): Promise<number> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts WHERE user_id = $1', [userId]);
  return row?.n ?? 0;
}

export async function hasContactWithEmail(db: Queryable, userId: number, email: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM contacts WHERE user_id = $1 AND email = $2 AND id IS DISTINCT FROM $3::int', [userId, email, exceptId]);
  return row !== undefined;
}

export async function insertContact(tx: Queryable, userId: number, values: ContactValues, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO contacts (user_id, first_name, last_name, email, phone, relationship, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [userId, values.firstName, values.lastName, values.email, values.phone, values.relationship, now],
  );
  if (!row) throw new Error('contact was not created');
  return row.id;
}

export async function lockContact(tx: Queryable, userId: number, id: number): Promise<ContactRow | null> {
  const [row] = await tx.query<ContactRow>(
    'SELECT id, user_id, first_name, last_name, email, phone, relationship FROM contacts WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [id, userId],
  );
  return row ?? null;
}

export async function updateContactRow(tx: Queryable, id: number, values: ContactValues, now: Date): Promise<void> {
  await tx.query(
    'UPDATE contacts SET first_name = $2, last_name = $3, email = $4, phone = $5, relationship = $6, updated_at = $7 WHERE id = $1',
    [id, values.firstName, values.lastName, values.email, values.phone, values.relationship, now],
  );
}

export async function deleteContactRow(tx: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await tx.query('DELETE FROM contacts WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}
