import { PERSONAL_API_CACHE } from './cacheNames.ts';

/** The slice of the browser's CacheStorage this needs; tests pass a fake. */
export interface CacheDeleter {
  delete(name: string): Promise<boolean>;
}

/**
 * Signing out (or a session that ended) takes the walker's plans, gear lists and custom
 * tracks kept by the service worker off the device; places, alerts and forecasts stay,
 * as they are nobody's. Browsers without the Cache API have nothing to delete.
 */
export async function forgetPersonalCaches(caches: CacheDeleter | undefined = globalThis.caches): Promise<void> {
  if (!caches) return;
  await caches.delete(PERSONAL_API_CACHE);
}
