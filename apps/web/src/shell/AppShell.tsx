import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { shellLayout } from '@planmywalk/domain';
import { Footer, Header } from '@planmywalk/ui';
import { PageHydrated } from '../app/pageHydrated.tsx';
import { useHydrated } from '../app/useHydrated.ts';
import { useStores } from '../app/stores.tsx';
import { pageTitle } from '../routes/pageTitle.ts';
import { isRouteHandle, pathOf } from '../routes/routeTable.ts';
import { profileMenuLinks } from './appLinks.ts';
import { PageLoading } from './PageLoading.tsx';
import { ProfileMenuSlot } from './ProfileMenuSlot.tsx';
import { useFocusOnRouteChange } from './useFocusOnRouteChange.ts';

const MAIN_ID = 'main';

// The login form (and its validation rules) loads when the profile menu first opens.
const ProfileMenuLogin = lazy(() => import('./ProfileMenuLogin.tsx'));

/** Header, main area and footer, shown or hidden by the spec's shell rules for the current route. */
export const AppShell = observer(function AppShell() {
  const { viewport, session, connectivity, location } = useStores();
  const matches = useMatches();
  const route = matches.map((match) => match.handle).filter(isRouteHandle).at(-1)?.route;
  const layout = route ? shellLayout(route.name, viewport.isDesktop) : { header: 'default' as const, footer: true };
  // A place's pages are titled with the place once it is the one the address names.
  const params = Object.values(matches.at(-1)?.params ?? {});
  const place = route?.page === 'location' && location.location && params.includes(location.location.slug) ? location.location.title : null;
  const title = pageTitle(route, place);

  useEffect(() => {
    document.title = title;
  }, [title]);
  useFocusOnRouteChange(MAIN_ID);
  const hydrated = useHydrated();

  return (
    // Until the browser has taken over the page the server drew, its buttons do nothing
    // yet: said so to assistive technology (and to the journeys' clicks, which wait).
    <Frame aria-disabled={hydrated ? undefined : true}>
      {/* A new page opens at its top; Back returns to where the walker was on the page before. */}
      <ScrollRestoration />
      <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
      {layout.header !== 'none' && (
        <Header homeHref={pathOf('home')} variant={layout.header}>
          <ProfileMenuSlot
            user={session.user ? { firstName: session.user.first_name } : null}
            onLogout={() => session.logout()}
            links={profileMenuLinks(session.user?.is_admin ?? false)}
            loggedOutContent={
              <Suspense fallback={<PageLoading />}>
                <ProfileMenuLogin />
              </Suspense>
            }
          />
        </Header>
      )}
      {connectivity.offline && (
        <OfflineNotice role="status">
          You are offline. Pages you opened still show; searching and saving need a connection.
        </OfflineNotice>
      )}
      <Main id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<PageLoading wholePage />}>
          <PageHydrated>
            <Outlet />
          </PageHydrated>
        </Suspense>
      </Main>
      {layout.footer && <Footer year={new Date().getFullYear()} privacyHref={pathOf('privacy')} />}
    </Frame>
  );
});

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  &:focus {
    outline: none;
  }
`;

const OfflineNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.cautionSoft};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;
