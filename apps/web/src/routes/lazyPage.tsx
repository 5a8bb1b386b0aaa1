import { lazy, type ComponentType } from 'react';

export interface LazyPage<P extends object> {
  (props: P): React.ReactNode;
  /** Fetches the page's code; resolves once it can render without waiting. */
  preload(): Promise<void>;
}

/**
 * A page whose code is its own chunk, like `React.lazy`, that can also be fetched ahead.
 * `lazy` suspends on its first render even when the chunk has already arrived, so the
 * first screen would paint the loading state and then the page a task later; once
 * `preload()` has resolved this renders the page at once (main.tsx waits for the page
 * the app opens on, whose chunk the server names in index.html: docs/adr/055).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchCode = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed preload (the network dropped) leaves the page's first render to try again.
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(fetchCode);
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Page, { preload: () => fetchCode().then(() => undefined) });
}
