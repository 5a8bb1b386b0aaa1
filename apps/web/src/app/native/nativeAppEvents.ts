import { isAppLinkPath } from '@planmywalk/contracts';

/** The slice of @capacitor/app and @capacitor/splash-screen the shell uses. */
export interface AppPluginModule {
  App: {
    addListener(event: 'appUrlOpen', listener: (event: { url: string }) => void): Promise<unknown>;
    addListener(event: 'backButton', listener: (event: { canGoBack: boolean }) => void): Promise<unknown>;
    exitApp(): Promise<void>;
  };
}
export interface SplashPluginModule {
  SplashScreen: { hide(): Promise<void> };
}

export interface NativeShellPage {
  /** Goes to a path of the app, or back (-1), as the router does. */
  navigate(to: string | -1): void;
  /** Closes the dialog on top, if one is open; false when there is none. */
  closeTopDialog(): boolean;
}

/**
 * The app's path for a link the phone handed to the app (Android App Links, iOS Universal
 * Links: ADR 070), or null for a link that is not the site's own, which stays with the
 * phone. The path, query and fragment are kept: a plan link's key is in the path.
 */
export function appLinkTarget(url: string, siteOrigin: string): string | null {
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return null;
  }
  if (link.origin !== siteOrigin || !isAppLinkPath(link.pathname)) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

const loadAppPlugin = (): Promise<AppPluginModule> => import('@capacitor/app');
const loadSplashPlugin = (): Promise<SplashPluginModule> => import('@capacitor/splash-screen');

/**
 * What a store app does that a browser does for itself: a tapped plan or place link opens
 * its page in the app, and Android's back button closes the open dialog, else goes back
 * a page, else leaves the app (with a listener Capacitor no longer does any of it). The
 * splash screen goes once the first page is drawn (capacitor.config.ts hides it anyway
 * after a few seconds, so a page that fails to start is not hidden behind it).
 */
export async function startNativeShell(
  page: NativeShellPage,
  siteOrigin: string,
  load: { app: () => Promise<AppPluginModule>; splash: () => Promise<SplashPluginModule> } = { app: loadAppPlugin, splash: loadSplashPlugin },
): Promise<void> {
  const [{ App }, { SplashScreen }] = await Promise.all([load.app(), load.splash()]);
  await App.addListener('appUrlOpen', ({ url }) => {
    const to = appLinkTarget(url, siteOrigin);
    if (to !== null) page.navigate(to);
  });
  await App.addListener('backButton', ({ canGoBack }) => {
    if (page.closeTopDialog()) return;
    if (canGoBack) page.navigate(-1);
    else void App.exitApp();
  });
  await SplashScreen.hide();
}
