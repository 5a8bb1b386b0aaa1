/**
 * A Content-Disposition header for a file name that may be anyone's text (RFC 6266):
 * `filename` is a plain-ASCII stand-in (quotes, backslashes and anything outside
 * printable ASCII replaced), `filename*` the UTF-8 name percent-encoded, so 'Trip Plan -
 * Tāwhai Falls.pdf' arrives whole and no name can break out of the header.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are among what is replaced
  const clean = filename.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'download';
  const ascii = clean.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
