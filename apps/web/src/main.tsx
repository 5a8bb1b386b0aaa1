import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { LinkProvider, PlanMyWalkThemeProvider } from '@planmywalk/ui';
import '@planmywalk/ui/fonts';
import { GlobalStyle } from '@planmywalk/ui/global-styles';
import { ServicesProvider } from './app/stores.tsx';
import { RouterLink } from './app/RouterLink.tsx';
import { createServices } from './app/createServices.ts';
import { loadFirstPlace } from './app/loadFirstPlace.ts';
import { firstPageReady, router } from './routes/router.tsx';

const services = createServices();
void services.stores.config.load();
loadFirstPlace(router.state.matches, services.stores.location);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first paint waits for the page's code (fetched beside this script when the server
// named it in index.html) so that it is the page, not a spinner and then the page. If
// that code cannot be fetched, the app renders anyway and the page shows its error.
void firstPageReady()
  .catch(() => undefined)
  .then(() => render(container));

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
