import type { Share } from '@planmywalk/domain';
import type { InstallOffer } from './installOffer.ts';

/**
 * What the pages need of the device beyond the stores: the site's public address, the
 * clipboard, the share sheet, saving a file, and what kind of device it is. Pages get
 * these through `usePlatform()` (never from `window` or `navigator`): the browser's
 * (browserPlatform.ts) by default, the store apps' (native/nativePlatform.ts) inside them.
 */

export type { ShareData } from '@planmywalk/domain';

export interface Clipboard {
  /** Rejects when the device does not let the page write to the clipboard. */
  writeText(text: string): Promise<void>;
}

/** A file the app received (the plan's PDF). */
export interface ReceivedFile {
  blob: Blob;
  filename: string;
}

export interface PlatformServices {
  /**
   * The site's public address ('https://planmywalk.nz'), which serves the API too: share
   * links and API calls are built on it. A browser's is the page's origin; the store
   * apps' is the configured VITE_PUBLIC_SITE_URL, never their capacitor://localhost.
   */
  origin: string;
  /** A phone or tablet: the app promotion is not shown there (spec part 2 §2 plan-complete). */
  isMobileDevice: boolean;
  /** Inside the App Store or Google Play app: no badges for the app on home either. */
  isStoreApp: boolean;
  clipboard: Clipboard;
  sharing: Share;
  /** Hands a file to the user as a download under its name. */
  saveFile(file: ReceivedFile): void;
  /** The browser's offer to install the web app; null in the store apps and on the server. */
  installOffer: InstallOffer | null;
}
