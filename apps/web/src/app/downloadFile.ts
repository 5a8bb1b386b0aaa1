import type { ReceivedFile } from './platform.ts';

/** How long the file's object URL outlives the click: the download has started by then. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a file the app fetched (with the session's token, so a plain link could not) as a
 * download: a temporary object URL on a link with `download`, clicked once and removed.
 */
export function downloadFile({ blob, filename }: ReceivedFile, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
