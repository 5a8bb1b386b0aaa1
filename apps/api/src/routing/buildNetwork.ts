/**
 * The walking network custom tracks snap to, built once at import from every track line
 * we hold. DOC's lines are drawn one walk at a time: where two walks meet or cross they
 * rarely share a vertex, and a side trip's end often stops a few metres short of the
 * track it leaves. A path-finder only joins lines at shared vertices, so this
 * - splits both lines where two segments cross (a vertex both now share), and
 * - joins a line's loose end to the nearest other line within `joinMetres` with a short
 *   connector, splitting that line there.
 * Ends further apart stay apart: two tracks on either side of a river must not be joined
 * across it, so the tolerance is small (see ADR 033).
 *
 * The same walk is often drawn twice: in DOC's detailed track layer and, simplified, as a
 * walking experience. A path-finder over both would take the simplified chords (shorter,
 * cutting every bend) and under-measure the walk. So lines come in tiers, most detailed
 * first, and a later tier keeps only what the earlier ones do not already cover: its
 * stretches further than `coverMetres` from them. A stretch that leaves them only between
 * two covered points and never by more than `chordMetres` is a simplified chord across
 * a bend, and goes too.
 */
import Flatbush from 'flatbush';
import { boxAround, nearestOnSegment, roundPosition, samePosition, segmentCrossing, type LngLat } from './geometry.ts';

/** How close a loose end must be to another line to be joined to it. */
export const JOIN_METRES = 25;
/** A later tier's point this close to an earlier tier's line is covered by it. */
export const COVER_METRES = 25;
/** A later tier's stretch between two covered points that strays no further is a chord. */
export const CHORD_METRES = 100;
/** A split this close to an existing vertex uses the vertex instead. */
const VERTEX_SNAP_METRES = 1.5;

export interface NetworkStats {
  /** Lines in, after dropping repeats and lines of fewer than 2 distinct points. */
  lines: number;
  /** Vertices of later tiers dropped as already covered by earlier ones. */
  coveredVertices: number;
  /** Vertices of the built network (lines and connectors). */
  vertices: number;
  /** Places where two lines cross and now share a vertex. */
  crossings: number;
  /** Loose ends joined to a nearby line. */
  connectors: number;
}

export interface TrackNetwork {
  /** Polylines whose shared vertices (equal coordinates) are the junctions of the graph. */
  lines: LngLat[][];
  stats: NetworkStats;
}

interface Split {
  /** Index of the segment within its line, and the fraction along it. */
  segment: number;
  t: number;
  point: LngLat;
}

const keyOf = (p: LngLat) => `${p[0]},${p[1]}`;

/** Rounded, without repeated consecutive points; null when fewer than two remain. */
function cleanLine(line: readonly (readonly number[])[]): LngLat[] | null {
  const out: LngLat[] = [];
  for (const position of line) {
    const p = roundPosition(position);
    const last = out[out.length - 1];
    if (!last || !samePosition(last, p)) out.push(p);
  }
  return out.length >= 2 ? out : null;
}

type Lines = ReadonlyArray<readonly (readonly number[])[]>;

/** A static index of segments, with the nearest distance from a point to any of them. */
function distanceToLines(lines: readonly LngLat[][]): (p: LngLat, within: number) => number {
  const segments: Array<[LngLat, LngLat]> = [];
  for (const line of lines) for (let i = 0; i + 1 < line.length; i++) segments.push([line[i] as LngLat, line[i + 1] as LngLat]);
  if (segments.length === 0) return () => Infinity;
  const index = new Flatbush(segments.length);
  for (const [a, b] of segments) index.add(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
  index.finish();
  return (p, within) => {
    let best = Infinity;
    for (const s of index.search(...boxAround(p, within))) {
      const [a, b] = segments[s] as [LngLat, LngLat];
      best = Math.min(best, nearestOnSegment(p, a, b).metres);
    }
    return best;
  };
}

/** The stretches of `line` that the earlier tiers (`distance`) do not already cover. */
function uncoveredStretches(line: LngLat[], distance: (p: LngLat, within: number) => number): { kept: LngLat[][]; dropped: number } {
  const away = line.map((p) => distance(p, CHORD_METRES));
  const covered = away.map((metres) => metres <= COVER_METRES);
  const kept: LngLat[][] = [];
  let dropped = 0;
  let run: number[] = [];
  const close = () => {
    if (run.length >= 2) {
      const first = run[0] as number;
      const last = run[run.length - 1] as number;
      const chord = covered[first] && covered[last] && run.every((i) => (away[i] as number) <= CHORD_METRES);
      if (chord) dropped += run.length;
      else kept.push(run.map((i) => line[i] as LngLat));
    }
    run = [];
  };
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i] as LngLat;
    const b = line[i + 1] as LngLat;
    const middle: LngLat = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const segmentCovered = covered[i] && covered[i + 1] && distance(middle, COVER_METRES) <= COVER_METRES;
    if (segmentCovered) {
      close();
      dropped++;
      continue;
    }
    if (run.length === 0) run.push(i);
    run.push(i + 1);
  }
  close();
  return { kept, dropped };
}

/**
 * Builds the network from tiers of lines, most detailed first (see above). Each line is a
 * list of [lng, lat] positions.
 */
export function buildTrackNetwork(tiers: readonly Lines[], joinMetres = JOIN_METRES): TrackNetwork {
  // 1. Clean lines; a line drawn twice (the same walk under two names, or both directions) once.
  const seen = new Set<string>();
  const lines: LngLat[][] = [];
  let coveredVertices = 0;
  for (const tier of tiers) {
    const distance = distanceToLines(lines);
    const accepted: LngLat[][] = [];
    for (const raw of tier) {
      const line = cleanLine(raw);
      if (!line) continue;
      const forward = line.map(keyOf).join(';');
      const backward = [...line].reverse().map(keyOf).join(';');
      if (seen.has(forward) || seen.has(backward)) continue;
      seen.add(forward);
      const { kept, dropped } = lines.length === 0 ? { kept: [line], dropped: 0 } : uncoveredStretches(line, distance);
      coveredVertices += dropped;
      accepted.push(...kept);
    }
    lines.push(...accepted);
  }

  // 2. Index every segment.
  const segmentLine: number[] = [];
  const segmentIndex: number[] = [];
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l] as LngLat[];
    for (let i = 0; i + 1 < line.length; i++) {
      segmentLine.push(l);
      segmentIndex.push(i);
    }
  }
  const index = new Flatbush(Math.max(1, segmentLine.length));
  for (let s = 0; s < segmentLine.length; s++) {
    const line = lines[segmentLine[s] as number] as LngLat[];
    const a = line[segmentIndex[s] as number] as LngLat;
    const b = line[(segmentIndex[s] as number) + 1] as LngLat;
    index.add(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
  }
  if (segmentLine.length === 0) index.add(0, 0, 0, 0);
  index.finish();

  const splits: Split[][] = lines.map(() => []);
  const segmentOf = (s: number) => {
    const line = lines[segmentLine[s] as number] as LngLat[];
    const i = segmentIndex[s] as number;
    return { line: segmentLine[s] as number, i, a: line[i] as LngLat, b: line[i + 1] as LngLat };
  };
  /** Where on segment s the point goes: an end vertex when the point is (about) on it. */
  const splitAt = (s: number, t: number, point: LngLat): LngLat => {
    const { line, i, a, b } = segmentOf(s);
    if (nearestOnSegment(point, a, a).metres <= VERTEX_SNAP_METRES) return a;
    if (nearestOnSegment(point, b, b).metres <= VERTEX_SNAP_METRES) return b;
    const rounded = roundPosition(point);
    if (samePosition(rounded, a)) return a;
    if (samePosition(rounded, b)) return b;
    splits[line]?.push({ segment: i, t, point: rounded });
    return rounded;
  };

  // 3. Crossings: both segments get the crossing point as a vertex.
  const connectors: LngLat[][] = [];
  let crossings = 0;
  for (let s = 0; s < segmentLine.length; s++) {
    const one = segmentOf(s);
    const found = index.search(
      Math.min(one.a[0], one.b[0]),
      Math.min(one.a[1], one.b[1]),
      Math.max(one.a[0], one.b[0]),
      Math.max(one.a[1], one.b[1]),
    );
    for (const o of found) {
      if (o <= s) continue;
      const other = segmentOf(o);
      if (other.line === one.line && Math.abs(other.i - one.i) <= 1) continue;
      const crossing = segmentCrossing(one.a, one.b, other.a, other.b);
      if (!crossing) continue;
      const atOne = splitAt(s, crossing.t, crossing.point);
      const atOther = splitAt(o, crossing.u, atOne);
      // Both lines have their own vertex at the crossing, a metre apart: join the two.
      if (!samePosition(atOne, atOther)) connectors.push([atOne, atOther]);
      crossings++;
    }
  }

  // 4. Loose ends: an end no other line touches is joined to the nearest line within joinMetres.
  const vertexUse = new Map<string, number>();
  for (const line of lines) for (const p of line) vertexUse.set(keyOf(p), (vertexUse.get(keyOf(p)) ?? 0) + 1);
  for (const list of splits) for (const split of list) vertexUse.set(keyOf(split.point), (vertexUse.get(keyOf(split.point)) ?? 0) + 2);
  for (const connector of connectors) for (const p of connector) vertexUse.set(keyOf(p), (vertexUse.get(keyOf(p)) ?? 0) + 2);
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l] as LngLat[];
    const ends: Array<[LngLat, number]> = [
      [line[0] as LngLat, 0],
      [line[line.length - 1] as LngLat, line.length - 2],
    ];
    for (const [end, ownSegment] of ends) {
      if ((vertexUse.get(keyOf(end)) ?? 0) > 1) continue;
      let best: { s: number; t: number; point: LngLat; metres: number } | null = null;
      for (const s of index.search(...boxAround(end, joinMetres))) {
        const candidate = segmentOf(s);
        if (candidate.line === l && Math.abs(candidate.i - ownSegment) <= 1) continue;
        const near = nearestOnSegment(end, candidate.a, candidate.b);
        if (near.metres <= joinMetres && (!best || near.metres < best.metres)) best = { s, ...near };
      }
      if (!best) continue;
      const target = splitAt(best.s, best.t, best.point);
      if (samePosition(target, end)) continue;
      connectors.push([end, target]);
      vertexUse.set(keyOf(end), 2);
    }
  }

  // 5. Put each line's split points in order along it.
  const noded = lines.map((line, l) => {
    const list = splits[l] as Split[];
    if (list.length === 0) return line;
    list.sort((x, y) => x.segment - y.segment || x.t - y.t);
    const out: LngLat[] = [];
    let next = 0;
    for (let i = 0; i < line.length; i++) {
      const p = line[i] as LngLat;
      if (out.length === 0 || !samePosition(out[out.length - 1] as LngLat, p)) out.push(p);
      while (next < list.length && (list[next] as Split).segment === i) {
        const point = (list[next] as Split).point;
        if (!samePosition(out[out.length - 1] as LngLat, point)) out.push(point);
        next++;
      }
    }
    return out;
  });

  const all = [...noded, ...connectors];
  return {
    lines: all,
    stats: {
      lines: lines.length,
      coveredVertices,
      vertices: all.reduce((sum, line) => sum + line.length, 0),
      crossings,
      connectors: connectors.length,
    },
  };
}
