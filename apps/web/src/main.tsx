import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@planmywalk/ui/fonts';
import { AppProviders } from './app/AppProviders.tsx';
import { PageHydratedProvider } from './app/pageHydrated.tsx';
import { createServices } from './app/createServices.ts';
import { FIRST_PLACE_WAIT_MS } from './app/firstPlaceWait.ts';
import { loadRouteData } from './app/loadRouteData.ts';
import { readPageData } from './app/pageData.ts';
import { isNativeShell } from './app/native/isNativeShell.ts';
import { publicSiteUrl } from './app/native/publicSiteUrl.ts';
import { pageReady, routeOfMatches } from './routes/appRoutes.tsx';
import { router } from './routes/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server drew (docs/adr/068) is hydrated: its first render must be the server's.
const serverDrawn = container.firstElementChild !== null;
const { services, hydrated } = createServices({ pageData: serverDrawn ? readPageData(document) : {}, hydrating: serverDrawn });
const { stores } = services;
const route = routeOfMatches(router.state.matches);
const opening = Promise.all([
  stores.config.load(),
  // What the page opens on, asked for at once, beside the page's code.
  loadRouteData(route, router.state.matches.at(-1)?.params ?? {}, stores),
]);

/** A page that never hydrates (its shell failed) still gets its session after this long. */
const HYDRATION_WAIT_MS = 10_000;

const app = (
  <AppProviders services={services}>
    {/* The session starts and the holds go once the page has hydrated (app/pageHydrated.tsx). */}
    <PageHydratedProvider value={hydrated}>
      <RouterProvider router={router} />
    </PageHydratedProvider>
  </AppProviders>
);

/** A hidden tab has no frames: hydration goes on after this long. */
const HIDDEN_PAGE_WAIT_MS = 1000;

/**
 * Resolves after the browser has painted: the server's HTML is on screen before the
 * script takes it over, so the first and largest paints are the server's, not held
 * behind hydrating the page (a frame callback runs before a paint; a task it queues, after).
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, HIDDEN_PAGE_WAIT_MS);
  });
}

if (serverDrawn) {
  // The page's code and data first (the data comes from the HTML): then the render is the server's.
  void Promise.all([pageReady(route).catch(() => undefined), opening.catch(() => undefined), afterPaint()]).then(() => {
    hydrateRoot(container, app);
    setTimeout(hydrated, HYDRATION_WAIT_MS);
  });
} else {
  // The first paint waits for the page's code (fetched beside this script when the server
  // named it in index.html) so that it is the page, not a spinner and then the page
  // (docs/adr/055), and for the place a page opens on, up to FIRST_PLACE_WAIT_MS
  // (docs/adr/056). If the code cannot be fetched, the app renders anyway and the page
  // shows its error; so does a place that failed to load.
  hydrated();
  void Promise.all([
    pageReady(route).catch(() => undefined),
    Promise.race([opening.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_PLACE_WAIT_MS))]),
  ]).then(() => createRoot(container).render(app));
}

if (isNativeShell(window)) {
  // Links tapped on the phone, Android's back button and the splash screen (ADR 070); loaded apart, as a browser needs none of it.
  void import('./app/native/nativeAppEvents.ts').then(({ startNativeShell }) =>
    startNativeShell(
      {
        navigate: (to) => void (to === -1 ? router.navigate(-1) : router.navigate(to)),
        closeTopDialog: () => {
          const dialog = document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
          // Radix closes its dialogs and popovers on Escape.
          dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          return dialog !== null;
        },
      },
      publicSiteUrl(import.meta.env.VITE_PUBLIC_SITE_URL),
    ),
  );
}
