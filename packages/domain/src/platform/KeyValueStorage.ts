/** The slice of Web Storage the stores persist through; tests pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface MemoryStorageOptions {
  /**
   * Characters (keys and values) it holds before a write throws, as a browser's
   * localStorage does when full (about 5 million). Unlimited by default.
   */
  capacity?: number;
}

/** Storage that keeps nothing past the page: for tests and private-mode browsers. */
export function createMemoryStorage(initial: Record<string, string> = {}, options: MemoryStorageOptions = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  const capacity = options.capacity ?? Infinity;
  const used = (except: string) => [...map].reduce((sum, [key, value]) => (key === except ? sum : sum + key.length + value.length), 0);
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (used(key) + key.length + value.length > capacity) {
        const full = new Error(`Setting the value of '${key}' exceeded the quota.`);
        full.name = 'QuotaExceededError';
        throw full;
      }
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
  };
}

/** Reads JSON written by `writeJson`; anything unreadable counts as absent. */
export function readJson<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Writes JSON; a full or unavailable storage loses only this write, never the app. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  if (!tryWriteJson(storage, key, value)) console.warn(`Could not save ${key}`);
}

/**
 * Writes JSON and says whether it fitted. A write that does not fit (the browser's
 * QuotaExceededError) leaves the value stored before it in place, so the caller can
 * keep the last state that fitted and tell the user.
 */
export function tryWriteJson(storage: KeyValueStorage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
