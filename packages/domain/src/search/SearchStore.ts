import { makeAutoObservable, runInAction } from 'mobx';
import type {
  IdTitle,
  MapBounds,
  SearchResultItem,
  SearchTracksRequest,
  SearchTracksResponse,
  TracksListResponse,
} from '@planmywalk/contracts';
import type { Clock } from '../platform/Clock.ts';
import { readJson, writeJson, type KeyValueStorage } from '../platform/KeyValueStorage.ts';
import {
  defaultFilters,
  isHistory,
  pushHistory,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_TERM_LENGTH,
  toHistoryEntry,
  toSearchRequest,
  type SearchFilters,
  type SearchHistoryEntry,
} from './searchRules.ts';

export interface SearchSource {
  searchTracks(request: SearchTracksRequest): Promise<SearchTracksResponse>;
  getTracks(): Promise<TracksListResponse>;
}

export interface SearchStoreDeps {
  api: SearchSource;
  clock: Clock;
  storage: KeyValueStorage;
}

export const SEARCH_HISTORY_KEY = 'pmw.search-history';

/** Half the side of the box searched around the user for 'Nearest to me', in degrees (about 25 km). */
const NEARBY_BOX_DEGREES = 0.25;

type FilterList = 'durations' | 'difficulties' | 'regions';

/**
 * The tracks screen's search (spec part 1 §3 search state, §4 search and map rules):
 * the term, filters, map bounds, results and recent searches.
 */
export class SearchStore {
  term = '';
  searching = false;
  filters: SearchFilters = defaultFilters();
  mapBounds: MapBounds | null = null;
  /** null until a search has run: the page then shows the recommended tracks. */
  results: SearchResultItem[] | null = null;
  /** The results came from 'Nearest to me': only tracks are kept. */
  geolocated = false;
  history: SearchHistoryEntry[];
  tracksList: TracksListResponse | null = null;
  isListLoading = false;

  private readonly deps: SearchStoreDeps;
  private timer: unknown = null;
  /** Each search gets a number; an answer to an older one is dropped. */
  private requestSeq = 0;

  constructor(deps: SearchStoreDeps) {
    this.deps = deps;
    this.history = readJson(deps.storage, SEARCH_HISTORY_KEY, isHistory) ?? [];
    makeAutoObservable<SearchStore, 'deps' | 'timer' | 'requestSeq'>(this, {
      deps: false,
      timer: false,
      requestSeq: false,
    });
  }

  get hasSearchTerm(): boolean {
    return this.term.trim().length >= SEARCH_MIN_TERM_LENGTH;
  }

  /** Typing: resets filters and map bounds; searches 300 ms after the last key once 3 characters are in. */
  setTerm(term: string): void {
    this.term = term;
    this.filters = defaultFilters();
    this.mapBounds = null;
    this.geolocated = false;
    this.cancelPending();
    if (term === '') {
      this.clearTerm();
      return;
    }
    if (!this.hasSearchTerm) {
      this.invalidateInFlight();
      this.results = null;
      return;
    }
    this.schedule();
  }

  /** The clear button: back to no term and no results. */
  clearTerm(): void {
    this.cancelPending();
    this.invalidateInFlight();
    this.term = '';
    this.results = null;
    this.geolocated = false;
  }

  /** The map moved. With no term, the list is replaced by what lies inside the bounds, 300 ms after the map settles. */
  setMapBounds(bounds: MapBounds): void {
    this.mapBounds = bounds;
    if (this.term.trim() !== '') return;
    this.geolocated = false;
    this.cancelPending();
    this.schedule();
  }

  /** 'See Results' in the filters panel. */
  applyFilters(filters: SearchFilters): void {
    this.filters = filters;
    this.cancelPending();
    void this.search();
  }

  /** A removable filter tag. */
  removeFilter(list: FilterList, id: number): void {
    this.applyFilters({ ...this.filters, [list]: this.filters[list].filter((item: IdTitle) => item.id !== id) });
  }

  removeDistanceFilter(): void {
    this.applyFilters({ ...this.filters, distance: defaultFilters().distance });
  }

  removeToggle(toggle: 'wheelchair_friendly' | 'allow_dog'): void {
    this.applyFilters({ ...this.filters, [toggle]: false });
  }

  clearFilters(): void {
    this.applyFilters(defaultFilters());
  }

  /** 'Nearest to me': tracks around the user's position only. */
  searchNear(position: { lat: number; lng: number }): Promise<void> {
    this.cancelPending();
    this.term = '';
    this.geolocated = true;
    this.mapBounds = [
      [position.lng - NEARBY_BOX_DEGREES, position.lat - NEARBY_BOX_DEGREES],
      [position.lng + NEARBY_BOX_DEGREES, position.lat + NEARBY_BOX_DEGREES],
    ];
    return this.search();
  }

  /** A chosen result goes to the front of the recent searches (kept across visits). */
  remember(item: SearchResultItem): void {
    this.history = pushHistory(this.history, toHistoryEntry(item));
    writeJson(this.deps.storage, SEARCH_HISTORY_KEY, this.history);
  }

  /** The recommended tracks, regions, durations and difficulties; failure just ends the loading state. */
  async loadTracksList(): Promise<void> {
    if (this.tracksList || this.isListLoading) return;
    this.isListLoading = true;
    try {
      const list = await this.deps.api.getTracks();
      runInAction(() => {
        this.tracksList = list;
      });
    } catch {
      // Spec part 1 §8: a tracks-list failure silently ends its loading state.
    } finally {
      runInAction(() => {
        this.isListLoading = false;
      });
    }
  }

  /** Runs the search for the current state now; a failure silently ends the loading state. */
  async search(): Promise<void> {
    const seq = ++this.requestSeq;
    const request = toSearchRequest(this.hasSearchTerm ? this.term : '', this.filters, this.mapBounds);
    const geolocated = this.geolocated;
    this.searching = true;
    try {
      const { list } = await this.deps.api.searchTracks(request);
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.results = geolocated ? list.filter((item) => item.type === 'Track') : list;
      });
    } catch {
      // Spec part 1 §8: a search failure silently ends its loading state.
    } finally {
      runInAction(() => {
        if (seq === this.requestSeq) this.searching = false;
      });
    }
  }

  dispose(): void {
    this.cancelPending();
  }

  private schedule(): void {
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      void this.search();
    }, SEARCH_DEBOUNCE_MS);
  }

  private cancelPending(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Drops the answer of any search already sent. */
  private invalidateInFlight(): void {
    this.requestSeq++;
    this.searching = false;
  }
}
