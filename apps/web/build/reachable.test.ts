import { describe, expect, it } from 'vitest';
import { reachable } from './reachable.ts';

const edges: Record<string, string[]> = { a: ['b', 'c'], b: ['d'], c: ['a'], d: [], e: ['a'] };
const next = (node: string) => edges[node] ?? [];

describe('reachable', () => {
  it('follows edges from the starts, through loops, each node once', () => {
    expect([...reachable(['a'], next)].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...reachable(['d', 'e'], next)].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lists depth first, in the order of the edges', () => {
    expect([...reachable(['a'], next)]).toEqual(['a', 'b', 'd', 'c']);
  });

  it('stops where the seeded set already is', () => {
    expect([...reachable(['e'], next, new Set(['a']))].sort()).toEqual(['a', 'e']);
  });
});
