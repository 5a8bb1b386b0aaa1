import type { Queryable } from '../../db/database.ts';
import type { FileRow } from '../../files/files.presenter.ts';

export async function findFile(db: Queryable, id: string): Promise<FileRow | null> {
  const [row] = await db.query<FileRow>('SELECT id, owner_id, is_private, title, kind, mime, ext, size FROM files WHERE id = $1::uuid', [id]);
  return row ?? null;
}
