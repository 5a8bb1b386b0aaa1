import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, SESSION_KEY, SEARCH_HISTORY_KEY } from '@planmywalk/domain';
import { hydrationHolds } from './hydrationHolds.ts';

function desktop(matches: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  return {
    matches,
    addEventListener: (_type: 'change', listener: (event: { matches: boolean }) => void) => void listeners.add(listener),
    removeEventListener: (_type: 'change', listener: (event: { matches: boolean }) => void) => void listeners.delete(listener),
    listeners,
  };
}

describe('hydrationHolds', () => {
  it('given a page the server drew, hides the session and the desktop until released', () => {
    const storage = createMemoryStorage({ [SESSION_KEY]: '{"token":1}', [SEARCH_HISTORY_KEY]: '[]' });
    const holds = hydrationHolds(storage, desktop(true), true);
    const changed = vi.fn();
    holds.desktopQuery.addEventListener('change', changed);
    expect(holds.storage.getItem(SESSION_KEY)).toBeNull();
    expect(holds.storage.getItem(SEARCH_HISTORY_KEY)).toBe('[]');
    expect(holds.desktopQuery.matches).toBe(false);

    holds.release();
    expect(holds.storage.getItem(SESSION_KEY)).toBe('{"token":1}');
    expect(holds.desktopQuery.matches).toBe(true);
    expect(changed).toHaveBeenCalledWith({ matches: true });
  });

  it('given a phone, release tells no one of a change', () => {
    const holds = hydrationHolds(createMemoryStorage(), desktop(false), true);
    const changed = vi.fn();
    holds.desktopQuery.addEventListener('change', changed);
    holds.release();
    expect(changed).not.toHaveBeenCalled();
  });

  it('given a page the browser draws, holds nothing', () => {
    const storage = createMemoryStorage({ [SESSION_KEY]: '{"token":1}' });
    const holds = hydrationHolds(storage, desktop(true), false);
    expect(holds.storage.getItem(SESSION_KEY)).toBe('{"token":1}');
    expect(holds.desktopQuery.matches).toBe(true);
  });

  it('writes go through while held: a session saved then is not lost', () => {
    const storage = createMemoryStorage();
    const holds = hydrationHolds(storage, desktop(false), true);
    holds.storage.setItem(SESSION_KEY, 'saved');
    expect(storage.getItem(SESSION_KEY)).toBe('saved');
  });
});
