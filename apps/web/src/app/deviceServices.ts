import type { Geolocation, StoreReview } from '@planmywalk/domain';
import { browserGeolocation } from './browserGeolocation.ts';
import { browserPlatform } from './browserPlatform.ts';
import { isNativeShell } from './native/isNativeShell.ts';
import { nativeGeolocation } from './native/nativeGeolocation.ts';
import { nativePlatform } from './native/nativePlatform.ts';
import { nativeStoreReview } from './native/nativeStoreReview.ts';
import { publicSiteUrl } from './native/publicSiteUrl.ts';
import type { PlatformServices } from './platform.ts';

/** What the device gives the stores and the pages. */
export interface DeviceServices {
  /** Links, clipboard, share sheet, downloads; `origin` is where the API is called too. */
  platform: PlatformServices;
  geolocation: Geolocation;
  /** The store's review prompt: only in the store apps. */
  storeReview?: StoreReview;
}

/**
 * Chosen once at start-up: the browser's implementations by default; inside a store
 * app the native ones (whose plugins load on first use) and the public site address
 * instead of the app's own origin.
 */
export function deviceServices(win: Window = window, siteUrl: string = publicSiteUrl(import.meta.env.VITE_PUBLIC_SITE_URL)): DeviceServices {
  const browser = browserPlatform(win);
  if (!isNativeShell(win)) return { platform: browser, geolocation: browserGeolocation() };
  return { platform: nativePlatform(browser, siteUrl), geolocation: nativeGeolocation(), storeReview: nativeStoreReview() };
}
