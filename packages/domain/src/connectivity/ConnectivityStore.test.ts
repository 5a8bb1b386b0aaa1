import { describe, expect, it } from 'vitest';
import { ConnectivityStore, type ConnectivityEvents } from './ConnectivityStore.ts';

function fakeWindow(onLine: boolean) {
  const listeners = { online: new Set<() => void>(), offline: new Set<() => void>() };
  const events: ConnectivityEvents & { fire(type: 'online' | 'offline'): void; count(): number } = {
    onLine,
    addEventListener: (type, listener) => listeners[type].add(listener),
    removeEventListener: (type, listener) => listeners[type].delete(listener),
    fire: (type) => listeners[type].forEach((listener) => listener()),
    count: () => listeners.online.size + listeners.offline.size,
  };
  return events;
}

describe('ConnectivityStore', () => {
  it('starts from the browser’s state and follows its offline and online events', () => {
    const events = fakeWindow(true);
    const store = new ConnectivityStore(events);
    expect(store.offline).toBe(false);
    events.fire('offline');
    expect(store.offline).toBe(true);
    events.fire('online');
    expect(store.offline).toBe(false);
  });

  it('given a browser that starts offline, says so; after dispose, stops listening', () => {
    const events = fakeWindow(false);
    const store = new ConnectivityStore(events);
    expect(store.offline).toBe(true);
    store.dispose();
    expect(events.count()).toBe(0);
  });
});
