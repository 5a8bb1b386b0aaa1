import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from '../shell/AppShell.tsx';
import { isRouteHandle, ROUTES, type AppRoute, type PageKind, type RouteHandle } from './routeTable.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { RequireSession } from '../app/RequireSession.tsx';
import { lazyPage, type LazyPage } from './lazyPage.tsx';

export interface PageProps {
  route: AppRoute;
}

/**
 * Home is the landing page, so it ships in the first chunk; every other page is its
 * own chunk, fetched when the route is first visited. A page's module is
 * `pages/<Kind in PascalCase>Page.tsx`: the build names each route's chunks by it
 * (build/routePreloads.ts).
 */
const PAGES: Record<PageKind, ComponentType<PageProps> | LazyPage<PageProps>> = {
  home: HomePage,
  tracks: lazyPage(() => import('../pages/TracksPage.tsx')),
  location: lazyPage(() => import('../pages/LocationPage.tsx')),
  privacy: lazyPage(() => import('../pages/PrivacyPage.tsx')),
  'not-found': lazyPage(() => import('../pages/NotFoundPage.tsx')),
  'sign-in': lazyPage(() => import('../pages/SignInPage.tsx')),
  'sign-up': lazyPage(() => import('../pages/SignUpPage.tsx')),
  activation: lazyPage(() => import('../pages/ActivationPage.tsx')),
  'profile-setup': lazyPage(() => import('../pages/ProfileSetupPage.tsx')),
  account: lazyPage(() => import('../pages/AccountPage.tsx')),
  'account-update': lazyPage(() => import('../pages/AccountUpdatePage.tsx')),
  'lost-password': lazyPage(() => import('../pages/LostPasswordPage.tsx')),
  'password-recovery': lazyPage(() => import('../pages/PasswordRecoveryPage.tsx')),
  'email-link': lazyPage(() => import('../pages/EmailLinkPage.tsx')),
  'custom-track': lazyPage(() => import('../pages/CustomTrackPage.tsx')),
  'custom-track-editor': lazyPage(() => import('../pages/CustomTrackEditorPage.tsx')),
  'my-custom-tracks': lazyPage(() => import('../pages/MyCustomTracksPage.tsx')),
  'share-custom-track': lazyPage(() => import('../pages/ShareCustomTrackPage.tsx')),
  plan: lazyPage(() => import('../pages/PlanPage.tsx')),
  'plan-complete': lazyPage(() => import('../pages/PlanCompletePage.tsx')),
  'plan-readonly': lazyPage(() => import('../pages/PlanReadonlyPage.tsx')),
  'select-dates': lazyPage(() => import('../pages/SelectDatesPage.tsx')),
  'my-walks': lazyPage(() => import('../pages/MyWalksPage.tsx')),
  'my-contacts': lazyPage(() => import('../pages/MyContactsPage.tsx')),
  gear: lazyPage(() => import('../pages/GearPage.tsx')),
  'my-gear-lists': lazyPage(() => import('../pages/MyGearListsPage.tsx')),
  'my-wishlist': lazyPage(() => import('../pages/MyWishlistPage.tsx')),
  'my-reviews': lazyPage(() => import('../pages/MyReviewsPage.tsx')),
  'admin-review-photos': lazyPage(() => import('../pages/AdminReviewPhotosPage.tsx')),
  section: lazyPage(() => import('../pages/SectionPage.tsx')),
  help: lazyPage(() => import('../pages/HelpPage.tsx')),
  feedback: lazyPage(() => import('../pages/FeedbackPage.tsx')),
  alerts: lazyPage(() => import('../pages/AlertsPage.tsx')),
  'check-in': lazyPage(() => import('../pages/CheckInPage.tsx')),
  notifications: lazyPage(() => import('../pages/NotificationsPage.tsx')),
};

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      ...ROUTES.map((route) => {
        const Page = PAGES[route.page];
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
  const page = route ? PAGES[route.page] : undefined;
  return page && 'preload' in page ? page.preload() : Promise.resolve();
}
