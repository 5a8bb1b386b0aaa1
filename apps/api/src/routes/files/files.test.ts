import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ErrorResponse, UploadedFile } from '@planmywalk/contracts';
import { DOCUMENT_UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES } from '@planmywalk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../files/storage.ts';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { DOCUMENTS, ELF, OTHER_ZIP, PE, pdfDocument } from '../../testing/documents.ts';
import { JPEG } from '../../testing/reviews.ts';
import { makeTempDir } from '../../testing/test-database.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';
import { FILE_RECORD_REFUSED } from './files.routes.ts';

// A real 1×1 PNG, a real 4×3 JPEG and an 8×8 GIF: images are decoded and written again (ADR 060).
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a50000000049454e44ae426082', 'hex');
const GIF = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } }).gif().toBuffer();

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----pmwupload';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('uploads and files', () => {
  let s: TestServer;
  let files: { dir: string; remove(): Promise<void> };
  let owner: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    files = await makeTempDir();
    // Its own folder (openTestServer would make one too) so the test can look inside.
    s = await openTestServer({ accounts: { publicUrl: 'https://walk.example.nz' }, fileStorage: new LocalFileStorage(files.dir) });
    owner = await signUp(s.app, s.t.db, 'uploader');
    other = await signUp(s.app, s.t.db, 'onlooker');
  });
  afterAll(async () => {
    await s.close();
    await files.remove();
  });

  const upload = (token: string | undefined, parts: Part[]) => {
    const body = multipartBody(parts);
    return s.app.inject({ method: 'POST', url: '/api/v1/upload', payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
  };
  const fetchFile = (id: string, token?: string) => s.app.inject({ method: 'GET', url: `/api/v1/files/${id}`, headers: token ? bearer(token) : {} });

  it('given a guest, answers 401 and stores nothing', async () => {
    const res = await upload(undefined, [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }]);
    expect(res.statusCode).toBe(401);
  });

  it('given a PNG, stores it written again under its id and serves it back with its type and nosniff', async () => {
    const res = await upload(owner.token.access_token, [{ name: 'file', filename: 'summit.png', type: 'image/png', content: PNG }]);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<UploadedFile>();
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `https://walk.example.nz/api/v1/files/${file.id}`,
      title: 'summit.png',
      size: expect.any(Number),
      type: 'image',
      ext: 'png',
    });
    // Stored by id, never by the client's name.
    expect(existsSync(path.join(files.dir, file.id.slice(0, 2), file.id))).toBe(true);
    expect(readdirSync(files.dir, { recursive: true }).some((f) => String(f).includes('summit'))).toBe(false);
    const served = await fetchFile(file.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/public/);
    expect(served.rawPayload.length).toBe(file.size);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('given a PNG named .gif and sent as text/plain, takes it for what its bytes say: png', async () => {
    const res = await upload(owner.token.access_token, [{ name: 'file', filename: 'holiday.gif', type: 'text/plain', content: PNG }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UploadedFile>()).toMatchObject({ ext: 'png', type: 'image', title: 'holiday.gif' });
    expect((await fetchFile(res.json<UploadedFile>().id)).headers['content-type']).toBe('image/png');
  });

  it.each([
    ['photo.jpg', JPEG, 'jpg', 'image/jpeg'],
    // A GIF is kept as a PNG of its first frame.
    ['anim.gif', GIF, 'png', 'image/png'],
  ])('given %s, keeps it as %s', async (filename, content, ext, mime) => {
    const res = await upload(owner.token.access_token, [{ name: 'file', filename, type: 'application/octet-stream', content }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UploadedFile>().ext).toBe(ext);
    expect((await fetchFile(res.json<UploadedFile>().id)).headers['content-type']).toBe(mime);
  });

  it.each([
    ['HTML named .jpg', 'page.jpg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an ELF executable named .pdf', 'route-guide.pdf', ELF],
    ['a Windows executable named .docx', 'gear.docx', PE],
    ['a ZIP that is no document, named .xlsx', 'times.xlsx', OTHER_ZIP()],
    ['an empty file', 'empty.png', Buffer.alloc(0)],
  ])("given %s, answers 422 'invalid file type' and stores nothing", async (_what, filename, content) => {
    const before = readdirSync(files.dir, { recursive: true }).length;
    const res = await upload(owner.token.access_token, [{ name: 'file', filename, type: 'image/png', content }]);
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorResponse>()).toEqual({ error: 'invalid file type' });
    expect(readdirSync(files.dir, { recursive: true }).length).toBe(before);
  });

  it('given an image over 5 MB, answers 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await upload(owner.token.access_token, [{ name: 'file', filename: 'huge.png', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorResponse>().error).toMatch(/5 MB/);
  });

  describe('documents', () => {
    it.each(Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[])('given a real .%s under another name, keeps it as what its bytes say, private', async (ext) => {
      const res = await upload(owner.token.access_token, [{ name: 'file', filename: 'Hut bookings.bin', type: 'application/octet-stream', content: DOCUMENTS[ext]() }]);
      expect(res.statusCode, res.body).toBe(200);
      const file = res.json<UploadedFile>();
      expect(file).toMatchObject({ ext, type: 'doc', title: 'Hut bookings.bin' });
      const [row] = await s.t.db.query<{ is_private: boolean }>('SELECT is_private FROM files WHERE id = $1::uuid', [file.id]);
      expect(row?.is_private).toBe(true);
      expect((await fetchFile(file.id)).statusCode).toBe(404);
      expect((await fetchFile(file.id, other.token.access_token)).statusCode).toBe(404);
      const served = await fetchFile(file.id, owner.token.access_token);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="Hut bookings\.bin\.\w+"; filename\*=UTF-8''Hut%20bookings\.bin\./);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    });

    it('given a PDF of just under 10 MB, keeps it; over 10 MB, answers 413', async () => {
      const pdf = await pdfDocument();
      const large = Buffer.concat([pdf, Buffer.alloc(DOCUMENT_UPLOAD_MAX_BYTES - pdf.length)]);
      const ok = await upload(owner.token.access_token, [{ name: 'file', filename: 'maps.pdf', content: large }]);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json<UploadedFile>()).toMatchObject({ type: 'pdf', ext: 'pdf', size: DOCUMENT_UPLOAD_MAX_BYTES });
      const tooLarge = await upload(owner.token.access_token, [{ name: 'file', filename: 'maps.pdf', content: Buffer.concat([large, Buffer.from('x')]) }]);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json<ErrorResponse>().error).toMatch(/10 MB/);
    });
  });

  it('given an image of just under 5 MB, accepts it (and keeps what its pixels need)', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    const res = await upload(owner.token.access_token, [{ name: 'file', filename: 'large.png', content: large }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UploadedFile>().size).toBeLessThan(1024);
  });

  it('given one account uploading 200 MiB as fast as it can (issue 7, finding 5), stops it at its 100 MiB quota with a clear 422', async () => {
    const hoarder = await signUp(s.app, s.t.db, 'hoarder');
    // Documents, kept as they come: an image's stored size is its re-encoding's (ADR 060).
    const pdf = await pdfDocument();
    const large = Buffer.concat([pdf, Buffer.alloc(UPLOAD_MAX_BYTES - pdf.length)]);
    const storedFiles = () => readdirSync(files.dir, { recursive: true }).filter((name) => /[0-9a-f-]{36}$/.test(String(name))).length;
    const before = storedFiles();
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i < 40; i++) {
      const res = await upload(hoarder.token.access_token, [{ name: 'file', filename: `big-${i}.pdf`, content: large }]);
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) refusal = res.json<ErrorResponse>().error;
    }
    // 5 MiB each: 20 fit in 100 MiB, every later one is refused.
    expect(statuses.filter((code) => code === 200)).toHaveLength(20);
    expect(statuses.slice(20).every((code) => code === 422)).toBe(true);
    expect(refusal).toBe('This file does not fit in your upload space: you have used 100 MB of 100 MB.');
    const [kept] = await s.t.db.query<{ bytes: number }>('SELECT COALESCE(sum(size), 0)::bigint AS bytes FROM files WHERE owner_id = $1', [hoarder.user.id]);
    expect(Number(kept?.bytes)).toBe(100 * 1024 * 1024);
    // Nothing of the refused uploads stayed on disk either.
    expect(storedFiles()).toBe(before + 20);
  });

  it('given no file part, or a file under another field name, answers 400', async () => {
    const none = await upload(owner.token.access_token, [{ name: 'isprivate', content: '1' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorResponse>().error).toBe("Field 'file' is required");
    const wrong = await upload(owner.token.access_token, [{ name: 'photo', filename: 'a.png', content: PNG }]);
    expect(wrong.statusCode).toBe(400);
  });

  it("given the spec's fileJSON file record instead of the bytes, answers 400 with what to send, and stores nothing", async () => {
    const [before] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE owner_id = $1', [owner.user.id]);
    const record = JSON.stringify({ id: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', url: 'https://example.com/permit.pdf', name: 'permit.pdf' });
    const res = await upload(owner.token.access_token, [{ name: 'fileJSON', content: record }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error).toBe(FILE_RECORD_REFUSED);
    const alongside = await upload(owner.token.access_token, [
      { name: 'fileJSON', content: record },
      { name: 'file', filename: 'a.png', content: PNG },
    ]);
    expect(alongside.statusCode).toBe(400);
    const [after] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE owner_id = $1', [owner.user.id]);
    expect(after?.n).toBe(before?.n);
  });

  it('given a name with a path and control characters, keeps only a clean base name as the title', async () => {
    const res = await upload(owner.token.access_token, [{ name: 'file', filename: '../../etc/pa\u0007sswd.png', content: PNG }]);
    expect(res.json<UploadedFile>().title).toBe('passwd.png');
  });

  describe('private files', () => {
    let file: UploadedFile;
    beforeAll(async () => {
      // isprivate after the file part: the order of parts does not matter.
      const res = await upload(owner.token.access_token, [
        { name: 'file', filename: 'permit.png', content: PNG },
        { name: 'isprivate', content: '1' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      file = res.json<UploadedFile>();
    });

    it('serves a private file to its owner, not to be cached by others', async () => {
      const res = await fetchFile(file.id, owner.token.access_token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('answers 404 to another user and to a guest, as for a file that does not exist', async () => {
      const toOther = await fetchFile(file.id, other.token.access_token);
      const toGuest = await fetchFile(file.id);
      const missing = await fetchFile('5b0e2a4c-0000-4000-8000-000000000000');
      expect([toOther.statusCode, toGuest.statusCode, missing.statusCode]).toEqual([404, 404, 404]);
      expect(toOther.json<ErrorResponse>()).toEqual(missing.json<ErrorResponse>());
      expect(toGuest.body).not.toContain('permit');
    });
  });

  it('given an id that is not a file id, answers 404', async () => {
    expect((await fetchFile('..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await fetchFile('not-a-uuid')).statusCode).toBe(404);
  });
});
