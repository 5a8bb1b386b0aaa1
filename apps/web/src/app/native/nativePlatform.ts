import type { PlatformServices } from '../platform.ts';
import { nativeShare } from './nativeShare.ts';

/**
 * The store apps' platform: the browser's clipboard and downloads (the web view has
 * both), the phone's share sheet, links on the public site address, and always a
 * mobile device in a store app (so no app promotion inside the app).
 */
export function nativePlatform(browser: PlatformServices, siteUrl: string): PlatformServices {
  return { ...browser, origin: siteUrl, isMobileDevice: true, isStoreApp: true, sharing: nativeShare(), installOffer: null };
}
