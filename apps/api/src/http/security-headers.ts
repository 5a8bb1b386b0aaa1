/**
 * Security headers on every answer (helmet), with the Content-Security-Policy of
 * content-security-policy.ts, HSTS over HTTPS, and the caching rule for personal answers.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webAppDirectives } from './content-security-policy.ts';

/** JSON answers load nothing and run nothing, whatever opens them. */
export const JSON_ANSWER_CSP = "default-src 'none'; frame-ancestors 'none'";

export const HSTS = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /** Tile URL templates of the configured map layers (MAP_TOPO_TILES, MAP_SATELLITE_TILES, LINZ). */
  tileTemplates: readonly string[];
  /** PUBLIC_URL: when it is https, every answer carries HSTS even if a proxy hides the scheme. */
  publicUrl: string;
}

/** The request carries credentials (the API has no cookies): its answer may be personal. */
const hasCredentials = (request: FastifyRequest) => request.headers.authorization !== undefined;

/**
 * Caching is opt-in and personal answers are never cached: an answer to a request with
 * credentials is `no-store` whatever the route said, and an answer whose route set no
 * Cache-Control is `no-store` too. Routes that may be cached say so (public-cache.ts,
 * the web app's assets), so a route that forgets gets the safe default.
 */
function cacheControl(request: FastifyRequest, reply: FastifyReply): void {
  // @fastify/static sets its headers on the raw response.
  const set = reply.getHeader('cache-control') ?? reply.raw.getHeader('cache-control');
  if (set === undefined || (hasCredentials(request) && !/\bno-store\b/.test(String(set)))) reply.header('cache-control', 'no-store');
}

export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: webAppDirectives(options.tileTemplates) },
    // Sent below, and only when the answer goes over HTTPS.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    // The origin only, to other sites (tile hosts may check it for their keys); nothing to http.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const httpsEverywhere = options.publicUrl.startsWith('https:');
  app.addHook('onSend', async (request, reply, payload) => {
    if (httpsEverywhere || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json')) reply.header('content-security-policy', JSON_ANSWER_CSP);
    cacheControl(request, reply);
    return payload;
  });
}

/** For route-level hooks that set caching themselves (public-cache.ts): may this answer be cached at all? */
export const mayCache = (request: FastifyRequest) => !hasCredentials(request);
