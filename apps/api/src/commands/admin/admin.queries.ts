/** The SQL of the administrator commands. */
import type { Queryable } from '../../db/database.ts';

export async function updateAdministrator(db: Queryable, email: string, admin: boolean): Promise<{ id: number; email: string } | null> {
  const [row] = await db.query<{ id: number; email: string }>('UPDATE users SET is_admin = $2 WHERE email = $1 RETURNING id, email', [email, admin]);
  return row ?? null;
}
