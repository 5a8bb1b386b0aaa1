/**
 * Security headers on every answer (helmet), the Content-Security-Policy the web app and
 * its map run under, HSTS over HTTPS, and the caching rule for personal answers. See
 * docs/adr for why each directive is what it is.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type CspDirectives = Record<string, string[]>;

/** Origins of tile URL templates (`https://tiles.example/{z}/{x}/{y}.png` → `https://tiles.example`); unparsable ones are left out. */
export function tileOrigins(templates: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const template of templates) {
    try {
      const url = new URL(template.replace(/\{[^}]*\}/g, '0'));
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not an absolute URL: the map would fetch it from this origin, which 'self' covers.
    }
  }
  return [...origins];
}

/**
 * The policy of the web app (and of every answer without a stricter one of its own).
 * - script-src 'self': the built app has no inline script and no eval; nothing else runs.
 * - style-src 'unsafe-inline': styled-components and Radix insert <style> elements at run time.
 * - img-src https:: location photos come from DOC's and other hosts named in the data.
 * - worker-src blob:: MapLibre falls back to a blob worker when it cannot load its worker file.
 * - connect-src: the API (this origin) and the configured tile hosts, which MapLibre fetches.
 */
export function webAppDirectives(tileTemplates: readonly string[] = []): CspDirectives {
  const tiles = tileOrigins(tileTemplates);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...tiles.filter((origin) => origin.startsWith('http:'))],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tiles],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

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
