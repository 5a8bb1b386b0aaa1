import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@planmywalk/contracts';
import { loadRoutePages } from './route-preloads.ts';
import { loadPageRenderer, withRenderedPage } from './server-render.ts';

/** The last path segment looks like a file name (`/assets/app.js`, `/favicon.ico`). */
const looksLikeFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0]?.split('/').pop() ?? '');

/**
 * Serves the built web app from `webRoot` (when given and present) and answers unknown
 * paths: under /api with JSON `{ error }`; any other GET that is not a file with
 * index.html, so the client router can route it (unknown pages go to /404 there).
 * A missing file (`/assets/gone.js`) is a plain 404, not HTML posing as a script.
 * The public pages come drawn (server-render.ts, docs/adr/068); a personal one the
 * server answers (the read-only plan's preview) is never stored and never indexed.
 */
export async function installWebApp(app: FastifyInstance, webRoot: string | undefined, publicUrl: string): Promise<void> {
  const serveWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      // We set cache-control ourselves, per file kind.
      cacheControl: false,
      // The build writes file.br and file.gz beside each text file, compressed harder than
      // the on-the-fly compression can afford (apps/web/build/precompress.ts): sent as they are.
      preCompressed: true,
      // Vite puts content-hashed files under assets/: cache them for good. Everything else is
      // revalidated: index.html, and the service worker (sw.js) and manifest, which must
      // reach the device as soon as a release changes them.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const routePages = serveWeb ? loadRoutePages(webRoot) : null;
  const indexHtml = serveWeb ? readFileSync(path.join(webRoot, 'index.html'), 'utf8') : '';
  const renderer = serveWeb ? await loadPageRenderer(app, webRoot, publicUrl) : null;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(request.url);
    if (routePages && isPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      const template = routePages.pageFor(request.url.split('?')[0] ?? '/') ?? indexHtml;
      const page = renderer ? await renderer.render(request.url) : null;
      if (page?.personal) reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
      else reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(page ? withRenderedPage(template, page) : template);
    }
    const body: ErrorResponse = { error: `Not found: ${request.method} ${request.url.split('?')[0]}` };
    return reply.code(404).send(body);
  });
}
