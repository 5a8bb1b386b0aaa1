import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppMetrics } from '../../metrics/metrics.ts';
import { addressedToUs, fromThisMachine } from '../dev-mail/this-machine.ts';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token of the request against METRICS_TOKEN, in constant time (both hashed to one length first). */
function bearerMatches(request: FastifyRequest, token: string): boolean | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const [scheme = '', given = '', ...rest] = header.trim().split(/\s+/);
  const bearer = scheme.toLowerCase() === 'bearer' && given !== '' && rest.length === 0;
  return timingSafeEqual(digest(bearer ? given : ''), digest(token)) && bearer;
}

export interface MetricsRouteOptions {
  metrics: AppMetrics;
  /** METRICS_TOKEN: a bearer of it may scrape from anywhere. */
  token: string | undefined;
  publicUrl: string;
}

/**
 * GET /metrics, Prometheus' text format (ADR 063). Who may read it, as the development
 * mailbox: a program on this machine talking to the server directly, by its own name
 * (`fromThisMachine`, `addressedToUs`); with METRICS_TOKEN, also whoever sends it as a
 * bearer token, from anywhere. A wrong token is refused (403); to anyone else the path
 * does not exist (404). The numbers hold no secret, but they tell how the product is
 * used and when it is weak, which is nobody else's business.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRouteOptions> = async (app, { metrics, token, publicUrl }) => {
  app.addHook('onRequest', (request, reply, done) => {
    const bearer = token === undefined ? null : bearerMatches(request, token);
    if (bearer === true) return done();
    if (bearer === false) return void reply.code(403).send({ error: 'Wrong metrics token' });
    if (fromThisMachine(request) && addressedToUs(request, publicUrl)) return done();
    reply.callNotFound();
  });

  // Not part of api/v1: kept out of the OpenAPI document.
  app.get(METRICS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics()),
  );
};
