import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@planmywalk/domain';
import { isChunkLoadError, reloadOnceForChunk } from './chunkReload.ts';

const chunkError = new TypeError('Failed to fetch dynamically imported module: https://planmywalk.nz/assets/LocationPage-abc.js');

function deps(now: number, storage = createMemoryStorage()) {
  return { storage, now: () => now, reload: vi.fn() };
}

describe('isChunkLoadError', () => {
  it.each([
    [chunkError, true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Failed to fetch dynamically imported module', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadOnceForChunk', () => {
  it('given a missing chunk, reloads the page', () => {
    const d = deps(1_000_000);
    expect(reloadOnceForChunk(chunkError, d)).toBe(true);
    expect(d.reload).toHaveBeenCalledOnce();
  });

  it('given the same failure just after that reload, shows the error instead of reloading again', () => {
    const storage = createMemoryStorage();
    reloadOnceForChunk(chunkError, deps(1_000_000, storage));
    const again = deps(1_010_000, storage);
    expect(reloadOnceForChunk(chunkError, again)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
  });

  it('given a later release, reloads again', () => {
    const storage = createMemoryStorage();
    reloadOnceForChunk(chunkError, deps(1_000_000, storage));
    const later = deps(1_000_000 + 60 * 60_000, storage);
    expect(reloadOnceForChunk(chunkError, later)).toBe(true);
  });

  it('given a render error, does not reload', () => {
    const d = deps(1_000_000);
    expect(reloadOnceForChunk(new Error('boom'), d)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
  });
});
