/** What a share sheet is given: a plan's or a custom track's name and its link. */
export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

/**
 * The device's share sheet, as the pages see it: Web Share in a browser, the native
 * sheet in the store apps (spec part 1 §7: 'Native share or web share is offered with
 * title, text and URL'). Injected like the clock, so pages and tests never touch either.
 */
export interface Share {
  /** The device can share this (the page then offers a Share button beside Copy). */
  canShare(data: ShareData): boolean;
  /** Opens the share sheet; resolves when it closes, whether or not anything was shared. */
  share(data: ShareData): Promise<void>;
}

/** For places with no share sheet: nothing is offered. */
export const noShare: Share = {
  canShare: () => false,
  share: () => Promise.reject(new Error('This device cannot share')),
};
