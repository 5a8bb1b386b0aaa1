import { describe, expect, it, vi } from 'vitest';
import { PERSONAL_API_CACHE, PUBLIC_API_CACHE } from './cacheNames.ts';
import { forgetPersonalCaches } from './offlineCaches.ts';

describe('forgetPersonalCaches', () => {
  it('deletes the cache of the walker’s own reads and leaves the public ones', async () => {
    const caches = { delete: vi.fn(async () => true) };
    await forgetPersonalCaches(caches);
    expect(caches.delete).toHaveBeenCalledWith(PERSONAL_API_CACHE);
    expect(caches.delete).not.toHaveBeenCalledWith(PUBLIC_API_CACHE);
  });

  it('does nothing in a browser without the Cache API', async () => {
    await expect(forgetPersonalCaches(undefined)).resolves.toBeUndefined();
  });
});
