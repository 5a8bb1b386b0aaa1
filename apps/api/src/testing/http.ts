/** Request helpers for route tests (app.inject). */
import { randomBytes } from 'node:crypto';

export interface MultipartBody {
  payload: string;
  headers: Record<string, string>;
}

/** A multipart/form-data body as browsers send it; `files` adds file parts. */
export function multipart(fields: Record<string, string>, files: Record<string, { name: string; content: string }> = {}): MultipartBody {
  const boundary = `----pmw${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n${file.content}\r\n`,
    );
  }
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
