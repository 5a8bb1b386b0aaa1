/**
 * Walking routes over the track network (spec part 2 §7's walking-directions request,
 * answered from our own data): a marker is snapped to the nearest point of the network
 * within the snap radius, and the shortest path between two snapped points is found by
 * geojson-path-finder (Dijkstra over GeoJSON).
 *
 * The path-finder is given the network as edges between junctions (where lines meet, and
 * where they end), each a straight two-point line weighted with the real length of the
 * stretch it stands for: a graph of about 8,000 junctions instead of 120,000 vertices,
 * built in a fraction of the time and memory. The stretches' own geometry is put back
 * into the answer. A snapped point lies inside a stretch: the path is the best of the
 * four ways out of the two stretches (each end of one to each end of the other), plus
 * the parts of the stretches walked. The answer runs from the first marker to the
 * second: the short straight steps from each marker onto the track are part of the line
 * and of its length.
 */
import Flatbush from 'flatbush';
import { SNAP_RADIUS_METRES } from '@planmywalk/contracts';
import { boxAround, lineLengthMetres, nearestOnSegment, samePosition, segmentLengthMetres, type LngLat } from './geometry.ts';
import type PathFinderClass from 'geojson-path-finder';
import { PathFinder } from './pathFinder.ts';

export interface SnappedPoint {
  /** The stretch the point lies on, the segment of it, and where along the segment (0..1). */
  edge: number;
  segment: number;
  t: number;
  point: LngLat;
  /** From the asked position to the network. */
  metres: number;
}

export interface WalkingRoute {
  coordinates: LngLat[];
  metres: number;
}

export interface RouterStats {
  vertices: number;
  segments: number;
  /** Stretches between junctions, and the junctions and ends the path-finder searches. */
  edges: number;
  junctions: number;
}

/** A stretch of the network between two junctions. */
interface Edge {
  coordinates: LngLat[];
  /** Metres from the start to each vertex. */
  along: Float64Array;
  metres: number;
}

const keyOf = (p: readonly number[]) => `${p[0]},${p[1]}`;

/** Splits lines at every vertex shared with another line (or repeated within one), and at their ends. */
function toEdges(lines: readonly LngLat[][]): Edge[] {
  const use = new Map<string, number>();
  for (const line of lines) for (const p of line) use.set(keyOf(p), (use.get(keyOf(p)) ?? 0) + 1);
  const edges: Edge[] = [];
  const push = (coordinates: LngLat[]) => {
    if (coordinates.length < 2) return;
    const along = new Float64Array(coordinates.length);
    for (let i = 1; i < coordinates.length; i++) {
      along[i] = (along[i - 1] as number) + segmentLengthMetres(coordinates[i - 1] as LngLat, coordinates[i] as LngLat);
    }
    edges.push({ coordinates, along, metres: along[coordinates.length - 1] as number });
  };
  for (const line of lines) {
    let start = 0;
    for (let i = 1; i < line.length; i++) {
      if (i === line.length - 1 || (use.get(keyOf(line[i] as LngLat)) ?? 0) > 1) {
        push(line.slice(start, i + 1));
        start = i;
      }
    }
  }
  return edges;
}

export class TrackRouter {
  private readonly edges: Edge[];
  private readonly segmentEdge: Int32Array;
  private readonly segmentIndex: Int32Array;
  private readonly index: Flatbush;
  private readonly finder: PathFinderClass<unknown, { metres: number }>;
  /** The shortest stretch between two junctions, by 'from|to' key (either way round). */
  private readonly stretch = new Map<string, number>();
  private readonly junctionCount: number;

  constructor(lines: readonly LngLat[][]) {
    this.edges = toEdges(lines);
    const count = this.edges.reduce((sum, edge) => sum + edge.coordinates.length - 1, 0);
    this.segmentEdge = new Int32Array(count);
    this.segmentIndex = new Int32Array(count);
    this.index = new Flatbush(Math.max(1, count));
    let s = 0;
    this.edges.forEach((edge, e) => {
      for (let i = 0; i + 1 < edge.coordinates.length; i++, s++) {
        const a = edge.coordinates[i] as LngLat;
        const b = edge.coordinates[i + 1] as LngLat;
        this.segmentEdge[s] = e;
        this.segmentIndex[s] = i;
        this.index.add(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
      }
    });
    if (count === 0) this.index.add(0, 0, 0, 0);
    this.index.finish();

    const junctions = new Set<string>();
    this.edges.forEach((edge, e) => {
      const from = keyOf(edge.coordinates[0] as LngLat);
      const to = keyOf(edge.coordinates[edge.coordinates.length - 1] as LngLat);
      junctions.add(from).add(to);
      if (from === to) return; // a loop back to its own junction is never a shortest way between two
      const pair = from < to ? `${from}|${to}` : `${to}|${from}`;
      const known = this.stretch.get(pair);
      if (known === undefined || (this.edges[known] as Edge).metres > edge.metres) this.stretch.set(pair, e);
    });
    this.junctionCount = junctions.size;
    this.finder = new PathFinder(
      {
        type: 'FeatureCollection',
        features: [...this.stretch.values()].map((e) => {
          const edge = this.edges[e] as Edge;
          return {
            type: 'Feature' as const,
            properties: { metres: Math.max(edge.metres, 1e-6) },
            geometry: { type: 'LineString' as const, coordinates: [edge.coordinates[0] as LngLat, edge.coordinates[edge.coordinates.length - 1] as LngLat] },
          };
        }),
      },
      { weight: (_a, _b, properties: { metres: number }) => properties.metres },
    );
  }

  get stats(): RouterStats {
    return {
      vertices: this.edges.reduce((sum, edge) => sum + edge.coordinates.length - 1, 0) + this.junctionCount,
      segments: this.segmentEdge.length,
      edges: this.stretch.size,
      junctions: this.junctionCount,
    };
  }

  /** The nearest point of the network within `radius` metres, or null. */
  snap(position: LngLat, radius = SNAP_RADIUS_METRES): SnappedPoint | null {
    let best: SnappedPoint | null = null;
    for (const s of this.index.search(...boxAround(position, radius))) {
      const edge = this.segmentEdge[s] as number;
      const segment = this.segmentIndex[s] as number;
      const coordinates = (this.edges[edge] as Edge).coordinates;
      const near = nearestOnSegment(position, coordinates[segment] as LngLat, coordinates[segment + 1] as LngLat);
      if (near.metres <= radius && (!best || near.metres < best.metres)) best = { edge, segment, ...near };
    }
    return best;
  }

  /** The shortest walk from one position to another over the network; null when either is off it or no path joins them. */
  route(from: LngLat, to: LngLat, radius = SNAP_RADIUS_METRES): WalkingRoute | null {
    const a = this.snap(from, radius);
    const b = this.snap(to, radius);
    if (!a || !b) return null;
    const path = this.between(a, b);
    if (!path) return null;
    const coordinates: LngLat[] = [];
    for (const p of [from, ...path, to]) {
      if (coordinates.length === 0 || !samePosition(coordinates[coordinates.length - 1] as LngLat, p)) coordinates.push(p);
    }
    if (coordinates.length < 2) coordinates.push(to);
    return { coordinates, metres: lineLengthMetres(coordinates) };
  }

  /** Metres along its stretch from the stretch's start to a snapped point. */
  private alongOf(p: SnappedPoint): number {
    const edge = this.edges[p.edge] as Edge;
    const start = edge.along[p.segment] as number;
    return start + p.t * ((edge.along[p.segment + 1] as number) - start);
  }

  /** The vertices of a stretch strictly between two snapped positions on it (`fromAlong` to `toAlong`, either way). */
  private partOf(edge: Edge, fromSegment: number, toSegment: number, forward: boolean): LngLat[] {
    // Vertices fromSegment+1 .. toSegment walking forward; toSegment+1 .. fromSegment walking back.
    if (forward) return edge.coordinates.slice(fromSegment + 1, toSegment + 1);
    return edge.coordinates.slice(toSegment + 1, fromSegment + 1).reverse();
  }

  /** The path from one snapped point to another, both included. */
  private between(a: SnappedPoint, b: SnappedPoint): LngLat[] | null {
    const edgeA = this.edges[a.edge] as Edge;
    const edgeB = this.edges[b.edge] as Edge;
    const alongA = this.alongOf(a);
    const alongB = this.alongOf(b);
    let best: { metres: number; path: LngLat[] } | null = null;
    if (a.edge === b.edge) {
      const forward = alongA <= alongB;
      best = {
        metres: Math.abs(alongB - alongA),
        path: [a.point, ...(forward ? this.partOf(edgeA, a.segment, b.segment, true) : this.partOf(edgeA, a.segment, b.segment, false)), b.point],
      };
    }
    // Leaving a's stretch by its start or end, entering b's by its start or end.
    const exits = [
      { vertex: edgeA.coordinates[0] as LngLat, metres: alongA, part: () => this.partOf(edgeA, a.segment, -1, false) },
      { vertex: edgeA.coordinates[edgeA.coordinates.length - 1] as LngLat, metres: edgeA.metres - alongA, part: () => this.partOf(edgeA, a.segment, edgeA.coordinates.length - 1, true) },
    ];
    const entries = [
      { vertex: edgeB.coordinates[0] as LngLat, metres: alongB, part: () => this.partOf(edgeB, -1, b.segment, true) },
      { vertex: edgeB.coordinates[edgeB.coordinates.length - 1] as LngLat, metres: edgeB.metres - alongB, part: () => this.partOf(edgeB, edgeB.coordinates.length - 1, b.segment, false) },
    ];
    for (const exit of exits) {
      for (const entry of entries) {
        let junctions: LngLat[];
        let metres: number;
        if (samePosition(exit.vertex, entry.vertex)) {
          junctions = [exit.vertex];
          metres = 0;
        } else {
          const found = this.finder.findPath(
            { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: exit.vertex } },
            { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: entry.vertex } },
          );
          if (!found) continue;
          junctions = found.path as LngLat[];
          metres = found.weight;
        }
        const total = exit.metres + metres + entry.metres;
        if (best && total >= best.metres) continue;
        best = { metres: total, path: [a.point, ...exit.part(), ...this.expand(junctions), ...entry.part(), b.point] };
      }
    }
    return best?.path ?? null;
  }

  /** The real geometry of a path given as its junctions. */
  private expand(junctions: LngLat[]): LngLat[] {
    const out: LngLat[] = [junctions[0] as LngLat];
    for (let i = 1; i < junctions.length; i++) {
      const from = keyOf(junctions[i - 1] as LngLat);
      const to = keyOf(junctions[i] as LngLat);
      const e = this.stretch.get(from < to ? `${from}|${to}` : `${to}|${from}`);
      const edge = e === undefined ? null : (this.edges[e] as Edge);
      if (!edge) {
        out.push(junctions[i] as LngLat);
        continue;
      }
      const forward = keyOf(edge.coordinates[0] as LngLat) === from;
      const stretch = forward ? edge.coordinates : [...edge.coordinates].reverse();
      out.push(...stretch.slice(1));
    }
    return out;
  }
}
