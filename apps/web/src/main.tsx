import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { LinkProvider, PlanMyWalkThemeProvider } from '@planmywalk/ui';
import '@planmywalk/ui/fonts';
import { GlobalStyle } from '@planmywalk/ui/global-styles';
import { ServicesProvider } from './app/stores.tsx';
import { RouterLink } from './app/RouterLink.tsx';
import { createServices } from './app/createServices.ts';
import { FIRST_PLACE_WAIT_MS } from './app/firstPlaceWait.ts';
import { loadFirstPlace } from './app/loadFirstPlace.ts';
import { firstPageReady, router } from './routes/router.tsx';

const services = createServices();
void services.stores.config.load();
// Opening on a place asks for it at once, beside the page's code (app/loadFirstPlace.ts).
const firstPlace = loadFirstPlace(router.state.matches, services.stores.location);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first paint waits for the page's code (fetched beside this script when the server
// named it in index.html) so that it is the page, not a spinner and then the page
// (docs/adr/055), and for the place a page opens on, up to FIRST_PLACE_WAIT_MS
// (docs/adr/056). If the code cannot be fetched, the app renders anyway and the page
// shows its error; so does a place that failed to load.
void Promise.all([
  firstPageReady().catch(() => undefined),
  Promise.race([firstPlace.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_PLACE_WAIT_MS))]),
]).then(() => render(container));

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <PlanMyWalkThemeProvider>
          <GlobalStyle />
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </PlanMyWalkThemeProvider>
      </ServicesProvider>
    </StrictMode>,
  );
}
