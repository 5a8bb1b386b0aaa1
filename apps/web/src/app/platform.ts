/**
 * What the pages need of the device beyond the stores: the clipboard, the share sheet,
 * saving a file, and what kind of device it is. Pages get these through `usePlatform()`
 * (never from `window` or `navigator`), so each has one implementation for the browser
 * (browserPlatform.ts) and the store apps can bring their own.
 */

/** What a share sheet is given: the plan's name and its link. */
export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

export interface Clipboard {
  /** Rejects when the device does not let the page write to the clipboard. */
  writeText(text: string): Promise<void>;
}

export interface Sharing {
  /** The device can share this (Web Share, or the native sheet). */
  canShare(data: ShareData): boolean;
  /** Opens the share sheet; resolves when it closes, whether or not anything was shared. */
  share(data: ShareData): Promise<void>;
}

/** A file the app received (the plan's PDF). */
export interface ReceivedFile {
  blob: Blob;
  filename: string;
}

export interface PlatformServices {
  /** The site's origin ('https://planmywalk.nz'): a plan's share link is built on it. */
  origin: string;
  /** A phone or tablet: the app promotion is not shown there (spec part 2 §2 plan-complete). */
  isMobileDevice: boolean;
  clipboard: Clipboard;
  sharing: Sharing;
  /** Hands a file to the user as a download under its name. */
  saveFile(file: ReceivedFile): void;
}
