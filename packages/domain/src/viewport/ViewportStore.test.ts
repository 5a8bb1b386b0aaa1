import { describe, expect, it } from 'vitest';
import { ViewportStore, type MediaQuery } from './ViewportStore.ts';

function fakeQuery(matches: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query: MediaQuery & { fire(matches: boolean): void; listenerCount(): number } = {
    matches,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    fire: (next) => listeners.forEach((listener) => listener({ matches: next })),
    listenerCount: () => listeners.size,
  };
  return query;
}

describe('ViewportStore', () => {
  it('given a wide viewport, starts as desktop and follows resizes', () => {
    const query = fakeQuery(true);
    const store = new ViewportStore(query);
    expect(store.isDesktop).toBe(true);

    query.fire(false);
    expect(store.isDesktop).toBe(false);
  });

  it('after dispose, stops listening', () => {
    const query = fakeQuery(false);
    const store = new ViewportStore(query);
    store.dispose();
    expect(query.listenerCount()).toBe(0);
    query.fire(true);
    expect(store.isDesktop).toBe(false);
  });
});
