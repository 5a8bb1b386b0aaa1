import { useEffect, useState } from 'react';
import type { Feature } from '@planmywalk/domain';
import { useStores } from './stores.tsx';

/** Features whose code has loaded through `useLaterFeature`, by their loader. */
const loadedFeatures = new WeakMap<() => Promise<Feature<unknown>>, Feature<unknown>>();

/**
 * A feature whose code loads after the page's first paint (ADR 051): null until `load`,
 * a dynamic import answering the feature, resolves; then its stores, as `useFeature`.
 * With `start` false the load waits until it turns true (a page whose own content must
 * draw first, without this code's bytes on the same connection).
 * Once loaded it answers at once, so a later visit renders in one go. A failed load
 * goes to the route's error page, as a lazy page's would. (Its own module, not
 * stores.tsx, so that the entry does not carry it.)
 */
export function useLaterFeature<T>(load: () => Promise<Feature<T>>, start = true): T | null {
  const stores = useStores();
  const [loaded, setLoaded] = useState(() => loadedFeatures.get(load) as Feature<T> | undefined);
  const [failure, setFailure] = useState<{ cause: unknown } | null>(null);
  useEffect(() => {
    if (loaded || !start) return;
    let current = true;
    load().then(
      (feature) => {
        loadedFeatures.set(load, feature as Feature<unknown>);
        // The page draws with the feature in a task after the one that ran its code, so
        // that neither is one long task (a phone could not answer a tap in between).
        setTimeout(() => {
          // A feature is a function: wrapped, so that useState keeps it rather than calls it.
          if (current) setLoaded(() => feature);
        }, 0);
      },
      (cause: unknown) => {
        if (current) setFailure({ cause });
      },
    );
    return () => {
      current = false;
    };
  }, [load, loaded, start]);
  if (failure) throw failure.cause;
  return loaded ? stores.feature(loaded) : null;
}
