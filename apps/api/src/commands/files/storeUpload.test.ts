import { INVALID_FILE_TYPE } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness, type TestAccount } from '../../testing/commands.ts';
import { UPLOADING_TOO_FAST, admitUpload, displayTitle, storeUpload, uploadCountFull } from './storeUpload.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a50000000049454e44ae426082', 'hex');

async function bytesOf(stream: NodeJS.ReadableStream | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('storeUpload', () => {
  let h: CommandHarness;
  let me: TestAccount;
  beforeAll(async () => {
    h = await openCommandHarness();
    me = await createAccount(h, 'uploader');
  });
  afterAll(async () => {
    await h.close();
  });

  it('given a PNG under any name, keeps it as png with a record and its bytes written again in storage', async () => {
    const row = await storeUpload(h.ctx, { userId: me.userId, bytes: PNG, filename: 'holiday.gif', isPrivate: true });
    expect(row).toEqual({ id: expect.any(String), owner_id: me.userId, is_private: true, title: 'holiday.gif', kind: 'image', mime: 'image/png', ext: 'png', size: expect.any(Number) });
    // Re-encoded (ADR 060): the record's size is the stored file's.
    const stored = await bytesOf(await h.ctx.files.read(row.id));
    expect(stored?.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect(stored?.length).toBe(row.size);
  });

  it('given bytes that are not an accepted image, refuses with 422 and stores nothing', async () => {
    const [before] = await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    const error = await refusal(storeUpload(h.ctx, { userId: me.userId, bytes: Buffer.from('<svg onload=alert(1)>'), filename: 'x.png', isPrivate: false }));
    expect([error.statusCode, error.message]).toEqual([422, INVALID_FILE_TYPE]);
    expect(await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).toEqual([before]);
  });

  it('given a record that cannot be written, removes the bytes again', async () => {
    const put = h.ctx.files.put.bind(h.ctx.files);
    let storedId = '';
    h.ctx.files.put = async (id, bytes) => {
      storedId = id;
      await put(id, bytes);
    };
    try {
      await expect(storeUpload(h.ctx, { userId: 999_999_999, bytes: PNG, filename: 'a.png', isPrivate: false })).rejects.toThrow();
    } finally {
      h.ctx.files.put = put;
    }
    expect(storedId).not.toBe('');
    expect(await h.ctx.files.read(storedId)).toBeNull();
  });

  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['C:\\photos\\me.png', 'me.png'],
    ['\u0000\u001fname\u007f.png', 'name.png'],
    ['', 'upload.png'],
    [undefined, 'upload.png'],
  ])('names %j for display as %j', (name, title) => {
    expect(displayTitle(name, 'png')).toBe(title);
  });
});

describe('the upload quota and rate', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    // Small figures, so a handful of uploads reaches them.
    h = await openCommandHarness({ uploadQuota: { files: 3, bytes: 1024 }, rateLimits: { uploadsPerHour: 4 } });
  });
  afterAll(async () => {
    await h.close();
  });

  // Plain-text documents: kept as they come, so their sizes are the quota's figures (an image is re-encoded).
  const document = (bytes: number) => Buffer.alloc(bytes, 'a');

  it('given an account at its number of files, refuses the next with 422, stores nothing, and leaves other accounts alone', async () => {
    const me = await createAccount(h, 'collector');
    for (let i = 0; i < 3; i++) await storeUpload(h.ctx, { userId: me.userId, bytes: PNG, filename: `${i}.png`, isPrivate: false });
    const error = await refusal(storeUpload(h.ctx, { userId: me.userId, bytes: PNG, filename: 'one-more.png', isPrivate: false }));
    expect([error.statusCode, error.message]).toEqual([422, uploadCountFull(h.ctx.settings.uploadQuota)]);
    expect((await refusal(admitUpload(h.ctx, { userId: me.userId }))).statusCode).toBe(422);
    const [n] = await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE owner_id = $1', [me.userId]);
    expect(n?.n).toBe(3);
    const other = await createAccount(h, 'neighbour');
    await storeUpload(h.ctx, { userId: other.userId, bytes: PNG, filename: 'mine.png', isPrivate: false });
  });

  it('given a file that would take the account past its bytes, refuses it with the figures', async () => {
    const me = await createAccount(h, 'heavy');
    await storeUpload(h.ctx, { userId: me.userId, bytes: document(700), filename: 'a.txt', isPrivate: false });
    const error = await refusal(storeUpload(h.ctx, { userId: me.userId, bytes: document(400), filename: 'b.txt', isPrivate: false }));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/^This file does not fit in your upload space: you have used [\d.]+ MB of [\d.]+ MB\.$/);
    await storeUpload(h.ctx, { userId: me.userId, bytes: document(324), filename: 'c.txt', isPrivate: false });
  });

  it('given two uploads at once that fit only one at a time, keeps exactly one', async () => {
    const me = await createAccount(h, 'racer');
    const results = await Promise.allSettled([
      storeUpload(h.ctx, { userId: me.userId, bytes: document(600), filename: 'a.txt', isPrivate: false }),
      storeUpload(h.ctx, { userId: me.userId, bytes: document(600), filename: 'b.txt', isPrivate: false }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('given more uploads than the hourly rate, refuses the next with 429 before reading it', async () => {
    const me = await createAccount(h, 'fast');
    h.clock.set(new Date(Math.ceil(h.clock.now().getTime() / 3600_000) * 3600_000));
    for (let i = 0; i < 4; i++) await admitUpload(h.ctx, { userId: me.userId });
    const error = await refusal(admitUpload(h.ctx, { userId: me.userId }));
    expect([error.statusCode, error.message, error.extras.headers?.['retry-after']]).toEqual([429, UPLOADING_TOO_FAST, '3600']);
  });
});
