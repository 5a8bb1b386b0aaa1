import {
  DISTANCE_MIN_KM,
  DISTANCE_NO_UPPER_BOUND_KM,
  type IdTitle,
  type SearchResultItem,
  type SearchTracksRequest,
} from '@planmywalk/contracts';
import type { GeolocationFailure } from '../platform/Geolocation.ts';

/** Spec part 1 §9. */
export const SEARCH_MIN_TERM_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_HISTORY_MAX = 5;
/** The distance filter's whole range (the contract's): [0, 101], 101 meaning "100+". */
export const DISTANCE_RANGE: readonly [number, number] = [DISTANCE_MIN_KM, DISTANCE_NO_UPPER_BOUND_KM];

/** The search filters as the store keeps them (spec part 1 §3 search filters). */
export interface SearchFilterState {
  durations: IdTitle[];
  difficulties: IdTitle[];
  distance: [number, number];
  regions: IdTitle[];
  wheelchair_friendly: boolean;
  allow_dog: boolean;
}

export function defaultFilters(): SearchFilterState {
  return {
    durations: [],
    difficulties: [],
    distance: [DISTANCE_RANGE[0], DISTANCE_RANGE[1]],
    regions: [],
    wheelchair_friendly: false,
    allow_dog: false,
  };
}

export function isDefaultDistance([min, max]: readonly [number, number]): boolean {
  return min === DISTANCE_RANGE[0] && max === DISTANCE_RANGE[1];
}

/** How many filters differ from the defaults (the count on the Filters button). */
export function activeFilterCount(filters: SearchFilterState): number {
  return (
    filters.durations.length +
    filters.difficulties.length +
    filters.regions.length +
    (isDefaultDistance(filters.distance) ? 0 : 1) +
    (filters.wheelchair_friendly ? 1 : 0) +
    (filters.allow_dog ? 1 : 0)
  );
}

/** Which list the tracks screen shows (spec part 1 §2): its heading and its contents follow. */
export type SearchListMode = 'recommended' | 'nearby' | 'results';

/** Why 'Nearest to me' found no position, in words for the walker. */
export function locateErrorText(reason: GeolocationFailure): string {
  switch (reason) {
    case 'denied':
      return 'This site may not use your location. Allow it in your browser settings, or search by name.';
    case 'timeout':
      return 'Finding your location took too long. Try again, or search by name.';
    case 'unavailable':
      return 'We could not find your location. Try again, or search by name.';
  }
}

/** Turns the store's state into the api/v1 search call; defaults are left out. */
export function toSearchRequest(
  term: string,
  filters: SearchFilterState,
  bound: SearchTracksRequest['bound'] | null,
): SearchTracksRequest {
  const request: SearchTracksRequest = {};
  const trimmed = term.trim();
  if (trimmed) request.term = trimmed;
  if (!isDefaultDistance(filters.distance)) request.distance = [...filters.distance];
  if (filters.wheelchair_friendly) request.wheelchair = true;
  if (filters.allow_dog) request.dog_allowed = true;
  if (filters.durations.length) request.durations = filters.durations.map((d) => d.id);
  if (filters.difficulties.length) request.difficulties = filters.difficulties.map((d) => d.id);
  if (filters.regions.length) request.regions = filters.regions.map((r) => r.id);
  if (bound) request.bound = bound;
  return request;
}

/** Spec part 1 §3 search history entry. */
export interface SearchHistoryEntry {
  id: number;
  type: SearchResultItem['type'];
  title: string;
  slug: string;
  locations: SearchResultItem['locations'];
  regions: SearchResultItem['regions'];
  lat: number;
  lng: number;
}

export function toHistoryEntry(item: SearchResultItem): SearchHistoryEntry {
  const { id, type, title, slug, locations, regions, lat, lng } = item;
  return { id, type, title, slug, locations, regions, lat, lng };
}

/** Newest first, one entry per id, at most five (spec part 1 §4). */
export function pushHistory(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return [entry, ...history.filter((item) => item.id !== entry.id)].slice(0, SEARCH_HISTORY_MAX);
}

export function isHistory(value: unknown): value is SearchHistoryEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as SearchHistoryEntry).id === 'number' &&
        typeof (item as SearchHistoryEntry).slug === 'string' &&
        typeof (item as SearchHistoryEntry).title === 'string',
    )
  );
}
