import { describe, expect, it } from 'vitest';
import { groupOverlappingMarkers, type ScreenMarker } from './markerGroups.ts';

/** Every marker 40 px across, whatever its count: the geometry is then easy to read. */
const forty = () => 40;

const marker = (id: number, x: number, y: number, count = 10): ScreenMarker => ({ id, x, y, count });

describe('groupOverlappingMarkers', () => {
  it.each([
    ['markers far apart stay apart', [marker(1, 0, 0), marker(2, 100, 0)], [[1], [2]]],
    ['boxes touching within the 2 px gap merge', [marker(1, 0, 0), marker(2, 41, 0)], [[1, 2]]],
    ['boxes 2 px apart stay apart', [marker(1, 0, 0), marker(2, 42, 0)], [[1], [2]]],
    ['diagonal neighbours whose boxes overlap merge, though their circles would not', [marker(1, 0, 0), marker(2, 30, 30)], [[1, 2]]],
    ['a chain merges until nothing overlaps', [marker(1, 0, 0), marker(2, 30, 0), marker(3, 50, 0)], [[1, 2, 3]]],
    ['a merge that ends clear of a third leaves it', [marker(1, 0, 0), marker(2, 35, 0), marker(3, 70, 0)], [[1, 2], [3]]],
    ['no markers, no groups', [], []],
  ])('%s', (_scenario, markers, expected) => {
    const groups = groupOverlappingMarkers(markers, forty);
    expect(groups.map((group) => [...group.ids].sort())).toEqual(expected);
  });

  it('the merged marker sits at the count-weighted centre, carries the total and lists the largest first', () => {
    const [group] = groupOverlappingMarkers([marker(1, 0, 0, 10), marker(2, 30, 0, 30)], forty);
    expect(group).toEqual({ ids: [2, 1], x: 22.5, y: 0, count: 40 });
  });

  it('a marker that grows with its count can pull a neighbour in once merged', () => {
    const bySize = (count: number) => (count > 15 ? 100 : 40);
    const groups = groupOverlappingMarkers([marker(1, 0, 0), marker(2, 41, 0), marker(3, 84, 0)], bySize);
    expect(groups.map((group) => group.ids.length)).toEqual([3]);
  });

  it('after grouping, no two boxes overlap', () => {
    const markers = Array.from({ length: 40 }, (_, i) => marker(i, (i * 37) % 300, (i * 53) % 200, (i % 7) + 1));
    const diameter = (count: number) => 28 + Math.sqrt(count) * 4;
    const groups = groupOverlappingMarkers(markers, diameter);
    for (const a of groups) {
      for (const b of groups) {
        if (a === b) continue;
        const reach = (diameter(a.count) + diameter(b.count)) / 2 + 2;
        expect(Math.abs(a.x - b.x) >= reach || Math.abs(a.y - b.y) >= reach).toBe(true);
      }
    }
    expect(groups.flatMap((group) => group.ids).sort((x, y) => x - y)).toEqual(markers.map((m) => m.id));
  });
});
