import { describe, expect, it } from 'vitest';
import { createMemoryStorage, tryWriteJson } from './KeyValueStorage.ts';

describe('a storage with a capacity, like a browser’s', () => {
  it('refuses a write that does not fit and keeps the value stored before it', () => {
    const storage = createMemoryStorage({}, { capacity: 20 });
    expect(tryWriteJson(storage, 'k', 'short')).toBe(true);
    expect(tryWriteJson(storage, 'k', 'far too long for this storage')).toBe(false);
    expect(storage.getItem('k')).toBe('"short"');
  });

  it('counts a replaced value once', () => {
    const storage = createMemoryStorage({}, { capacity: 10 });
    expect(tryWriteJson(storage, 'k', '12345')).toBe(true);
    expect(tryWriteJson(storage, 'k', '54321')).toBe(true);
  });

  it('throws a QuotaExceededError, as browsers do', () => {
    const storage = createMemoryStorage({}, { capacity: 3 });
    expect(() => storage.setItem('key', 'value')).toThrowError(expect.objectContaining({ name: 'QuotaExceededError' }));
  });
});
