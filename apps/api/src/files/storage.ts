import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded bytes live. Local disk by default; an S3-compatible store can implement
 * the same three calls. Keys are file ids the server made (UUIDs), never a client's name.
 */
export interface FileStorage {
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when they are gone. */
  read(id: string): Promise<Readable | null>;
  remove(id: string): Promise<void>;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A file id as the server makes them (a lower-case UUID); anything else names no file. */
export const isFileId = (text: string) => ID.test(text);

/** `${dir}/ab/abcdef01-…`: two-character shards keep folders small. */
export class LocalFileStorage implements FileStorage {
  constructor(readonly dir: string) {}

  private pathOf(id: string): string {
    // Ids come from the database, but a path is built from it: refuse anything unexpected.
    if (!ID.test(id)) throw new Error(`not a file id: ${id}`);
    return path.join(this.dir, id.slice(0, 2), id);
  }

  async put(id: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(id);
    await mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed: a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, target);
  }

  async read(id: string): Promise<Readable | null> {
    try {
      // Opened before answering, so a missing file is a 404 and not a stream failing mid-answer.
      const handle = await open(this.pathOf(id), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    await rm(this.pathOf(id), { force: true });
  }
}
