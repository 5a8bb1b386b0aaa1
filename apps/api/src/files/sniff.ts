/**
 * Tells an upload's type from its first bytes, never from the name or the content type
 * the client claims: a file is what its bytes say it is.
 */
export interface DetectedType {
  kind: 'image';
  mime: 'image/png' | 'image/jpeg' | 'image/gif';
  ext: 'png' | 'jpg' | 'gif';
}

const startsWith = (buffer: Uint8Array, bytes: number[]) => buffer.length >= bytes.length && bytes.every((b, i) => buffer[i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [...'GIF87a'].map((c) => c.charCodeAt(0));
const GIF89 = [...'GIF89a'].map((c) => c.charCodeAt(0));

/** The image type of the content, or null when it is not a gif, jpeg or png. */
export function detectImageType(buffer: Uint8Array): DetectedType | null {
  if (startsWith(buffer, PNG)) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (startsWith(buffer, JPEG)) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buffer, GIF87) || startsWith(buffer, GIF89)) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  return null;
}
