import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppShell } from '../shell/AppShell.tsx';
import { RouteErrorPage } from '../shell/RouteErrorPage.tsx';
import { isRouteHandle, pageFileName, ROUTES, type AppRoute, type PageKind, type RouteHandle } from './routeTable.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { RequireSession } from '../app/RequireSession.tsx';
import { lazyPage, type LazyPage } from './lazyPage.tsx';

export interface PageProps {
  route: AppRoute;
}

/**
 * Every page but home, by its module: `pages/<Kind in PascalCase>Page.tsx` (pageFileName),
 * each its own chunk, fetched when a route showing it is first visited. Home is the
 * landing page, so it ships in the first chunk.
 */
const lazyPageModules = import.meta.glob<{ default: ComponentType<PageProps> }>(['../pages/*Page.tsx', '!../pages/HomePage.tsx']);
const pages = new Map<PageKind, ComponentType<PageProps> | LazyPage<PageProps>>([['home', HomePage]]);

/** The page of a kind, one per kind: its routes share its code and its preload. */
function pageOf(kind: PageKind): ComponentType<PageProps> | LazyPage<PageProps> {
  let page = pages.get(kind);
  if (!page) {
    const load = lazyPageModules[`../pages/${pageFileName(kind)}`];
    if (!load) throw new Error(`No module src/pages/${pageFileName(kind)} for the '${kind}' page`);
    page = lazyPage(load);
    pages.set(kind, page);
  }
  return page;
}

/**
 * The app's routes, the same for the browser's router (routes/router.tsx) and the
 * server's render (server/renderPage.tsx). Each page has its own error element inside the
 * shell, so header and footer stay; the shell's catches what the shell itself throws.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage wholePage />,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      ...ROUTES.map((route): RouteObject => {
        const Page = pageOf(route.page);
        const handle: RouteHandle = { route };
        const page = <Page key={route.name} route={route} />;
        return {
          path: route.path,
          handle,
          element: route.private ? <RequireSession>{page}</RequireSession> : page,
          errorElement: <RouteErrorPage />,
        };
      }),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/** The app's route (the table's entry) of a router's matches: the deepest with a handle. */
export function routeOfMatches(matches: readonly { route: { handle?: unknown } }[]): AppRoute | undefined {
  return matches
    .map((match) => match.route.handle)
    .filter(isRouteHandle)
    .at(-1)?.route;
}

/**
 * Resolves when a route's page can render without a loading state: the browser waits for
 * it before its first render or hydration, the server before it renders (docs/adr/055).
 */
export function pageReady(route: AppRoute | undefined): Promise<void> {
  const page = route ? pageOf(route.page) : undefined;
  return page && 'preload' in page ? page.preload() : Promise.resolve();
}
