import { StrictMode, type ReactNode } from 'react';
import { LinkProvider, PlanMyWalkThemeProvider } from '@planmywalk/ui';
import { GlobalStyle } from '@planmywalk/ui/global-styles';
import { ServicesProvider, type AppServices } from './stores.tsx';
import { RouterLink } from './RouterLink.tsx';

/** What every page renders inside, the same in the browser (main.tsx) and on the server (server/renderPage.tsx). */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <PlanMyWalkThemeProvider>
          <GlobalStyle />
          <LinkProvider component={RouterLink}>{children}</LinkProvider>
        </PlanMyWalkThemeProvider>
      </ServicesProvider>
    </StrictMode>
  );
}
