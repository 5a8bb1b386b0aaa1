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
import { GeolocationError, type GeoPosition, type Geolocation } from '../platform/Geolocation.ts';
import { SEARCH_HISTORY_KEY } from '../platform/deviceKeys.ts';
import { isInsideBounds, widenToGrid } from './mapBoundsGrid.ts';
import { readJson, writeJson, type KeyValueStorage } from '../platform/KeyValueStorage.ts';
import {
  activeFilterCount,
  defaultFilters,
  isHistory,
  locateErrorText,
  pushHistory,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_TERM_LENGTH,
  toHistoryEntry,
  toSearchRequest,
  type SearchFilterState,
  type SearchHistoryEntry,
  type SearchListMode,
} from './searchRules.ts';

export interface SearchSource {
  /** `signal` aborts the call: the store aborts a search that a newer one replaces. */
  searchTracks(request: SearchTracksRequest, options?: { signal?: AbortSignal }): Promise<SearchTracksResponse>;
  getTracks(): Promise<TracksListResponse>;
}

export interface SearchStoreDeps {
  api: SearchSource;
  clock: Clock;
  storage: KeyValueStorage;
  /** The device's position, for 'Nearest to me'. */
  geolocation: Geolocation;
}


/** Half the side of the box searched around the user for 'Nearest to me', in degrees (about 25 km). */
const NEARBY_BOX_DEGREES = 0.25;

type FilterList = 'durations' | 'difficulties' | 'regions';
type FilterToggle = 'wheelchair_friendly' | 'allow_dog';
/** What a removable filter tag stands for: a list option (with its id), the distance, or a switch. */
export type FilterTagKind = FilterList | FilterToggle | 'distance';

/**
 * The tracks screen's search (spec part 1 §3 search state, §4 search and map rules):
 * the term, filters, map bounds, results and recent searches, and what the screen
 * shows of them (which list, its loading state, what the search box lists), so the
 * page only joins this store to the components.
 */
export class SearchStore {
  term = '';
  searching = false;
  filters: SearchFilterState = defaultFilters();
  mapBounds: MapBounds | null = null;
  /** null until a search has run: the page then shows the recommended tracks. */
  results: SearchResultItem[] | null = null;
  /** The results came from 'Nearest to me': only tracks are kept. */
  geolocated = false;
  /** 'Nearest to me' is waiting for the device's position. */
  locating = false;
  /** Why the last 'Nearest to me' found no position, in words; null when it did (or none ran). */
  locateError: string | null = null;
  history: SearchHistoryEntry[];
  tracksList: TracksListResponse | null = null;
  isListLoading = false;

  private readonly deps: SearchStoreDeps;
  private timer: unknown = null;
  /** The search on its way; a newer search aborts it, and its late answer is dropped. */
  private inFlight: AbortController | null = null;
  /** Each 'Nearest to me' gets a number; typing or a newer one makes an older position stale. */
  private locateSeq = 0;

  constructor(deps: SearchStoreDeps) {
    this.deps = deps;
    this.history = readJson(deps.storage, SEARCH_HISTORY_KEY, isHistory) ?? [];
    makeAutoObservable<SearchStore, 'deps' | 'timer' | 'inFlight' | 'locateSeq'>(this, {
      deps: false,
      timer: false,
      inFlight: false,
      locateSeq: false,
    });
  }

  /** The term is long enough to search for (3 characters, spec part 1 §9). */
  get hasSearchTerm(): boolean {
    return this.term.trim().length >= SEARCH_MIN_TERM_LENGTH;
  }

  /** Which list shows: the recommended tracks until a search has run, then nearby tracks or results. */
  get listMode(): SearchListMode {
    if (this.results === null) return 'recommended';
    return this.geolocated ? 'nearby' : 'results';
  }

  /** The places the list shows, in order. */
  get visibleList(): readonly SearchResultItem[] {
    return this.results ?? this.tracksList?.pinned ?? [];
  }

  /** The list's count for its heading ('N track(s) nearby', 'Showing N result(s)'). */
  get listCount(): number {
    return this.visibleList.length;
  }

  /** The list waits for its first answer: skeletons instead of tiles. */
  get listLoading(): boolean {
    return this.results === null ? this.isListLoading && !this.tracksList : this.searching;
  }

  /**
   * What the search box lists as results: the term's results once the term is long
   * enough (null while the first answer is awaited); null below that, when the box
   * offers 'Nearest to me' and the recent searches instead.
   */
  get termResults(): readonly SearchResultItem[] | null {
    return this.hasSearchTerm ? this.results : null;
  }

  /** The search box's spinner: a search or a position on its way. */
  get busy(): boolean {
    return this.searching || this.locating;
  }

  /** The count on the Filters button. */
  get filterCount(): number {
    return activeFilterCount(this.filters);
  }

  /** Whether 'Nearest to me' is offered. */
  get nearestAvailable(): boolean {
    return this.deps.geolocation.available;
  }

  /** Typing: resets filters and map bounds; searches 300 ms after the last key once 3 characters are in. */
  setTerm(term: string): void {
    this.term = term;
    this.filters = defaultFilters();
    this.mapBounds = null;
    this.geolocated = false;
    this.stopLocating();
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
    this.stopLocating();
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
  applyFilters(filters: SearchFilterState): void {
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

  removeToggle(toggle: FilterToggle): void {
    this.applyFilters({ ...this.filters, [toggle]: false });
  }

  /** A filter tag's remove button: list kinds come with the option's id. */
  removeFilterTag(kind: FilterTagKind, id?: number): void {
    if (kind === 'distance') this.removeDistanceFilter();
    else if (kind === 'wheelchair_friendly' || kind === 'allow_dog') this.removeToggle(kind);
    else if (id !== undefined) this.removeFilter(kind, id);
  }

  clearFilters(): void {
    this.applyFilters(defaultFilters());
  }

  /**
   * 'Nearest to me': asks the device for its position, then searches around it. A
   * failure becomes `locateError`; typing meanwhile makes the position stale.
   */
  async nearestToMe(): Promise<void> {
    const seq = ++this.locateSeq;
    this.locateError = null;
    if (!this.deps.geolocation.available) {
      this.locateError = locateErrorText('unavailable');
      return;
    }
    this.locating = true;
    let position: GeoPosition;
    try {
      position = await this.deps.geolocation.currentPosition();
    } catch (cause) {
      runInAction(() => {
        if (seq !== this.locateSeq) return;
        this.locating = false;
        this.locateError = locateErrorText(cause instanceof GeolocationError ? cause.reason : 'unavailable');
      });
      return;
    }
    if (seq !== this.locateSeq) return;
    runInAction(() => {
      this.locating = false;
    });
    await this.searchNear(position);
  }

  /** Tracks around a position only (the second half of 'Nearest to me'). */
  searchNear(position: GeoPosition): Promise<void> {
    this.cancelPending();
    this.term = '';
    this.geolocated = true;
    this.mapBounds = [
      [position.lng - NEARBY_BOX_DEGREES, position.lat - NEARBY_BOX_DEGREES],
      [position.lng + NEARBY_BOX_DEGREES, position.lat + NEARBY_BOX_DEGREES],
    ];
    return this.search();
  }

  /** A place chosen in the search box: a result is remembered; a recent search already is. */
  choose(item: SearchResultItem | SearchHistoryEntry): void {
    if ('is_closed' in item) this.remember(item);
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

  /**
   * Runs the search for the current state now, aborting the one on its way; a failure
   * silently ends the loading state.
   */
  async search(): Promise<void> {
    this.inFlight?.abort();
    const request = new AbortController();
    this.inFlight = request;
    const bounds = this.mapBounds;
    const query = toSearchRequest(this.hasSearchTerm ? this.term : '', this.filters, bounds && widenToGrid(bounds));
    const geolocated = this.geolocated;
    this.searching = true;
    try {
      const { list } = await this.deps.api.searchTracks(query, { signal: request.signal });
      runInAction(() => {
        if (request !== this.inFlight) return;
        // The question covered a little more than the view (widenToGrid): the list is what lies inside it.
        const inView = bounds ? list.filter((item) => isInsideBounds(item, bounds)) : list;
        this.results = geolocated ? inView.filter((item) => item.type === 'Track') : inView;
      });
    } catch {
      // Spec part 1 §8: a search failure silently ends its loading state (an aborted one too).
    } finally {
      runInAction(() => {
        if (request !== this.inFlight) return;
        this.inFlight = null;
        this.searching = false;
      });
    }
  }

  dispose(): void {
    this.cancelPending();
    this.invalidateInFlight();
    this.stopLocating();
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

  /** Aborts any search already sent; its answer, should it still come, is dropped. */
  private invalidateInFlight(): void {
    this.inFlight?.abort();
    this.inFlight = null;
    this.searching = false;
  }

  /** A position still on its way will be ignored, and an old failure no longer applies. */
  private stopLocating(): void {
    this.locateSeq++;
    this.locating = false;
    this.locateError = null;
  }
}
