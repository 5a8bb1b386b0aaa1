import type { KeyValueStorage } from './KeyValueStorage.ts';

/** Spec part 1 §9: the version of what the app keeps on the device. */
export const STORE_VERSION = '0.3';
export const STORE_VERSION_KEY = 'pmw.store-version';

/**
 * A device holding state from another version starts clean: the listed keys are
 * removed and the current version written (spec part 1 §4).
 */
export function ensureStoreVersion(storage: KeyValueStorage, persistedKeys: readonly string[]): boolean {
  if (storage.getItem(STORE_VERSION_KEY) === STORE_VERSION) return false;
  for (const key of persistedKeys) storage.removeItem(key);
  storage.setItem(STORE_VERSION_KEY, STORE_VERSION);
  return true;
}
