/** The SQL of the file commands. */
import type { Queryable } from '../../db/database.ts';
import type { FileRow } from '../../routes/files/files.presenter.ts';

export interface NewFile {
  id: string;
  ownerId: number;
  isPrivate: boolean;
  title: string;
  kind: FileRow['kind'];
  mime: string;
  ext: string;
  size: number;
  sha256: string;
  now: Date;
}

export async function insertFile(db: Queryable, file: NewFile): Promise<FileRow> {
  const [row] = await db.query<FileRow>(
    `INSERT INTO files (id, owner_id, is_private, title, kind, mime, ext, size, sha256, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING id, owner_id, is_private, title, kind, mime, ext, size`,
    [file.id, file.ownerId, file.isPrivate, file.title, file.kind, file.mime, file.ext, file.size, file.sha256, file.now],
  );
  if (!row) throw new Error('file record was not created');
  return row;
}
