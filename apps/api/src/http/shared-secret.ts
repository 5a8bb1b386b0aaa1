import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * A check of a shared secret (a webhook's) in constant time: both sides are compared as
 * SHA-256 digests of equal length, so timingSafeEqual neither throws nor tells the
 * secret's length, and how much of a guess was right takes no longer to find.
 */
export function sharedSecretCheck(secret: string): (sent: string | null) => boolean {
  const expected = digest(secret);
  return (sent) => sent !== null && timingSafeEqual(digest(sent), expected);
}

/** The secret a caller sent: in its own header, else as `Authorization: Bearer <secret>`. */
export function sentSecret(headers: IncomingHttpHeaders, header: string): string | null {
  const own = headers[header];
  if (typeof own === 'string' && own !== '') return own;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? null;
}
