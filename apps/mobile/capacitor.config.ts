import type { CapacitorConfig } from '@capacitor/cli';

/** The app's colours: the mark's tile (apps/web/public/favicon.svg) and the page background (ui's theme). */
const TILE = '#1F4D3A';

/**
 * The store apps: the web app's build (apps/web/dist) in a native shell. The page's
 * origin is capacitor://localhost (iOS) or https://localhost (Android), which the API
 * accepts (CORS, ADR 047); links and API calls go to the public site address the web
 * build was given (VITE_PUBLIC_SITE_URL). The app id is contracts' STORE_APP_ID (ADR 070).
 */
const config: CapacitorConfig = {
  appId: 'nz.planmywalk.app',
  appName: 'Plan My Walk',
  webDir: '../web/dist',
  // Capacitor's defaults, written out because the API's CORS list depends on them.
  server: { androidScheme: 'https', iosScheme: 'capacitor', hostname: 'localhost' },
  plugins: {
    // The web app hides the splash once its first page is drawn (app/native/nativeAppEvents.ts);
    // after 4 s it goes anyway, so a page that fails to start is not hidden behind it.
    SplashScreen: { launchShowDuration: 4000, launchAutoHide: true, backgroundColor: TILE, showSpinner: false },
    // Light text on the tile's green, as the web app's header under it.
    StatusBar: { style: 'DARK', backgroundColor: TILE, overlaysWebView: false },
  },
};

export default config;
