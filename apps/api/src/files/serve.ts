import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../http/content-disposition.ts';
import type { FileRow } from './files.presenter.ts';

/** The name a document downloads as: its uploaded name, ending in the extension of what it really is. */
export function downloadName(row: Pick<FileRow, 'title' | 'ext'>): string {
  return row.title.toLowerCase().endsWith(`.${row.ext}`) ? row.title : `${row.title}.${row.ext}`;
}

/**
 * Sends a stored file with the strict headers every upload gets: the sniffed type and
 * nosniff (a browser must not guess another, e.g. HTML), a sandboxing CSP, images
 * inline and documents as downloads, private ones kept out of shared caches.
 */
export function sendStoredFile(reply: FastifyReply, row: FileRow, stream: Readable): FastifyReply {
  const disposition = row.kind === 'image' ? contentDisposition('inline', `${row.id}.${row.ext}`) : contentDisposition('attachment', downloadName(row));
  return reply
    .header('content-type', row.mime)
    .header('content-length', String(row.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', disposition)
    // Ids are never reused and files never change; private ones stay out of shared caches.
    .header('cache-control', row.is_private ? 'private, no-store' : 'public, max-age=31536000, immutable')
    .send(stream);
}
