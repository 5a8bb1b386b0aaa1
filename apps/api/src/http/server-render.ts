import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web app's renderer answers (apps/web/src/server/renderPage.tsx). */
export interface RenderedPage {
  head: string;
  styles: string;
  html: string;
  data: string;
  personal: boolean;
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
type RenderPage = (request: { url: string; origin: string; fetch: Fetch }) => Promise<RenderedPage | null>;

/** The renderer's build beside the web app's: `apps/web/dist-server/renderPage.js` for `apps/web/dist`. */
export const rendererFile = (webRoot: string) => path.join(path.dirname(webRoot), 'dist-server', 'renderPage.js');

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The API's own routes as the renderer's fetch, in process (no socket, no second
 * connection), and always as a guest: a render never carries anyone's session.
 */
function injectFetch(app: FastifyInstance): Fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET') throw new Error('A server render only reads');
    const answer = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (typeof value === 'number') headers.set(name, String(value));
    }
    return new Response(NO_BODY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * index.html with a drawn page in it: its head tags and styles at the end of the head
 * (the build's generic title and description make way), its HTML in `#root` and its
 * data after it, for the browser's stores (docs/adr/068).
 */
export function withRenderedPage(template: string, page: RenderedPage): string {
  const head = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${page.head}${page.styles}</head>`);
  if (!page.html) return head;
  const data = page.data ? `<script type="application/json" id="pmw-page-data">${page.data}</script>` : '';
  return head.replace('<div id="root"></div>', `<div id="root">${page.html}</div>${data}`);
}

export interface PageRenderer {
  /** The page drawn for a path and query; null for one the browser draws, or when drawing failed (logged). */
  render(url: string): Promise<RenderedPage | null>;
}

/**
 * A public page drawn is answered as drawn for this long: a busy page costs one render
 * every few seconds, not one per visit (a place's render is 20–60 ms of the event loop).
 * Its data is then at most this old; alerts and forecasts are refreshed by their feeds
 * far less often, and the browser's stores take what is new as they would anyway.
 */
export const RENDERED_PAGE_TTL_MS = 10_000;
/** Drawn pages kept at most (the least recently drawn go first): a bound, whatever paths are asked for. */
export const RENDERED_PAGES_KEPT = 500;
/**
 * Pages drawn at once at most. A render holds the event loop ~20 ms at a time; a crawler
 * walking the sitemap would otherwise queue dozens and hold every other request (a plan
 * being sent, a check-in) for hundreds of milliseconds. Past this, a page not kept goes
 * out as index.html for the browser to draw: slower to paint, never refused.
 */
export const RENDERS_AT_ONCE = 2;

interface KeptPage {
  at: number;
  page: Promise<RenderedPage | null>;
}

/**
 * Loads the web app's server renderer when its build is there (`pnpm build` writes it);
 * without it, every page is index.html as built and the browser draws it.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webRoot: string,
  publicUrl: string,
  now: () => number = Date.now,
): Promise<PageRenderer | null> {
  const file = rendererFile(webRoot);
  if (!existsSync(file)) {
    app.log.warn({ renderer: file }, 'no server renderer beside the web app: every page is drawn in the browser (slower first paint, no link previews); `pnpm build` writes it');
    return null;
  }
  const { renderPage } = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  app.log.info({ renderer: file }, 'the public pages are drawn by the server (docs/adr/068)');
  const fetch = injectFetch(app);
  // Every page here is drawn as a guest, so one drawing serves every visitor; concurrent
  // visits to a page wait for the same drawing.
  const kept = new Map<string, KeptPage>();
  let drawing = 0;
  const draw = (url: string) => {
    drawing += 1;
    return renderPage({ url, origin: publicUrl, fetch })
      .catch((error: unknown) => {
        // The browser can still draw the page: a failed render costs speed, not the page.
        app.log.error({ err: error, url }, 'server render failed; serving the page for the browser to draw');
        kept.delete(url);
        return null;
      })
      .finally(() => {
        drawing -= 1;
      });
  };
  return {
    async render(url) {
      const at = now();
      const held = kept.get(url);
      if (held && at - held.at < RENDERED_PAGE_TTL_MS) return held.page;
      if (drawing >= RENDERS_AT_ONCE) return null;
      const page = draw(url);
      kept.delete(url);
      kept.set(url, { at, page });
      if (kept.size > RENDERED_PAGES_KEPT) kept.delete(kept.keys().next().value as string);
      const drawn = await page;
      // A personal page (a shared plan's preview) is never kept.
      if (drawn?.personal) kept.delete(url);
      return drawn;
    },
  };
}
