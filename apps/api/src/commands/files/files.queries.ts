/** The SQL of the file commands. */
import type { Queryable } from '../../db/database.ts';
import type { FileRow } from '../../files/files.presenter.ts';

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

export type UploadUsage = { files: number; bytes: number };

/** What the user keeps now; `lock` holds their row, so two uploads at once cannot both squeeze in. */
export async function uploadUsage(db: Queryable, userId: number, lock: boolean): Promise<UploadUsage> {
  if (lock) await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [row] = await db.query<UploadUsage>('SELECT count(*)::int AS files, COALESCE(sum(size), 0)::bigint AS bytes FROM files WHERE owner_id = $1', [
    userId,
  ]);
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** The user's own file, locked until the transaction ends: a plan or a review attaching it meanwhile waits for the delete. */
export async function lockOwnFile(tx: Queryable, id: string, ownerId: number): Promise<{ id: string } | null> {
  const [row] = await tx.query<{ id: string }>('SELECT id FROM files WHERE id = $1::uuid AND owner_id = $2 FOR UPDATE', [id, ownerId]);
  return row ?? null;
}

export type FileUses = {
  portrait: boolean;
  plans: number;
  reviews: number;
};

/** What uses a file: an account's portrait, plans' documents, reviews' photos. */
export async function fileUses(tx: Queryable, id: string): Promise<FileUses> {
  const [row] = await tx.query<FileUses>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE portrait_file_id = $1::uuid) AS portrait,
            (SELECT count(*)::int FROM plan_attachments WHERE file_id = $1::uuid) AS plans,
            (SELECT count(*)::int FROM review_photos WHERE file_id = $1::uuid) AS reviews`,
    [id],
  );
  return row ?? { portrait: false, plans: 0, reviews: 0 };
}

export async function deleteFileRow(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM files WHERE id = $1::uuid', [id]);
}
