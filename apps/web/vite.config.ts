import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_BASE_PATH } from '../../packages/contracts/src/paths.ts';
import { theme } from '../../packages/ui/src/theme/theme.ts';
import { PERSONAL_API_CACHE, PUBLIC_API_CACHE, TILE_CACHE } from './src/offline/cacheNames.ts';
import { checkPublicSiteUrl } from './src/app/native/publicSiteUrl.ts';
import { precompress } from './build/precompress.ts';
import { firstLoadChunksPlugin } from './build/firstLoadChunks.ts';
import { routePreloadsPlugin } from './build/routePreloads.ts';
import { inlineEntryCssPlugin } from './build/inlineEntryCss.ts';
import { ROUTES } from './src/routes/routeTable.ts';

const apiPort = process.env.API_PORT ?? '8080';
// The store apps' links and API calls go to this address: a mistyped one fails the build, not the apps.
checkPublicSiteUrl(process.env.VITE_PUBLIC_SITE_URL);

/** How long a read waits for the network before the walker gets the copy kept on the device. */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY_SECONDS = 24 * 60 * 60;
/**
 * Workbox tests a RegExp route against the whole URL and applies it to another origin only
 * when the match starts at 0, which '//host/api/…' never does: these match this origin alone.
 */
const api = (pattern: string) => new RegExp(`//[^/]+${API_BASE_PATH}/${pattern}(\\?.*)?$`);

/**
 * The API reads a walker needs on the track (docs/adr/049-offline-edits.md): network
 * first, the last good answer when there is none. Only these GETs are kept; the token,
 * user and every write go to the network alone. The personal ones are the signed-in
 * user's and are deleted at sign-out (src/offline/offlineCaches.ts).
 */
const PERSONAL_READS = [
  api('plan'), // My Walks (?page=n)
  api('plan/[^/]+'), // the working plan, loaded for editing
  api('plan/[^/]+/readonly'),
  api('user/gear-list-template'),
  api('custom-track/\\d+'),
  api('track/\\d+/(alerts|forecasts)-custom'),
];
const PUBLIC_READS = [
  api('config'),
  api('(tracks|huts|campsites)/[^/]+'), // a place, with its track line
  api('(alerts|forecasts)/(track|hut|campsite)/[^/]+'),
  api('gear-list-presets'),
  api('map/(basemap|points|lines)'),
];

/**
 * The password-strength dictionaries (about 1.6 MiB) serve sign-up and password changes,
 * which need the network anyway: they stay out of the precache.
 */
async function withoutOnlineOnlyChunks<T extends { url: string }>(entries: T[]): Promise<{ manifest: T[]; warnings: string[] }> {
  const manifestFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist/.vite/manifest.json');
  const chunks = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const skip = new Set(Object.entries(chunks).filter(([source]) => source.includes('@zxcvbn-ts/')).map(([, chunk]) => chunk.file));
  return { manifest: entries.filter((entry) => !skip.has(entry.url)), warnings: [] };
}

/**
 * The pages visitors most often open the app on (a search, a shared link to a place):
 * what they need beyond the entry comes in a few chunks (build/firstLoadChunks.ts).
 */
const FIRST_LOAD_PAGES = ['tracks', 'location'];

const networkFirst = (cacheName: string, maxEntries: number) => ({
  handler: 'NetworkFirst' as const,
  options: {
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    cacheableResponse: { statuses: [200] },
    expiration: { maxEntries, maxAgeSeconds: 30 * DAY_SECONDS },
    // The answers vary on the token; the copy is for whoever is signed in on this device.
    matchOptions: { ignoreVary: true },
  },
});

/**
 * Every styled component gets an id from its file and place in it, not from the order
 * the components were created: the server (which has created every page's) and a browser
 * (which has created only the pages it opened) then give an element the same class, and
 * hydration matches (docs/adr/068).
 */
const styledComponentIds = { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false } } };

/**
 * `vite build --ssr src/server/renderPage.tsx`: the server's renderer (src/server/renderPage.tsx) as one module the
 * API loads from dist-server/ (its packages bundled in: the API has none of them).
 */
const serverBuild = defineConfig({
  plugins: [react()],
  oxc: styledComponentIds,
  // The browser build serves public/; the renderer needs none of it.
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-server',
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'renderPage.js' } },
  },
});

const browserBuild = defineConfig({
  oxc: styledComponentIds,
  // React DOM draws the app (docs/adr/067). The React plugin compiles the JSX and gives
  // `pnpm --filter @planmywalk/web dev` fast refresh: an edited component redraws in place
  // and keeps its state.
  plugins: [
    react(),
    VitePWA({
      // A classic <script src="/registerSW.js" defer> in index.html: nothing in the entry bundle.
      injectRegister: 'script-defer',
      registerType: 'autoUpdate',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // The icons are precached by the glob below already.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Plan My Walk',
        short_name: 'Plan My Walk',
        description: 'Find New Zealand walking and hiking tracks, huts and campsites, and plan your trip.',
        lang: 'en-NZ',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: theme.colors.primary,
        background_color: theme.colors.background,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and every route's chunk (the map's included): any page opened once works offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2}'],
        manifestTransforms: [withoutOnlineOnlyChunks],
        // Inter's Greek, Cyrillic and Vietnamese subsets load only for text in those scripts.
        globIgnores: ['**/inter-{greek,greek-ext,cyrillic,cyrillic-ext,vietnamese}-*.woff2'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        // The API, the development mailbox and the API's sitemap and robots.txt are never answered with the app's page.
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/(sitemap\.xml|robots\.txt)$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          ...PERSONAL_READS.map((urlPattern) => ({ urlPattern, method: 'GET' as const, ...networkFirst(PERSONAL_API_CACHE, 60) })),
          ...PUBLIC_READS.map((urlPattern) => ({ urlPattern, method: 'GET' as const, ...networkFirst(PUBLIC_API_CACHE, 200) })),
          {
            // The configured topo and satellite tiles of the areas viewed, capped: the offline
            // base map (GET map/basemap) draws whatever tiles are missing.
            urlPattern: ({ url, request }) => request.destination !== 'document' && /\/\d+\/\d+\/\d+(\.\w+)?$/.test(url.pathname) && !url.pathname.startsWith('/api/'),
            handler: 'CacheFirst',
            options: {
              cacheName: TILE_CACHE,
              cacheableResponse: { statuses: [0, 200] },
              expiration: { maxEntries: 1500, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
    firstLoadChunksPlugin({
      pages: FIRST_LOAD_PAGES,
      commonFrom: 8,
    }),
    routePreloadsPlugin({
      routes: ROUTES,
      entryPages: ['home'],
      // Inter's latin face draws every screen's text (its other subsets load on demand).
      fonts: /inter-latin-wght-normal-[\w-]+\.woff2$/,
    }),
    // Inter's @font-face rules in index.html, not a stylesheet that holds the first paint back.
    inlineEntryCssPlugin({ maxBytes: 4096 }),
    // Last: it compresses what the others wrote, the service worker included.
    precompress(),
  ],
  server: {
    // In development the API runs on its own port; in production it serves this build.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    reportCompressedSize: true,
    // dist/.vite/manifest.json: which chunks each page pulls in, for `pnpm size:web`'s budgets.
    manifest: true,
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
