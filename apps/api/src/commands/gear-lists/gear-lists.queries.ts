import type { GearCategory } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';

/** A custom gear list as stored. */
export type GearListTemplateRow = {
  id: number;
  user_id: number;
  title: string;
  categories: GearCategory[];
};

const COLUMNS = 'id, user_id, title, categories';

/** Takes the user's row lock, so two saves cannot both pass the per-account limit; answers how many lists they keep. */
export async function lockAndCountTemplates(tx: Queryable, userId: number): Promise<number> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM gear_list_templates WHERE user_id = $1', [userId]);
  return row?.n ?? 0;
}

export async function insertTemplate(
  tx: Queryable,
  input: { userId: number; title: string; categories: GearCategory[]; now: Date },
): Promise<GearListTemplateRow> {
  const [row] = await tx.query<GearListTemplateRow>(
    `INSERT INTO gear_list_templates (user_id, title, categories, created_at, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, $4) RETURNING ${COLUMNS}`,
    [input.userId, input.title, JSON.stringify(input.categories), input.now],
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The list, only when it is the user's (someone else's is as missing as one that never was). */
export async function findOwnTemplate(tx: Queryable, userId: number, id: number): Promise<GearListTemplateRow | null> {
  const [row] = await tx.query<GearListTemplateRow>(`SELECT ${COLUMNS} FROM gear_list_templates WHERE id = $1 AND user_id = $2`, [id, userId]);
  return row ?? null;
}

export async function updateOwnTemplate(
  tx: Queryable,
  input: { userId: number; id: number; title: string; categories: GearCategory[]; now: Date },
): Promise<GearListTemplateRow | null> {
  const [row] = await tx.query<GearListTemplateRow>(
    `UPDATE gear_list_templates SET title = $3, categories = $4::jsonb, updated_at = $5
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [input.id, input.userId, input.title, JSON.stringify(input.categories), input.now],
  );
  return row ?? null;
}

export async function deleteOwnTemplate(tx: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await tx.query<{ id: number }>('DELETE FROM gear_list_templates WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}
