import { Writable } from 'node:stream';
import { enableStaticRendering } from 'mobx-react-lite';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createApiClient } from '@planmywalk/contracts';
import { createMemoryStorage, RootStore, systemClock, type RootStoreDeps } from '@planmywalk/domain';
import { AppProviders } from '../app/AppProviders.tsx';
import { loadRouteData } from '../app/loadRouteData.ts';
import { recordingFetch, serialisePageData } from '../app/pageData.ts';
import type { PlatformServices } from '../app/platform.ts';
import type { AppServices } from '../app/stores.tsx';
import { appRoutes, pageReady, routeOfMatches } from '../routes/appRoutes.tsx';
import { isServerRendered } from '../routes/serverRendered.ts';
import { pageHead } from './pageHead.ts';

// On the server an observer renders once and watches nothing: no reactions to leak.
enableStaticRendering(true);

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface RenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The site's public address, for links, canonical URLs and previews. */
  origin: string;
  /** How the render reads the API: the API's own routes, as a guest (no session, ever). */
  fetch: Fetch;
}

/** A page the server drew: what index.html takes in its head and in `#root`. */
export interface RenderedPage {
  /** Title, description, canonical and preview tags. */
  head: string;
  /** The page's styles (styled-components), as `<style>` elements. */
  styles: string;
  /** The page's HTML, for `#root`; empty for a page whose body the browser draws. */
  html: string;
  /** The page's data (app/pageData.ts), JSON for `<script type="application/json">`; empty without a body. */
  data: string;
  /** A personal page: not cached, not indexed (the read-only plan). */
  personal: boolean;
}

const refuse = (what: string) => () => Promise.reject(new Error(`${what} is not available while the server draws a page`));

/** The devices the server has none of: a render asks nothing of them (their calls come from clicks and effects). */
const serverPlatform = (origin: string): PlatformServices => ({
  origin,
  isMobileDevice: false,
  isStoreApp: false,
  clipboard: { writeText: refuse('The clipboard') },
  sharing: { canShare: () => false, share: refuse('Sharing') },
  saveFile: () => undefined,
  installOffer: null,
});

function serverStores(api: RootStoreDeps['api']): RootStore {
  const never = { addEventListener: () => undefined, removeEventListener: () => undefined };
  return new RootStore({
    api,
    clock: systemClock,
    storage: createMemoryStorage(),
    geolocation: { available: false, currentPosition: refuse('The position') },
    // A phone's layout: the browser keeps it for its first render, then takes its own (app/hydrationHolds.ts).
    desktopQuery: { matches: false, ...never },
    connectivity: { onLine: true, ...never },
    navigator: { currentRoute: () => null, go: () => undefined },
    images: { resize: refuse('Resizing photos'), preview: () => '', release: () => undefined },
  });
}

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

/**
 * Draws a public page on the server (docs/adr/068), or answers null for a page the
 * browser draws (the API then serves index.html as built). The page's data is loaded
 * first, as the browser would (app/loadRouteData.ts), through the API as a guest, and
 * travels with the HTML so the browser's stores start from it; the styles come with it,
 * so the first paint is the page. The read-only plan gets its head alone: a preview with
 * its DOC place, nothing of its people or dates.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, request.origin);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const route = routeOfMatches(context.matches);
  if (!route) return null;
  const params = context.matches.at(-1)?.params ?? {};
  const recording = recordingFetch(request.fetch);
  const api = createApiClient({ baseUrl: request.origin, fetch: recording.fetch });

  if (route.page === 'plan-readonly') {
    const plan = await api.getReadonlyPlan(params.guid ?? '').catch(() => null);
    const planPlaceTitle = plan?.location.slug ? plan.location.title : null;
    return { head: pageHead({ route, origin: request.origin, path: url.pathname, planPlaceTitle, noindex: true }), styles: '', html: '', data: '', personal: true };
  }
  if (!isServerRendered(route)) return null;

  const stores = serverStores(api);
  await Promise.all([stores.config.load(), loadRouteData(route, params, stores), pageReady(route)]);
  // A place that is not there: the browser's page says so (it goes to /404).
  if (route.page === 'location' && !stores.location.location) return null;

  const services: AppServices = { stores, api, platform: serverPlatform(request.origin) };
  const sheet = new ServerStyleSheet();
  try {
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <AppProviders services={services}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
      // Every boundary inline: a large one would otherwise come as a hidden segment and an
      // inline script to reveal it, which the site's CSP (script-src 'self') refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await collect(prelude);
    return {
      head: pageHead({ route, origin: request.origin, path: url.pathname, location: route.page === 'location' ? stores.location.location : null }),
      styles: sheet.getStyleTags(),
      html,
      data: serialisePageData(recording.recorded()),
      personal: false,
    };
  } finally {
    sheet.seal();
    stores.session.dispose();
  }
}
