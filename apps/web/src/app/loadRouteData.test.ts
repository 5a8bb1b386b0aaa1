import { describe, expect, it, vi } from 'vitest';
import { alertsFeature, helpFeature, weatherFeature, type RootStore, type RouteName } from '@planmywalk/domain';
import { ROUTES } from '../routes/routeTable.ts';
import { loadRouteData } from './loadRouteData.ts';

const routeOf = (name: RouteName) => {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
};

function setup() {
  const location = vi.fn(() => Promise.resolve());
  const tracksList = vi.fn(() => Promise.resolve());
  const help = vi.fn(() => Promise.resolve());
  const alerts = vi.fn(() => Promise.resolve());
  const weather = vi.fn(() => Promise.resolve());
  const features = new Map<unknown, unknown>([
    [helpFeature, { help: { load: help } }],
    [alertsFeature, { alerts: { load: alerts } }],
    [weatherFeature, { weather: { load: weather } }],
  ]);
  const stores = {
    location: { load: location },
    search: { loadTracksList: tracksList },
    feature: (feature: unknown) => features.get(feature),
  } as unknown as RootStore;
  return { stores, location, tracksList, help, alerts, weather };
}

describe('loadRouteData', () => {
  it.each([
    ['track', { track: 'kepler-track' }, 'tracks', 'kepler-track'],
    ['track-alerts', { track: 'kepler-track' }, 'tracks', 'kepler-track'],
    ['hut-weather', { hut: 'mueller-hut' }, 'huts', 'mueller-hut'],
    ['campsite', { campsite: 'mistletoe-bay' }, 'campsites', 'mistletoe-bay'],
  ] as const)('given a page of %s, asks for the place', async (name, params, kind, slug) => {
    const { stores, location } = setup();
    await loadRouteData(routeOf(name), params, stores);
    expect(location).toHaveBeenCalledWith(kind, slug);
  });

  it("given a place's alerts or weather, asks for its feed too, as its view does (without trip dates)", async () => {
    const { stores, alerts, weather } = setup();
    await loadRouteData(routeOf('track-alerts'), { track: 'kepler-track' }, stores);
    expect(alerts).toHaveBeenCalledWith({ routeType: 'track', slug: 'kepler-track' }, undefined);
    await loadRouteData(routeOf('hut-weather'), { hut: 'mueller-hut' }, stores);
    expect(weather).toHaveBeenCalledWith({ routeType: 'hut', slug: 'mueller-hut' }, undefined);
  });

  it('given /tracks, asks for the tracks list; given /help, for its questions', async () => {
    const { stores, tracksList, help } = setup();
    await loadRouteData(routeOf('tracks'), {}, stores);
    await loadRouteData(routeOf('help'), {}, stores);
    expect(tracksList).toHaveBeenCalledOnce();
    expect(help).toHaveBeenCalledOnce();
  });

  it('resolves only when the place is in, so a render waits for it', async () => {
    let arrive: () => void = () => undefined;
    const { stores, location } = setup();
    location.mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)));
    let done = false;
    const loading = loadRouteData(routeOf('track'), { track: 'kepler-track' }, stores).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    arrive();
    await loading;
    expect(done).toBe(true);
  });

  it.each([['home'], ['track-plan'], ['my-walks']] as const)('given %s, asks for nothing and resolves at once', async (name) => {
    const { stores, location, tracksList, help, alerts, weather } = setup();
    await expect(loadRouteData(routeOf(name), { track: 'kepler-track' }, stores)).resolves.toBeUndefined();
    expect([location, tracksList, help, alerts, weather].every((load) => load.mock.calls.length === 0)).toBe(true);
  });
});
