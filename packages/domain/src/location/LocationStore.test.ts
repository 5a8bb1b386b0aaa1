import { autorun, isObservable } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { Location } from '@planmywalk/contracts';
import { LocationStore, RECENT_PLACES } from './LocationStore.ts';

const routeburn = { id: 1, slug: 'routeburn-track', title: 'Routeburn Track', type: 'Track' } as unknown as Location;
const mueller = { id: 2, slug: 'mueller-hut', title: 'Mueller Hut', type: 'Hut' } as unknown as Location;

describe('LocationStore', () => {
  it('given a slug already loaded, does not fetch it again', async () => {
    const getLocation = vi.fn().mockResolvedValue(routeburn);
    const store = new LocationStore({ getLocation });

    await store.load('tracks', 'routeburn-track');
    await store.load('tracks', 'routeburn-track');

    expect(getLocation).toHaveBeenCalledTimes(1);
    expect(store.location?.title).toBe('Routeburn Track');
    expect(store.isFetching).toBe(false);
  });

  it('given a place opened earlier in the visit (Back), shows it at once without asking again, and offers it before its load', async () => {
    const getLocation = vi.fn().mockResolvedValueOnce(routeburn).mockResolvedValueOnce(mueller);
    const store = new LocationStore({ getLocation });
    await store.load('tracks', 'routeburn-track');
    await store.load('huts', 'mueller-hut');
    expect(store.recentPlace('tracks', 'routeburn-track')).toBe(routeburn);
    expect(store.recentPlace('tracks', 'kepler-track')).toBeNull();

    const back = store.load('tracks', 'routeburn-track');
    expect(store.location).toBe(routeburn);
    expect(store.isFetching).toBe(false);
    await back;
    expect(getLocation).toHaveBeenCalledTimes(2);
  });

  it(`keeps the last ${RECENT_PLACES} places only, and a replaced place's newer answer`, async () => {
    const places = Array.from({ length: RECENT_PLACES + 1 }, (_, i) => ({ ...routeburn, id: 10 + i, slug: `track-${i}` }) as Location);
    const getLocation = vi.fn((_kind: string, slug: string) => Promise.resolve(places.find((place) => place.slug === slug)!));
    const store = new LocationStore({ getLocation });
    for (const place of places) await store.load('tracks', place.slug);
    expect(store.recentPlace('tracks', 'track-0')).toBeNull();
    expect(store.recentPlace('tracks', 'track-1')).toBe(places[1]);

    const reviewed = { ...places[1], title: 'Reviewed' } as Location;
    store.replace(reviewed);
    expect(store.recentPlace('tracks', 'track-1')).toBe(reviewed);
  });

  it('given the same place asked for while on its way (the app starts the first page early), fetches it once', async () => {
    let answer: (location: Location) => void = () => {};
    const getLocation = vi.fn(() => new Promise<Location>((resolve) => (answer = resolve)));
    const store = new LocationStore({ getLocation });

    const early = store.load('tracks', 'routeburn-track');
    const fromPage = store.load('tracks', 'routeburn-track');
    expect(store.isFetching).toBe(true);
    answer(routeburn);
    await Promise.all([early, fromPage]);

    expect(getLocation).toHaveBeenCalledTimes(1);
    expect(store.location?.title).toBe('Routeburn Track');
    expect(store.isFetching).toBe(false);
  });

  it('keeps the place as the API answered it, not a deep observable copy, and tells observers when another replaces it', async () => {
    const getLocation = vi.fn().mockResolvedValueOnce(routeburn).mockResolvedValueOnce(mueller);
    const store = new LocationStore({ getLocation });
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => seen.push(store.location?.title));

    await store.load('tracks', 'routeburn-track');
    expect(store.location).toBe(routeburn);
    expect(isObservable(store.location)).toBe(false);
    await store.load('huts', 'mueller-hut');
    stop();

    expect(seen).toEqual([undefined, 'Routeburn Track', 'Mueller Hut']);
  });

  it('given another slug, fetches it and replaces the location', async () => {
    const getLocation = vi.fn().mockResolvedValueOnce(routeburn).mockResolvedValueOnce(mueller);
    const store = new LocationStore({ getLocation });

    await store.load('tracks', 'routeburn-track');
    await store.load('huts', 'mueller-hut');

    expect(getLocation).toHaveBeenLastCalledWith('huts', 'mueller-hut');
    expect(store.location?.title).toBe('Mueller Hut');
  });

  it('given a 404, flags notFound and clears the location', async () => {
    const getLocation = vi.fn().mockRejectedValue(Object.assign(new Error('Location not found'), { status: 404 }));
    const store = new LocationStore({ getLocation });

    await store.load('tracks', 'no-such-track');

    expect(store.notFound).toBe(true);
    expect(store.location).toBeNull();
    expect(store.error).toBeNull();
  });

  it('given a network failure, records the error and retries on the next load', async () => {
    const getLocation = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(routeburn);
    const store = new LocationStore({ getLocation });

    await store.load('tracks', 'routeburn-track');
    expect(store.error).toBe('offline');
    expect(store.notFound).toBe(false);

    await store.load('tracks', 'routeburn-track');
    expect(store.location?.title).toBe('Routeburn Track');
    expect(getLocation).toHaveBeenCalledTimes(2);
  });

  it('given two loads racing, keeps the later one', async () => {
    let resolveFirst: (value: Location) => void = () => undefined;
    const getLocation = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Location>((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce(mueller);
    const store = new LocationStore({ getLocation });

    const first = store.load('tracks', 'routeburn-track');
    await store.load('huts', 'mueller-hut');
    resolveFirst(routeburn);
    await first;

    expect(store.location?.title).toBe('Mueller Hut');
    expect(store.isFetching).toBe(false);
  });

  it('given a saved review’s answer for the loaded place, shows it at once; an answer for another place changes nothing', async () => {
    const store = new LocationStore({ getLocation: async () => routeburn });
    await store.load('tracks', 'routeburn-track');
    const reviewed = { ...routeburn, title: 'Routeburn Track (reviewed)' } as Location;
    store.replace(reviewed);
    expect(store.location?.title).toBe('Routeburn Track (reviewed)');
    store.replace(mueller);
    expect(store.location?.title).toBe('Routeburn Track (reviewed)');
  });
});
