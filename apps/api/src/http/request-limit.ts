import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

const MINUTE_MS = 60_000;

export interface RequestLimitOptions {
  /** Names the counter, so two limits on one key count apart: 'pdf-ip', 'search-ip'. */
  name: string;
  /** Requests per minute. */
  max: number;
  /** Whose requests: `request.ip`, a plan id. */
  key: (request: FastifyRequest) => string;
  /** The 429's text. */
  message: string;
}

/**
 * @fastify/rate-limit for the costly reads (ADR 060), with no limit of its own on any
 * route: each route asks the limits it needs, where it needs them (after its input is
 * valid, before its work), and a refusal is an HttpError like every other.
 */
export async function installRequestLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/**
 * A per-minute limit in this process's memory. Not the database's RateLimiter
 * (auth/rate-limit.ts), which all replicas share: that costs a database write per
 * request, more than a search answered from memory, and what these limits protect is
 * each process's own CPU, so each process counting its own requests is the point.
 */
export function requestLimit(app: FastifyInstance, options: RequestLimitOptions): (request: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({ max: options.max, timeWindow: MINUTE_MS, keyGenerator: (request) => `${options.name}:${options.key(request)}` });
  return async (request) => {
    const result = await check(request);
    // isAllowed means allow-listed; a counted request is refused only once past the limit.
    if (result.isAllowed || !result.isExceeded) return;
    throw new HttpError(429, options.message, { headers: { 'retry-after': String(Math.max(1, result.ttlInSeconds)) } });
  };
}
