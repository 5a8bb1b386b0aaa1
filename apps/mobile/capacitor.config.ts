import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The store apps: the web app's build (apps/web/dist) in a native shell. The page's
 * origin is capacitor://localhost (iOS) or https://localhost (Android), which the API
 * accepts (CORS, ADR 047); links and API calls go to the public site address the web
 * build was given (VITE_PUBLIC_SITE_URL).
 */
const config: CapacitorConfig = {
  appId: 'nz.planmywalk.app',
  appName: 'Plan My Walk',
  webDir: '../web/dist',
  // Capacitor 7's defaults, written out because the API's CORS list depends on them.
  server: { androidScheme: 'https', iosScheme: 'capacitor', hostname: 'localhost' },
};

export default config;
