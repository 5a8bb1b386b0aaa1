import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from '../shell/AppShell.tsx';
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

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      ...ROUTES.map((route) => {
        const Page = pageOf(route.page);
        const handle: RouteHandle = { route };
        const page = <Page key={route.name} route={route} />;
        return { path: route.path, handle, element: route.private ? <RequireSession>{page}</RequireSession> : page };
      }),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);

/**
 * Resolves when the page the app opens on can render without a loading state: main.tsx
 * waits for it, so the first paint is the page, not a spinner (docs/adr/055).
 */
export function firstPageReady(): Promise<void> {
  const route = router.state.matches
    .map((match) => match.route.handle)
    .filter(isRouteHandle)
    .at(-1)?.route;
  const page = route ? pageOf(route.page) : undefined;
  return page && 'preload' in page ? page.preload() : Promise.resolve();
}
