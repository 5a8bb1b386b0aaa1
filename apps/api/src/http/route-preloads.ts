import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '@planmywalk/contracts';

/**
 * A router path (`/tracks/:track`, `/account/my-gear-lists/:id?`) as a RegExp over a
 * URL's path, matching as the web app's router does: any case, a trailing slash allowed.
 */
export function routePathPattern(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with `<link rel="modulepreload">` for each file, at the end of its head. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * index.html for each route whose page is not in the entry chunk, naming that page's
 * chunks so the browser fetches them beside the entry script instead of a round trip
 * after it has run (docs/adr/055). `pageFor(path)` is null for a path no route matches
 * or whose page ships in the entry: index.html as built serves it. The build is read
 * once: a new build is a new release, and the server is restarted with it.
 */
export function loadRoutePages(webRoot: string): { pageFor(urlPath: string): string | null } {
  const preloadsFile = path.join(webRoot, ROUTE_PRELOADS_FILE);
  if (!existsSync(preloadsFile)) return { pageFor: () => null };
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const routes = (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreload[]).map((route) => ({
    pattern: routePathPattern(route.path),
    html: withModulePreloads(html, route.files),
  }));
  return {
    pageFor: (urlPath) => routes.find((route) => route.pattern.test(urlPath))?.html ?? null,
  };
}
