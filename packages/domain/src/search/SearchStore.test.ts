import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResultItem, SearchTracksRequest, SearchTracksResponse } from '@planmywalk/contracts';
import { systemClock } from '../platform/Clock.ts';
import { createMemoryStorage } from '../platform/KeyValueStorage.ts';
import { SEARCH_HISTORY_KEY, SearchStore, type SearchSource } from './SearchStore.ts';
import { defaultFilters } from './searchRules.ts';

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

function setup(answer: (request: SearchTracksRequest) => SearchResultItem[] = () => [item(1)]) {
  const searchTracks = vi.fn(async (request: SearchTracksRequest): Promise<SearchTracksResponse> => ({ list: answer(request) }));
  const getTracks = vi.fn();
  const api: SearchSource = { searchTracks, getTracks };
  const storage = createMemoryStorage();
  const store = new SearchStore({ api, clock: systemClock, storage });
  return { store, searchTracks, getTracks, storage };
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
      expect(searchTracks).toHaveBeenCalledWith({ term: 'kep' });
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

    it('drops the answer of an older search that arrives late', async () => {
      const resolvers: Array<(response: SearchTracksResponse) => void> = [];
      const searchTracks = vi.fn(() => new Promise<SearchTracksResponse>((resolve) => resolvers.push(resolve)));
      const store = new SearchStore({
        api: { searchTracks, getTracks: vi.fn() },
        clock: systemClock,
        storage: createMemoryStorage(),
      });

      store.setTerm('rou');
      await vi.advanceTimersByTimeAsync(300);
      store.setTerm('routeburn');
      await vi.advanceTimersByTimeAsync(300);
      resolvers[1]?.({ list: [item(2)] });
      resolvers[0]?.({ list: [item(1)] });
      await vi.runAllTimersAsync();

      expect(store.results?.map((r) => r.id)).toEqual([2]);
      expect(store.searching).toBe(false);
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
      expect(searchTracks).toHaveBeenCalledWith({ bound: bounds });
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
      expect(searchTracks).toHaveBeenLastCalledWith({ regions: [3], dog_allowed: true });

      store.removeFilter('regions', 3);
      await vi.runAllTimersAsync();
      expect(searchTracks).toHaveBeenLastCalledWith({ dog_allowed: true });

      store.clearFilters();
      await vi.runAllTimersAsync();
      expect(searchTracks).toHaveBeenLastCalledWith({});
      expect(store.filters).toEqual(defaultFilters());
    });
  });

  describe('nearest to me', () => {
    it('keeps only tracks from the results around the position', async () => {
      const { store, searchTracks } = setup(() => [item(1), item(2, 'Hut'), item(3, 'Campsite'), item(4)]);
      await store.searchNear({ lat: -45, lng: 168 });
      expect(searchTracks).toHaveBeenCalledWith({
        bound: [
          [167.75, -45.25],
          [168.25, -44.75],
        ],
      });
      expect(store.results?.map((r) => r.id)).toEqual([1, 4]);
      expect(store.geolocated).toBe(true);
    });
  });

  describe('recent searches', () => {
    it('remembers chosen results newest first, at most 5, and keeps them for the next visit', () => {
      const { store, storage } = setup();
      for (const id of [1, 2, 3, 4, 5, 6, 3]) store.remember(item(id));
      expect(store.history.map((e) => e.id)).toEqual([3, 6, 5, 4, 2]);

      const next = new SearchStore({ api: { searchTracks: vi.fn(), getTracks: vi.fn() }, clock: systemClock, storage });
      expect(next.history.map((e) => e.id)).toEqual([3, 6, 5, 4, 2]);
    });

    it('given unreadable saved history, starts empty', () => {
      const storage = createMemoryStorage({ [SEARCH_HISTORY_KEY]: '{not json' });
      const store = new SearchStore({ api: { searchTracks: vi.fn(), getTracks: vi.fn() }, clock: systemClock, storage });
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
