import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from '../shell/AppShell.tsx';
import { ROUTES, type AppRoute, type PageKind, type RouteHandle } from './routeTable.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { RequireSession } from '../app/RequireSession.tsx';

export interface PageProps {
  route: AppRoute;
}

/**
 * Home is the landing page, so it ships in the first chunk; every other page is its
 * own chunk, fetched when the route is first visited.
 */
const PAGES: Record<PageKind, ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>> = {
  home: HomePage,
  tracks: lazy(() => import('../pages/TracksPage.tsx')),
  location: lazy(() => import('../pages/LocationPage.tsx')),
  privacy: lazy(() => import('../pages/PrivacyPage.tsx')),
  'not-found': lazy(() => import('../pages/NotFoundPage.tsx')),
  'sign-in': lazy(() => import('../pages/SignInPage.tsx')),
  'sign-up': lazy(() => import('../pages/SignUpPage.tsx')),
  activation: lazy(() => import('../pages/ActivationPage.tsx')),
  'profile-setup': lazy(() => import('../pages/ProfileSetupPage.tsx')),
  account: lazy(() => import('../pages/AccountPage.tsx')),
  'account-update': lazy(() => import('../pages/AccountUpdatePage.tsx')),
  'lost-password': lazy(() => import('../pages/LostPasswordPage.tsx')),
  'password-recovery': lazy(() => import('../pages/PasswordRecoveryPage.tsx')),
  'email-link': lazy(() => import('../pages/EmailLinkPage.tsx')),
  'custom-track': lazy(() => import('../pages/CustomTrackPage.tsx')),
  'custom-track-editor': lazy(() => import('../pages/CustomTrackEditorPage.tsx')),
  'my-custom-tracks': lazy(() => import('../pages/MyCustomTracksPage.tsx')),
  'share-custom-track': lazy(() => import('../pages/ShareCustomTrackPage.tsx')),
  plan: lazy(() => import('../pages/PlanPage.tsx')),
  'plan-complete': lazy(() => import('../pages/PlanCompletePage.tsx')),
  'plan-readonly': lazy(() => import('../pages/ReadonlyPlanPage.tsx')),
  'select-dates': lazy(() => import('../pages/SelectDatesPage.tsx')),
  'my-walks': lazy(() => import('../pages/MyWalksPage.tsx')),
  'my-contacts': lazy(() => import('../pages/MyContactsPage.tsx')),
  gear: lazy(() => import('../pages/GearPage.tsx')),
  'my-gear-lists': lazy(() => import('../pages/MyGearListsPage.tsx')),
  'my-wishlist': lazy(() => import('../pages/MyWishlistPage.tsx')),
  'my-reviews': lazy(() => import('../pages/MyReviewsPage.tsx')),
  'admin-review-photos': lazy(() => import('../pages/AdminReviewPhotosPage.tsx')),
  section: lazy(() => import('../pages/SectionPage.tsx')),
  help: lazy(() => import('../pages/HelpPage.tsx')),
  feedback: lazy(() => import('../pages/FeedbackPage.tsx')),
  alerts: lazy(() => import('../pages/AlertsPage.tsx')),
  'check-in': lazy(() => import('../pages/CheckInPage.tsx')),
  notifications: lazy(() => import('../pages/NotificationsPage.tsx')),
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
