import { describe, expect, it, vi } from 'vitest';
import type { LocationStore } from '@planmywalk/domain';
import type { RouteName } from '@planmywalk/domain';
import { ROUTES } from '../routes/routeTable.ts';
import { loadFirstPlace } from './loadFirstPlace.ts';

const matchOf = (name: RouteName, params: Record<string, string>) => {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  // The shell's match has no handle; the page's is last.
  return [{ route: {}, params }, { route: { handle: { route } }, params }];
};

function setup() {
  const load = vi.fn(() => Promise.resolve());
  return { load, store: { load } as unknown as LocationStore };
}

describe('loadFirstPlace', () => {
  it.each([
    ['track', { track: 'kepler-track' }, 'tracks', 'kepler-track'],
    ['track-alerts', { track: 'kepler-track' }, 'tracks', 'kepler-track'],
    ['hut-weather', { hut: 'mueller-hut' }, 'huts', 'mueller-hut'],
    ['campsite', { campsite: 'mistletoe-bay' }, 'campsites', 'mistletoe-bay'],
  ] as const)('given the app opened on %s, asks for the place at once', (name, params, kind, slug) => {
    const { load, store } = setup();
    loadFirstPlace(matchOf(name, params), store);
    expect(load).toHaveBeenCalledWith(kind, slug);
  });

  it('resolves when the place has loaded, so the first paint can wait for it', async () => {
    let arrive: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    let done = false;
    const loading = loadFirstPlace(matchOf('track', { track: 'kepler-track' }), { load } as unknown as LocationStore).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    arrive();
    await loading;
    expect(done).toBe(true);
  });

  it.each([
    ['home', {}],
    ['tracks', {}],
    ['track-plan', { track: 'kepler-track' }],
  ] as const)('given the app opened on %s (not a place page), asks for nothing and resolves at once', async (name, params) => {
    const { load, store } = setup();
    await expect(loadFirstPlace(matchOf(name, params), store)).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });
});
