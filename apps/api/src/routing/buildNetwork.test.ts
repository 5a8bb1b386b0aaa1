import { describe, expect, it } from 'vitest';
import { buildTrackNetwork, JOIN_METRES } from './buildNetwork.ts';
import { metresPerDegree, type LngLat } from './geometry.ts';

// A small patch of Fiordland: positions written as metres east/north of a point.
const ORIGIN: LngLat = [168.2, -44.7];
const scale = metresPerDegree(ORIGIN[1]);
const at = (east: number, north: number): LngLat => [
  Math.round((ORIGIN[0] + east / scale.lng) * 1e5) / 1e5,
  Math.round((ORIGIN[1] + north / scale.lat) * 1e5) / 1e5,
];
const key = (p: readonly number[]) => `${p[0]},${p[1]}`;
/** Vertices shared by more than one line of the network: its junctions. */
function junctions(lines: LngLat[][]): Set<string> {
  const count = new Map<string, number>();
  for (const line of lines) for (const p of new Set(line.map(key))) count.set(p, (count.get(p) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n > 1).map(([p]) => p));
}

describe('buildTrackNetwork', () => {
  it('given two lines that cross without a shared vertex, splits both at the crossing so they share it', () => {
    const { lines, stats } = buildTrackNetwork([[[at(0, 0), at(1000, 0)], [at(500, -500), at(500, 500)]]]);
    expect(stats.crossings).toBe(1);
    const shared = [...junctions(lines)];
    expect(shared).toHaveLength(1);
    expect(lines[0]).toHaveLength(3);
    expect(lines[1]).toHaveLength(3);
    expect(shared[0]).toBe(key(at(500, 0)));
  });

  it('given a side trip whose end stops short of the main track, joins it with a connector', () => {
    const near = JOIN_METRES - 5;
    const { lines, stats } = buildTrackNetwork([[[at(0, 0), at(1000, 0)], [at(400, near), at(400, 800)]]]);
    expect(stats.connectors).toBe(1);
    expect(junctions(lines).size).toBe(2);
    expect(lines.some((line) => line.length === 2 && key(line[0] as LngLat) === key(at(400, near)))).toBe(true);
  });

  it('given an end further away than the join distance (the far bank of a river), leaves the lines apart', () => {
    const { lines, stats } = buildTrackNetwork([[[at(0, 0), at(1000, 0)], [at(400, JOIN_METRES + 15), at(400, 800)]]]);
    expect(stats.connectors).toBe(0);
    expect(junctions(lines).size).toBe(0);
  });

  it('given the same line twice, or once each way, keeps it once', () => {
    const line = [at(0, 0), at(300, 100), at(600, 0)];
    const { stats } = buildTrackNetwork([[line, [...line], [...line].reverse()]]);
    expect(stats.lines).toBe(1);
  });

  it('given a simplified copy of a detailed line in a later tier, keeps only the detailed one', () => {
    // The detailed track bends; the simplified one cuts the bend by less than 100 m.
    const detailed = [at(0, 0), at(250, 40), at(500, 60), at(750, 40), at(1000, 0)];
    const simplified = [at(0, 0), at(1000, 0)];
    const { lines, stats } = buildTrackNetwork([[detailed], [simplified]]);
    expect(lines).toEqual([detailed]);
    expect(stats.coveredVertices).toBeGreaterThan(0);
  });

  it('given a later tier that goes on where the detailed line ends, keeps the new stretch and joins it on', () => {
    const detailed = [at(0, 0), at(500, 0), at(1000, 0)];
    const longer = [at(0, 2), at(1000, 2), at(1500, 300), at(2000, 600)];
    const { lines } = buildTrackNetwork([[detailed], [longer]]);
    const kept = lines.find((line) => line.some((p) => key(p) === key(at(2000, 600))));
    expect(kept).toBeDefined();
    expect(kept?.some((p) => key(p) === key(at(0, 2)))).toBe(false);
    // The kept stretch starts on the detailed line's end, so a path runs from one to the other.
    expect(junctions(lines).size).toBeGreaterThan(0);
  });

  it('given nothing, builds an empty network', () => {
    expect(buildTrackNetwork([]).lines).toEqual([]);
    expect(buildTrackNetwork([[[at(0, 0)]]]).stats.lines).toBe(0);
  });
});
