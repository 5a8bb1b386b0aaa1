/**
 * No route sees a number that is not finite. Fastify's validator coerces path and query
 * text (and form fields) to numbers, and ajv's coercion reads '1e309' and 'Infinity' as
 * Infinity, then skips `minimum` and `maximum` for a number that is not finite: `page=1e309`
 * passed a schema capped at 10,000 and reached PostgreSQL as 'Infinity' (a 500 until
 * issue 29). JSON bodies are validated without coercion, where ajv's own type check
 * refuses Infinity; this covers what coercion lets through, for every route, after the
 * schema and before the handler.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error.ts';

/** The path (`page`, `markers.0.length`) of the first number in `value` that is not finite, or null. */
export function nonFiniteAt(value: unknown, at: string[] = []): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : at.join('.');
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteAt(item, [...at, key]);
    if (found !== null) return found;
  }
  return null;
}

const PARTS = [
  ['params', 'Path parameter'],
  ['query', 'Query parameter'],
  ['body', 'Field'],
] as const;

/** Installs the check at the root, before any route plugin registers. */
export function installFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [part, name] of PARTS) {
      const where = nonFiniteAt(request[part]);
      if (where !== null) throw badRequest(where === '' ? `The ${part} must be a finite number` : `${name} '${where}' must be a finite number`);
    }
  });
}
