import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { LinkProvider, PlanMyWalkThemeProvider } from '@planmywalk/ui';
import { StoresProvider } from './app/stores.tsx';
import { RouterLink } from './app/RouterLink.tsx';
import { createStores } from './app/createStores.ts';
import { router } from './routes/router.tsx';

const stores = createStores();
void stores.config.load();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <StoresProvider stores={stores}>
      <PlanMyWalkThemeProvider>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </PlanMyWalkThemeProvider>
    </StoresProvider>
  </StrictMode>,
);
