import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin read form posts (the spec's multipart forms, and
 * urlencoded) into `request.body` as `{ field: text }`, checked by the route's schema
 * like JSON. No file parts: a form that carries one is refused (413).
 */
export async function acceptForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 20, fieldSize: 10_000, fieldNameSize: 100, files: 0, parts: 20 },
  });
  // A text body is none of the accepted encodings: 415, not a puzzling schema error.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
