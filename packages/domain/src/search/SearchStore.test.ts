import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResultItem, SearchTracksRequest, SearchTracksResponse } from '@planmywalk/contracts';
import { systemClock } from '../platform/Clock.ts';
import { GeolocationError, noGeolocation, type GeoPosition, type Geolocation } from '../platform/Geolocation.ts';
import { createMemoryStorage } from '../platform/KeyValueStorage.ts';
import { SEARCH_HISTORY_KEY } from '../platform/deviceKeys.ts';
import { SearchStore, type SearchSource } from './SearchStore.ts';
import { defaultFilters, locateErrorText } from './searchRules.ts';

const item = (id: number, type: SearchResultItem['type'] = 'Track'): SearchResultItem =>
  ({
    id,
    type,
    slug: `place-${id}`,
    title: `Place ${id}`,
    is_closed: false,
    locations: [],
    regions: [],
    lat: -45,
    lng: 168,
    thumbnail: null,
    distance: null,
    track_type: null,
    walking_duration: null,
    difficulty: [],
    number_of_bunks: null,
    bookable: null,
    info_link: null,
  }) satisfies SearchResultItem;

/** A device that answers with this position, or fails for this reason. */
function fakeGeolocation(answer: GeoPosition | GeolocationError): Geolocation {
  return {
    available: true,
    currentPosition: vi.fn(() => (answer instanceof GeolocationError ? Promise.reject(answer) : Promise.resolve(answer))),
  };
}

function setup(
  answer: (request: SearchTracksRequest) => SearchResultItem[] = () => [item(1)],
  geolocation: Geolocation = noGeolocation,
) {
  const searchTracks = vi.fn(
    async (request: SearchTracksRequest, _options?: { signal?: AbortSignal }): Promise<SearchTracksResponse> => ({
      list: answer(request),
    }),
  );
  const getTracks = vi.fn();
  const api: SearchSource = { searchTracks, getTracks };
  const storage = createMemoryStorage();
  const store = new SearchStore({ api, clock: systemClock, storage, geolocation });
  return { store, searchTracks, getTracks, storage };
}

/** A search API whose answers the test releases by hand, in any order. */
function manualSearchApi() {
  const calls: Array<{ signal: AbortSignal | undefined; resolve: (response: SearchTracksResponse) => void }> = [];
  const searchTracks = vi.fn(
    (_request: SearchTracksRequest, options?: { signal?: AbortSignal }) =>
      new Promise<SearchTracksResponse>((resolve) => calls.push({ signal: options?.signal, resolve })),
  );
  return { api: { searchTracks, getTracks: vi.fn() } satisfies SearchSource, calls };
}

describe('SearchStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('typing a term', () => {
    it('given fewer than 3 characters, does not search', async () => {
      const { store, searchTracks } = setup();
      store.setTerm('ke');
      await vi.advanceTimersByTimeAsync(1000);
      expect(searchTracks).not.toHaveBeenCalled();
      expect(store.results).toBeNull();
    });

    it('given 3 characters, searches once 300 ms after the last key', async () => {
      const { store, searchTracks } = setup();
      store.setTerm('k');
      store.setTerm('ke');
      store.setTerm('kep');
      await vi.advanceTimersByTimeAsync(299);
      expect(searchTracks).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(searchTracks).toHaveBeenCalledTimes(1);
      expect(searchTracks).toHaveBeenCalledWith({ term: 'kep' }, expect.anything());
      expect(store.results?.map((r) => r.id)).toEqual([1]);
      expect(store.searching).toBe(false);
    });

    it('resets the filters and the map bounds', () => {
      const { store } = setup();
      store.applyFilters({ ...defaultFilters(), allow_dog: true });
      store.setMapBounds([
        [168, -45],
        [169, -44],
      ]);
      store.setTerm('rou');
      expect(store.filters).toEqual(defaultFilters());
      expect(store.mapBounds).toBeNull();
    });

    it('clearing resets the term and the results', async () => {
      const { store } = setup();
      store.setTerm('kepler');
      await vi.advanceTimersByTimeAsync(300);
      expect(store.results).not.toBeNull();
      store.clearTerm();
      expect(store.term).toBe('');
      expect(store.results).toBeNull();
    });

    it('given a search on its way, when a newer one starts, then the older is aborted and its late answer ignored', async () => {
      const { api, calls } = manualSearchApi();
      const store = new SearchStore({ api, clock: systemClock, storage: createMemoryStorage(), geolocation: noGeolocation });

      store.setTerm('rou');
      await vi.advanceTimersByTimeAsync(300);
      expect(calls[0]?.signal?.aborted).toBe(false);
      store.setTerm('routeburn');
      await vi.advanceTimersByTimeAsync(300);
      expect(calls[0]?.signal?.aborted).toBe(true);
      expect(calls[1]?.signal?.aborted).toBe(false);

      calls[1]?.resolve({ list: [item(2)] });
      calls[0]?.resolve({ list: [item(1)] });
      await vi.runAllTimersAsync();

      expect(store.results?.map((r) => r.id)).toEqual([2]);
      expect(store.searching).toBe(false);
    });

    it.each([
      ['shortening the term below 3 characters', (store: SearchStore) => store.setTerm('ro')],
      ['clearing the term', (store: SearchStore) => store.clearTerm()],
    ])('given a search on its way, %s aborts it and ignores its answer', async (_scenario, act) => {
      const { api, calls } = manualSearchApi();
      const store = new SearchStore({ api, clock: systemClock, storage: createMemoryStorage(), geolocation: noGeolocation });
      store.setTerm('rou');
      await vi.advanceTimersByTimeAsync(300);
      expect(store.searching).toBe(true);

      act(store);
      expect(calls[0]?.signal?.aborted).toBe(true);
      expect(store.searching).toBe(false);
      calls[0]?.resolve({ list: [item(1)] });
      await vi.runAllTimersAsync();
      expect(store.results).toBeNull();
    });

    it('given a failing search, silently ends the loading state and keeps the last results', async () => {
      const { store, searchTracks } = setup();
      store.setTerm('kepler');
      await vi.advanceTimersByTimeAsync(300);
      searchTracks.mockRejectedValueOnce(new Error('offline'));
      await store.search();
      expect(store.searching).toBe(false);
      expect(store.results?.map((r) => r.id)).toEqual([1]);
    });
  });

  describe('moving the map', () => {
    const bounds: [[number, number], [number, number]] = [
      [168, -45],
      [169, -44],
    ];

    it('with no term, replaces the list with results inside the bounds after 300 ms', async () => {
      const { store, searchTracks } = setup();
      store.setMapBounds([
        [100, -50],
        [101, -49],
      ]);
      await vi.advanceTimersByTimeAsync(100);
      store.setMapBounds(bounds);
      await vi.advanceTimersByTimeAsync(300);
      expect(searchTracks).toHaveBeenCalledTimes(1);
      expect(searchTracks).toHaveBeenCalledWith({ bound: bounds }, expect.anything());
    });

    it('asks for the view widened to the grid (the server caches such questions) and lists only what lies inside the view', async () => {
      const at = (id: number, lng: number, lat: number) => ({ ...item(id), lng, lat });
      const { store, searchTracks } = setup(() => [at(1, 168.5, -44.8), at(2, 169.45, -44.8), at(3, 168.5, -44.61)]);
      store.setMapBounds([
        [167.86, -45.43],
        [169.42, -44.63],
      ]);
      await vi.advanceTimersByTimeAsync(300);
      expect(searchTracks).toHaveBeenCalledWith({ bound: [[167.8125, -45.4375], [169.4375, -44.625]] }, expect.anything());
      // 2 and 3 are in the widened question's answer but outside the view.
      expect(store.results?.map((r) => r.id)).toEqual([1]);
    });

    it('with a term, keeps the term results', async () => {
      const { store, searchTracks } = setup();
      store.setTerm('kepler');
      await vi.advanceTimersByTimeAsync(300);
      store.setMapBounds(bounds);
      await vi.advanceTimersByTimeAsync(600);
      expect(searchTracks).toHaveBeenCalledTimes(1);
    });
  });

  describe('filters', () => {
    it('applying searches at once with the filters; removing a tag searches again without it', async () => {
      const { store, searchTracks } = setup();
      const otago = { id: 3, title: 'Otago' };
      store.applyFilters({ ...defaultFilters(), regions: [otago], allow_dog: true });
      await vi.runAllTimersAsync();
      expect(searchTracks).toHaveBeenLastCalledWith({ regions: [3], dog_allowed: true }, expect.anything());

      store.removeFilter('regions', 3);
      await vi.runAllTimersAsync();
      expect(searchTracks).toHaveBeenLastCalledWith({ dog_allowed: true }, expect.anything());

      store.applyFilters({ ...store.filters, distance: [5, 20], wheelchair_friendly: true });
      await vi.runAllTimersAsync();
      store.removeFilterTag('distance');
      store.removeFilterTag('wheelchair_friendly');
      await vi.runAllTimersAsync();
      expect(searchTracks).toHaveBeenLastCalledWith({ dog_allowed: true }, expect.anything());

      store.clearFilters();
      await vi.runAllTimersAsync();
      expect(searchTracks).toHaveBeenLastCalledWith({}, expect.anything());
      expect(store.filters).toEqual(defaultFilters());
    });
  });

  describe('nearest to me', () => {
    it('given a position, searches a box around it and keeps only tracks', async () => {
      const geolocation = fakeGeolocation({ lat: -45, lng: 168 });
      const { store, searchTracks } = setup(() => [item(1), item(2, 'Hut'), item(3, 'Campsite'), item(4)], geolocation);
      expect(store.nearestAvailable).toBe(true);
      const done = store.nearestToMe();
      expect(store.locating).toBe(true);
      expect(store.busy).toBe(true);
      await done;
      expect(searchTracks).toHaveBeenCalledWith(
        {
          bound: [
            [167.75, -45.25],
            [168.25, -44.75],
          ],
        },
        expect.objectContaining({ signal: expect.any(AbortSignal) }),
      );
      expect(store.results?.map((r) => r.id)).toEqual([1, 4]);
      expect(store.locating).toBe(false);
      expect(store.locateError).toBeNull();
      expect(store.listMode).toBe('nearby');
    });

    it.each([
      ['the walker refuses the site their location', new GeolocationError('denied'), locateErrorText('denied')],
      ['the device takes too long', new GeolocationError('timeout'), locateErrorText('timeout')],
      ['the device cannot tell', new GeolocationError('unavailable'), locateErrorText('unavailable')],
      ['the browser fails in an unknown way', new Error('boom') as GeolocationError, locateErrorText('unavailable')],
    ])('given %s, says why in words and does not search', async (_scenario, failure, message) => {
      const geolocation: Geolocation = { available: true, currentPosition: () => Promise.reject(failure) };
      const { store, searchTracks } = setup(undefined, geolocation);
      await store.nearestToMe();
      expect(store.locateError).toBe(message);
      expect(store.locating).toBe(false);
      expect(searchTracks).not.toHaveBeenCalled();
      expect(store.listMode).toBe('recommended');
    });

    it('given a device with no geolocation, is not offered, and says so if asked anyway', async () => {
      const { store, searchTracks } = setup(undefined, noGeolocation);
      expect(store.nearestAvailable).toBe(false);
      await store.nearestToMe();
      expect(store.locateError).toBe(locateErrorText('unavailable'));
      expect(searchTracks).not.toHaveBeenCalled();
    });

    it('given the walker types while the position is on its way, the late position is ignored', async () => {
      let release: (position: GeoPosition) => void = () => undefined;
      const geolocation: Geolocation = {
        available: true,
        currentPosition: () => new Promise((resolve) => (release = resolve)),
      };
      const { store, searchTracks } = setup(undefined, geolocation);
      const done = store.nearestToMe();
      store.setTerm('kepler');
      expect(store.locating).toBe(false);
      release({ lat: -45, lng: 168 });
      await done;
      await vi.advanceTimersByTimeAsync(300);
      expect(searchTracks).toHaveBeenCalledTimes(1);
      expect(searchTracks).toHaveBeenCalledWith({ term: 'kepler' }, expect.anything());
      expect(store.geolocated).toBe(false);
    });

    it('a failure notice goes once the walker types', async () => {
      const { store } = setup(undefined, fakeGeolocation(new GeolocationError('denied')));
      await store.nearestToMe();
      expect(store.locateError).not.toBeNull();
      store.setTerm('k');
      expect(store.locateError).toBeNull();
    });
  });

  describe('what the screen shows', () => {
    const pinned = [item(7), item(8)];
    const list = { pinned, list: [], durations: [], difficulties: [] };

    it.each([
      {
        scenario: 'before the tracks list arrives',
        arrange: async (store: SearchStore) => {
          store.isListLoading = true;
        },
        mode: 'recommended',
        ids: [],
        loading: true,
      },
      {
        scenario: 'with the tracks list and no search',
        arrange: async (store: SearchStore) => {
          store.tracksList = list;
        },
        mode: 'recommended',
        ids: [7, 8],
        loading: false,
      },
      {
        scenario: 'with term results',
        arrange: async (store: SearchStore) => {
          store.tracksList = list;
          store.setTerm('kepler');
          await vi.advanceTimersByTimeAsync(300);
        },
        mode: 'results',
        ids: [1],
        loading: false,
      },
      {
        scenario: 'with map results (no term)',
        arrange: async (store: SearchStore) => {
          store.tracksList = list;
          store.setMapBounds([
            [168, -45],
            [169, -44],
          ]);
          await vi.advanceTimersByTimeAsync(300);
        },
        mode: 'results',
        ids: [1],
        loading: false,
      },
      {
        scenario: 'with nearby tracks',
        arrange: async (store: SearchStore) => {
          store.tracksList = list;
          await store.searchNear({ lat: -45, lng: 168 });
        },
        mode: 'nearby',
        ids: [1],
        loading: false,
      },
    ] as const)('$scenario: the $mode list', async ({ arrange, mode, ids, loading }) => {
      const { store } = setup();
      await arrange(store);
      expect(store.listMode).toBe(mode);
      expect(store.visibleList.map((r) => r.id)).toEqual(ids);
      expect(store.listCount).toBe(ids.length);
      expect(store.listLoading).toBe(loading);
    });

    it('while a newer search runs, the earlier results stay listed as loading', async () => {
      const { api, calls } = manualSearchApi();
      const store = new SearchStore({ api, clock: systemClock, storage: createMemoryStorage(), geolocation: noGeolocation });
      store.setTerm('kepler');
      await vi.advanceTimersByTimeAsync(300);
      calls[0]?.resolve({ list: [item(1)] });
      await vi.advanceTimersByTimeAsync(0);
      expect(store.listLoading).toBe(false);
      store.applyFilters({ ...defaultFilters(), allow_dog: true });
      expect(store.listMode).toBe('results');
      expect(store.visibleList.map((r) => r.id)).toEqual([1]);
      expect(store.listLoading).toBe(true);
    });

    it.each([
      ['no term', '', null],
      ['a term under 3 characters', 'ke', null],
      ['a term of 3 characters', 'kep', [1]],
    ] as const)('given %s, the search box lists results: %j', async (_scenario, term, expected) => {
      const { store } = setup();
      store.setMapBounds([
        [168, -45],
        [169, -44],
      ]);
      await vi.advanceTimersByTimeAsync(300);
      store.setTerm(term);
      await vi.advanceTimersByTimeAsync(300);
      expect(store.termResults?.map((r) => r.id) ?? null).toEqual(expected);
    });

    it('counts the applied filters for the Filters button', () => {
      const { store } = setup();
      expect(store.filterCount).toBe(0);
      store.applyFilters({ ...defaultFilters(), allow_dog: true, regions: [{ id: 3, title: 'Otago' }] });
      expect(store.filterCount).toBe(2);
    });
  });

  describe('recent searches', () => {
    it('remembers chosen results newest first, at most 5, and keeps them for the next visit', () => {
      const { store, storage } = setup();
      for (const id of [1, 2, 3, 4, 5, 6, 3]) store.remember(item(id));
      expect(store.history.map((e) => e.id)).toEqual([3, 6, 5, 4, 2]);

      const next = new SearchStore({ api: { searchTracks: vi.fn(), getTracks: vi.fn() }, clock: systemClock, storage, geolocation: noGeolocation });
      expect(next.history.map((e) => e.id)).toEqual([3, 6, 5, 4, 2]);
    });

    it('choosing a result in the search box remembers it; choosing a recent search changes nothing', () => {
      const { store } = setup();
      store.choose(item(1));
      store.choose(item(2));
      const [newest] = store.history;
      if (!newest) throw new Error('no history');
      store.choose(store.history[1]!);
      expect(store.history.map((e) => e.id)).toEqual([2, 1]);
      expect(newest.id).toBe(2);
    });

    it('given unreadable saved history, starts empty', () => {
      const storage = createMemoryStorage({ [SEARCH_HISTORY_KEY]: '{not json' });
      const store = new SearchStore({ api: { searchTracks: vi.fn(), getTracks: vi.fn() }, clock: systemClock, storage, geolocation: noGeolocation });
      expect(store.history).toEqual([]);
    });
  });

  describe('the tracks list', () => {
    it('loads once; a failure silently ends loading', async () => {
      const { store, getTracks } = setup();
      getTracks.mockRejectedValueOnce(new Error('down'));
      await store.loadTracksList();
      expect(store.isListLoading).toBe(false);
      expect(store.tracksList).toBeNull();

      getTracks.mockResolvedValueOnce({ pinned: [], list: [], durations: [], difficulties: [] });
      await store.loadTracksList();
      await store.loadTracksList();
      expect(getTracks).toHaveBeenCalledTimes(2);
      expect(store.tracksList).not.toBeNull();
    });
  });
});
