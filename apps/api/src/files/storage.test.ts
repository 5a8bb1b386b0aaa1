/**
 * Both places uploaded bytes can live behave alike: local disk (the default) and an
 * S3-compatible bucket, here a real S3 server (s3rver) on a loopback port.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../testing/s3.ts';
import { makeTempDir } from '../testing/test-database.ts';
import { S3FileStorage } from './s3-storage.ts';
import { LocalFileStorage, type FileStorage } from './storage.ts';

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let s3: TestS3Server;
let folder: { dir: string; remove(): Promise<void> };
const storages: Record<string, () => FileStorage> = {
  'local disk': () => new LocalFileStorage(folder.dir),
  'an S3 bucket': () => new S3FileStorage(s3.settings),
  'an S3 bucket under a prefix': () => new S3FileStorage({ ...s3.settings, prefix: 'replica-test/' }),
};

beforeAll(async () => {
  s3 = await startS3Server();
  folder = await makeTempDir();
});
afterAll(async () => {
  await s3.close();
  await folder.remove();
});

describe.each(Object.keys(storages))('file storage on %s', (name) => {
  const storage = () => (storages[name] as () => FileStorage)();

  it('given bytes put under an id, reads the same bytes back, from another instance too', async () => {
    const id = randomUUID();
    const bytes = Buffer.from(`%PDF-1.4 plan document ${name}\n`.repeat(2000));
    await storage().put(id, bytes);
    expect(await bytesOf(await storage().read(id))).toEqual(bytes);
  });

  it('given an id never stored, reads nothing', async () => {
    expect(await storage().read(randomUUID())).toBeNull();
  });

  it('given a removed file, reads nothing, and removing it again is harmless', async () => {
    const id = randomUUID();
    const files = storage();
    await files.put(id, Buffer.from('portrait'));
    await files.remove(id);
    expect(await files.read(id)).toBeNull();
    await expect(files.remove(id)).resolves.toBeUndefined();
  });

  it('refuses a key that is not a file id the server made', async () => {
    await expect(storage().put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/not a file id/);
  });
});

describe('S3 storage on a bucket that does not exist', () => {
  it('fails the write loudly (the upload answers an error) instead of losing the file', async () => {
    const files = new S3FileStorage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(files.put(randomUUID(), Buffer.from('x'))).rejects.toThrow(/bucket/i);
  });
});
