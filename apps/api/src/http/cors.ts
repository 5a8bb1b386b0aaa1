/**
 * Cross-origin access for the store apps, and for no one else. Inside the apps the web
 * app's page is `capacitor://localhost` (iOS) or `https://localhost` (Android), so its
 * API calls to the public site are cross-origin (ADR 047). Those two origins, and only
 * those, may read the API's answers; every other origin gets no CORS headers, as
 * before, so browsers keep other sites out.
 *
 * Credentials are unchanged: the API has no cookies and takes a bearer token in
 * `Authorization`, which the preflight allows; `Access-Control-Allow-Credentials` is
 * never sent, so no cookie or HTTP auth ever rides along.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The store apps' page origins (apps/mobile/capacitor.config.ts: Capacitor 7's schemes on `localhost`). */
export const APP_ORIGINS: readonly string[] = ['capacitor://localhost', 'https://localhost'];

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** What the api/v1 client sends beyond the CORS-safelisted headers. */
const ALLOWED_HEADERS = 'Authorization, Content-Type';
/** Downloads (a plan's PDF, a GPX) name their file here. */
const EXPOSED_HEADERS = 'Content-Disposition';
/** How long an app may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

const appOrigin = (request: FastifyRequest): string | null => {
  const origin = request.headers.origin;
  return typeof origin === 'string' && APP_ORIGINS.includes(origin) ? origin : null;
};

const isPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' && typeof request.headers['access-control-request-method'] === 'string';

/** Whatever the answer (errors too, so the app can read `{ error }`), it names the app's origin; caches keep answers per origin. */
function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('vary', 'Origin');
}

export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = appOrigin(request);
    if (!origin) return;
    allowOrigin(reply, origin);
    if (!isPreflight(request)) {
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      return;
    }
    return reply
      .code(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', PREFLIGHT_MAX_AGE)
      .header('cache-control', 'no-store')
      .send();
  });

  // Photos and portraits are shown with <img>, which sends no Origin: helmet's
  // `Cross-Origin-Resource-Policy: same-origin` would keep them out of the apps' pages.
  // Their URLs are unguessable (a review photo's key) or public, so any page may embed
  // them; a private file needs the bearer token, which an <img> cannot send.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('image/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
}
