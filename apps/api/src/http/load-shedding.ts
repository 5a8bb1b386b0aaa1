import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { LoadSheddingSettings } from '../config/load-env.ts';
import { HttpError } from './http-error.ts';

export const SERVER_OVERLOADED = 'The server is too busy to answer just now. Please try again in a few seconds.';

/** Answered even under pressure: a load balancer that saw 503 here would take a busy replica out, making its neighbours busier. */
const EXEMPT_ROUTES = new Set(['/api/health']);

/**
 * Load shedding (ADR 060) with @fastify/under-pressure: when the event loop falls behind
 * (its mean delay over a sample, or the share of the sample it was busy, past the
 * settings), every request but the health check is answered 503 at once, in the
 * `{ error }` shape with a Retry-After, instead of joining a queue that makes everyone
 * wait. Utilization is measured per sample ('interval'), not since the start.
 *
 * Nothing is shed for `startGraceMs` after the server is ready: the first samples still
 * hold the start's own work (the ready hooks, loading the code), so a replica that had
 * just come up answered its first requests 503 with no load at all, in every rolling
 * restart (found by replicas.test.ts and the rolling-restart test).
 */
export async function installLoadShedding(app: FastifyInstance, settings: LoadSheddingSettings | null): Promise<void> {
  if (!settings) return;
  const overloaded = () => new HttpError(503, SERVER_OVERLOADED, { headers: { 'retry-after': String(settings.retryAfterSeconds) } });
  let sheddingFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    sheddingFrom = performance.now() + settings.startGraceMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: settings.sampleIntervalMs,
    retryAfter: settings.retryAfterSeconds,
    // A rejection goes to the error handler, which writes the `{ error }` answer and its headers.
    pressureHandler: async (request) => {
      if (EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return;
      if (performance.now() < sheddingFrom) return;
      throw overloaded();
    },
  });
}
