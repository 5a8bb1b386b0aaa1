import type { Share } from '@planmywalk/domain';

/** The slice of @capacitor/share the app uses. */
export interface SharePluginModule {
  Share: { share(options: { title?: string; text?: string; url?: string; dialogTitle?: string }): Promise<unknown> };
}

/** Loaded on the first share, so the web's first load carries no Capacitor code. */
const loadSharePlugin = (): Promise<SharePluginModule> => import('@capacitor/share');

/** Both platforms' plugin rejects a sheet closed without sharing with this message. */
const isCancelled = (cause: unknown) => cause instanceof Error && /cancel/i.test(cause.message);

/** The phone's own share sheet (@capacitor/share) as the domain's `Share`: every store app has one. */
export function nativeShare(load: () => Promise<SharePluginModule> = loadSharePlugin): Share {
  return {
    canShare: () => true,
    share: async ({ title, text, url }) => {
      const { Share: plugin } = await load();
      try {
        await plugin.share({ title, text: text ?? title, url, dialogTitle: title });
      } catch (cause) {
        // Closing the sheet without sharing is not a failure.
        if (!isCancelled(cause)) throw cause;
      }
    },
  };
}
