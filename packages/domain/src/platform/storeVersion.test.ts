import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './KeyValueStorage.ts';
import { ensureStoreVersion, STORE_VERSION, STORE_VERSION_KEY } from './storeVersion.ts';

describe('ensureStoreVersion', () => {
  it('given state from another version, removes it and records 0.3', () => {
    const storage = createMemoryStorage({ [STORE_VERSION_KEY]: '0.2', 'pmw.session': '{}', other: 'kept' });
    expect(ensureStoreVersion(storage, ['pmw.session'])).toBe(true);
    expect(storage.getItem('pmw.session')).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
    expect(storage.getItem(STORE_VERSION_KEY)).toBe(STORE_VERSION);
  });

  it('given a first visit, records the version', () => {
    const storage = createMemoryStorage();
    ensureStoreVersion(storage, ['pmw.session']);
    expect(storage.getItem(STORE_VERSION_KEY)).toBe('0.3');
  });

  it('given the current version, keeps everything', () => {
    const storage = createMemoryStorage({ [STORE_VERSION_KEY]: '0.3', 'pmw.session': '{"token":null}' });
    expect(ensureStoreVersion(storage, ['pmw.session'])).toBe(false);
    expect(storage.getItem('pmw.session')).toBe('{"token":null}');
  });
});
