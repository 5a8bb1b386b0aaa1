import { describe, expect, it } from 'vitest';
import type { SearchResultItem } from '@planmywalk/contracts';
import {
  activeFilterCount,
  defaultFilters,
  pushHistory,
  toHistoryEntry,
  toSearchRequest,
  type SearchHistoryEntry,
} from './searchRules.ts';

const entry = (id: number): SearchHistoryEntry => ({
  id,
  type: 'Track',
  title: `Track ${id}`,
  slug: `track-${id}`,
  locations: [],
  regions: [],
  lat: -45,
  lng: 168,
});

describe('pushHistory', () => {
  it('puts the newest entry first', () => {
    expect(pushHistory([entry(1), entry(2)], entry(3)).map((e) => e.id)).toEqual([3, 1, 2]);
  });

  it('keeps one entry per id, moving a repeat to the front', () => {
    expect(pushHistory([entry(1), entry(2), entry(3)], entry(2)).map((e) => e.id)).toEqual([2, 1, 3]);
  });

  it('keeps at most five', () => {
    const full = [1, 2, 3, 4, 5].map(entry);
    expect(pushHistory(full, entry(6)).map((e) => e.id)).toEqual([6, 1, 2, 3, 4]);
  });
});

describe('toSearchRequest', () => {
  it('given only defaults, sends nothing but the term', () => {
    expect(toSearchRequest('  kepler ', defaultFilters(), null)).toEqual({ term: 'kepler' });
  });

  it('given every filter, sends ids, the distance pair, flags and bounds', () => {
    const filters = {
      durations: [{ id: 2, title: '1 - 3 hours' }],
      difficulties: [{ id: 1, title: 'Easiest' }],
      distance: [5, 20] as [number, number],
      regions: [{ id: 9, title: 'Southland' }],
      wheelchair_friendly: true,
      allow_dog: true,
    };
    const bound: [[number, number], [number, number]] = [
      [168, -45],
      [169, -44],
    ];
    expect(toSearchRequest('', filters, bound)).toEqual({
      durations: [2],
      difficulties: [1],
      distance: [5, 20],
      regions: [9],
      wheelchair: true,
      dog_allowed: true,
      bound,
    });
  });
});

describe('activeFilterCount', () => {
  it.each([
    [defaultFilters(), 0],
    [{ ...defaultFilters(), distance: [0, 50] as [number, number] }, 1],
    [{ ...defaultFilters(), allow_dog: true, regions: [{ id: 1, title: 'Otago' }, { id: 2, title: 'Canterbury' }] }, 3],
  ])('counts %o as %i', (filters, count) => {
    expect(activeFilterCount(filters)).toBe(count);
  });
});

describe('toHistoryEntry', () => {
  it('keeps the fields of a history entry only', () => {
    const item = { ...entry(4), is_closed: false, thumbnail: null, distance: 3 } as unknown as SearchResultItem;
    expect(Object.keys(toHistoryEntry(item)).sort()).toEqual(
      ['id', 'lat', 'lng', 'locations', 'regions', 'slug', 'title', 'type'].sort(),
    );
  });
});
