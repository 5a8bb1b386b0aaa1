import { createHash, randomUUID } from 'node:crypto';
import { INVALID_FILE_TYPE } from '@planmywalk/contracts';
import { detectImageType } from '../../files/sniff.ts';
import { unprocessable } from '../../http/http-error.ts';
import type { FileRow } from '../../routes/files/files.presenter.ts';
import type { CommandContext } from '../context.ts';
import { insertFile } from './files.queries.ts';

/** The uploaded name, for display: no path, no control characters, bounded. */
export function displayTitle(filename: string | undefined, ext: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const base = (filename ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return base === '' ? `upload.${ext}` : base.slice(0, 200);
}

export interface StoreUploadInput {
  userId: number;
  bytes: Buffer;
  /** The name the client gave, for display only. */
  filename: string | undefined;
  isPrivate: boolean;
}

/**
 * Keeps an uploaded file: its type is told from its bytes (anything but a gif, jpeg or
 * png is refused), the bytes are stored under a new id and the record written. A
 * failed write removes the bytes again: an orphan on disk would never be cleaned up.
 */
export async function storeUpload(ctx: CommandContext, input: StoreUploadInput): Promise<FileRow> {
  const type = detectImageType(input.bytes);
  if (!type) throw unprocessable(INVALID_FILE_TYPE);
  const id = randomUUID();
  await ctx.files.put(id, input.bytes);
  try {
    return await insertFile(ctx.db, {
      id,
      ownerId: input.userId,
      isPrivate: input.isPrivate,
      title: displayTitle(input.filename, type.ext),
      kind: type.kind,
      mime: type.mime,
      ext: type.ext,
      size: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      now: ctx.clock.now(),
    });
  } catch (error) {
    await ctx.files.remove(id);
    throw error;
  }
}
