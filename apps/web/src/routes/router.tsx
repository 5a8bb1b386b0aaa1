import { createBrowserRouter } from 'react-router';
import { appRoutes } from './appRoutes.tsx';

/** The browser's router over the app's routes; the server renders the same routes (server/renderPage.tsx). */
export const router = createBrowserRouter(appRoutes);
