import type { StoreReview } from '@planmywalk/domain';

/** The slice of @capacitor-community/in-app-review the app uses. */
export interface InAppReviewPluginModule {
  InAppReview: { requestReview(): Promise<void> };
}

/** Loaded on the first ask, so the web's first load carries no Capacitor code. */
const loadInAppReviewPlugin = (): Promise<InAppReviewPluginModule> => import('@capacitor-community/in-app-review');

/**
 * The App Store's and Google Play's in-app review prompt (@capacitor-community/in-app-review)
 * as the domain's `StoreReview`. The stores decide whether it shows; a failure to ask
 * is logged and never reaches the save that prompted it.
 */
export function nativeStoreReview(load: () => Promise<InAppReviewPluginModule> = loadInAppReviewPlugin): StoreReview {
  return {
    request: () => {
      void load()
        .then(({ InAppReview }) => InAppReview.requestReview())
        .catch((cause: unknown) => console.warn('Could not ask for a store review', cause));
    },
  };
}
