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
import { router } from './routes/router.tsx';

const services = createServices();
void services.stores.config.load();
loadFirstPlace(router.state.matches, services.stores.location);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
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
