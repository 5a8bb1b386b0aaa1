import { downloadFile } from './downloadFile.ts';
import { InstallOffer } from './installOffer.ts';
import type { PlatformServices, ShareData } from './platform.ts';

/** Client hints where the browser has them, else the user agent's words for phones and tablets. */
function isMobileBrowser(nav: Navigator): boolean {
  const hints = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (hints?.mobile === true) return true;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent);
}

/** The browser's clipboard, Web Share, downloads and device kind as the app's `PlatformServices`. */
export function browserPlatform(win: Window = window): PlatformServices {
  const nav = win.navigator;
  return {
    origin: win.location.origin,
    isMobileDevice: isMobileBrowser(nav),
    isStoreApp: false,
    clipboard: {
      writeText: (text) =>
        nav.clipboard ? nav.clipboard.writeText(text) : Promise.reject(new Error('This browser cannot copy to the clipboard')),
    },
    sharing: {
      canShare: (data: ShareData) => typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data)),
      share: async (data: ShareData) => {
        try {
          await nav.share(data);
        } catch (cause) {
          // Closing the sheet without sharing is not a failure.
          if (!(cause instanceof DOMException && cause.name === 'AbortError')) throw cause;
        }
      },
    },
    saveFile: (file) => downloadFile(file, win.document),
    installOffer: new InstallOffer(win),
  };
}
