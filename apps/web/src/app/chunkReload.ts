/** When the last reload for a missing chunk happened, kept for this tab. */
const RELOADED_AT_KEY = 'pmw-chunk-reload-at';
/** A second failure this soon after the reload is not a stale page: it is shown, not reloaded again. */
const RELOAD_WINDOW_MS = 30_000;

/**
 * A page's code that could not be fetched: after a release the old chunks are gone and
 * a tab opened before it asks for them ("Failed to fetch dynamically imported module"
 * in Chromium, "Importing a module script failed" in Safari, "error loading dynamically
 * imported module" in Firefox); offline, the same.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|module script|ChunkLoadError/i.test(`${error.name} ${error.message}`);
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/**
 * Reloads the page once for a chunk that could not be loaded, so the walker gets the new
 * release's page; true when it did. A failure again within RELOAD_WINDOW_MS (the network
 * is down, or the release is broken) is left to the error page, so the tab never loops.
 */
export function reloadOnceForChunk(error: unknown, deps: ReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  let last = Number.NaN;
  try {
    last = Number(deps.storage.getItem(RELOADED_AT_KEY));
  } catch {
    return false;
  }
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_WINDOW_MS) return false;
  try {
    deps.storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Without storage we cannot tell a second failure from the first: no reload, no loop.
    return false;
  }
  deps.reload();
  return true;
}
