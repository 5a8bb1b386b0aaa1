import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayCache } from './security-headers.ts';

/**
 * Strong validator of the exact bytes sent. A hash of the body rather than a version
 * number: replicas agree on it without sharing state, and it changes exactly when the
 * answer does (after a data import), whoever made the change.
 */
export function entityTag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`; `*` matches any. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Route options for public data that changes only with a data import or a release:
 * a 200 gets `Cache-Control: public, max-age=…` and an ETag of its body, and a request
 * whose If-None-Match already names that body gets 304 without one. Other statuses
 * (errors), and answers to a request with credentials, are left uncached.
 */
export function publicCache(maxAgeSeconds: number) {
  return {
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode !== 200 || !mayCache(request) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
      const etag = entityTag(payload);
      reply.header('etag', etag);
      reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
      if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      return '';
    },
  };
}
