/**
 * The editor's pure rules about segments (spec part 2 §3, §4, §9): how a segment's line
 * is found (its route when snapped, else straight from marker to marker), what it
 * measures, where its midpoint handle sits, and how markers go to and come from the wire.
 */
import { lineLengthMetres, segmentLengthMetres, type CustomTrackMarker, type MarkerType } from '@planmywalk/contracts';

export type LngLat = [number, number];

/** A marker as the editor holds it: an id that survives moves, and for 'Return to marker' the marker it returns to. */
export interface EditorMarker {
  id: string;
  lng: number;
  lat: number;
  type: MarkerType;
  /** The segment leading here follows the track network. */
  snap: boolean;
  /** 'outandback' only: the earlier marker this one returns to (it stands at that marker's position). */
  returnTo: string | null;
}

/**
 * How a segment is drawn: 'start' (the first marker has none), 'routing' (asking for the
 * route; drawn straight meanwhile), 'snapped' (follows the network), 'straight' (snap
 * off), 'failed' (no route: straight and dashed, spec §8), 'retraced' (back along the
 * route to an earlier marker).
 */
export type SegmentStatus = 'start' | 'routing' | 'snapped' | 'straight' | 'failed' | 'retraced';

export interface Segment {
  /** The marker the segment leads to. */
  markerId: string;
  status: SegmentStatus;
  coordinates: LngLat[];
  metres: number;
}

/** A found route, or null: none joins the two points. */
export type RouteResult = { coordinates: LngLat[]; metres: number } | null;

export const positionOf = (marker: Pick<EditorMarker, 'lng' | 'lat'>): LngLat => [marker.lng, marker.lat];

/** The key a route between two positions is kept under: the same two clicks never ask twice. */
export const routeKey = (from: LngLat, to: LngLat): string => `${from[0]},${from[1]};${to[0]},${to[1]}`;

export const straightLine = (from: LngLat, to: LngLat): LngLat[] => [from, to];

/** Distance of a track: the sum of its segments' lengths (spec §3). */
export const totalMetres = (segments: readonly Segment[]): number => segments.reduce((sum, s) => sum + s.metres, 0);

/** The point halfway along a line by length, where the midpoint handle of a segment sits. */
export function midpointOf(line: readonly LngLat[]): LngLat | null {
  if (line.length < 2) return null;
  const half = lineLengthMetres(line) / 2;
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1] as LngLat;
    const b = line[i] as LngLat;
    const step = segmentLengthMetres(a, b);
    if (walked + step >= half) {
      const t = step === 0 ? 0 : (half - walked) / step;
      return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    }
    walked += step;
  }
  return line[line.length - 1] as LngLat;
}

/** Kilometres as the editor and the pages show them: '12.35 km', or metres under 1 km (spec part 1 §2). */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${metres.toFixed(2)} m`;
  return `${(metres / 1000).toFixed(2)} km`;
}

/**
 * The segments of a list of markers. `routeOf` answers a snapped segment's route:
 * undefined while it is being asked, null when there is none.
 */
export function segmentsOf(markers: readonly EditorMarker[], routeOf: (from: LngLat, to: LngLat) => RouteResult | undefined): Segment[] {
  const segments: Segment[] = [];
  markers.forEach((marker, i) => {
    if (i === 0) {
      segments.push({ markerId: marker.id, status: 'start', coordinates: [positionOf(marker)], metres: 0 });
      return;
    }
    const from = positionOf(markers[i - 1] as EditorMarker);
    const to = positionOf(marker);
    const target = marker.type === 'outandback' && marker.returnTo ? markers.findIndex((m) => m.id === marker.returnTo) : -1;
    if (target >= 0 && target < i - 1) {
      // Back the way the walker came: the segments from the target to here, reversed.
      const way = segments.slice(target + 1, i).flatMap((s, k) => (k === 0 ? s.coordinates : s.coordinates.slice(1)));
      const coordinates = [...way].reverse();
      segments.push({ markerId: marker.id, status: 'retraced', coordinates, metres: lineLengthMetres(coordinates) });
      return;
    }
    if (!marker.snap) {
      segments.push({ markerId: marker.id, status: 'straight', coordinates: straightLine(from, to), metres: segmentLengthMetres(from, to) });
      return;
    }
    const route = routeOf(from, to);
    if (route === undefined) {
      segments.push({ markerId: marker.id, status: 'routing', coordinates: straightLine(from, to), metres: segmentLengthMetres(from, to) });
    } else if (route === null) {
      segments.push({ markerId: marker.id, status: 'failed', coordinates: straightLine(from, to), metres: segmentLengthMetres(from, to) });
    } else {
      segments.push({ markerId: marker.id, status: 'snapped', coordinates: route.coordinates, metres: route.metres });
    }
  });
  return segments;
}

/** Markers as the API takes them: each with the line of the segment leading to it. */
export function toWireMarkers(markers: readonly EditorMarker[], segments: readonly Segment[]): CustomTrackMarker[] {
  return markers.map((marker, i) => {
    const segment = segments[i];
    const routed = segment && (segment.status === 'snapped' || segment.status === 'retraced') && segment.coordinates.length >= 2;
    return {
      lng: marker.lng,
      lat: marker.lat,
      type: marker.type,
      snap: marker.snap,
      snapRoute: i > 0 && routed ? { type: 'LineString', coordinates: segment.coordinates } : null,
      length: i > 0 && segment ? segment.metres : 0,
    };
  });
}

/**
 * Markers from the API (a saved track, a GPX file), with the routes they carry, keyed as
 * the editor asks for them. A 'Return to marker' finds its target as the nearest earlier
 * marker standing at its position; without one it is an ordinary marker.
 */
export function fromWireMarkers(wire: readonly CustomTrackMarker[], newId: () => string): { markers: EditorMarker[]; routes: Array<[string, RouteResult]> } {
  const markers: EditorMarker[] = [];
  const routes: Array<[string, RouteResult]> = [];
  wire.forEach((m, i) => {
    const id = newId();
    let returnTo: string | null = null;
    if (m.type === 'outandback') {
      for (let k = markers.length - 2; k >= 0; k--) {
        const earlier = markers[k] as EditorMarker;
        if (earlier.lng === m.lng && earlier.lat === m.lat) {
          returnTo = earlier.id;
          break;
        }
      }
    }
    markers.push({ id, lng: m.lng, lat: m.lat, type: returnTo ? 'outandback' : 'marker', snap: m.snap, returnTo });
    const previous = wire[i - 1];
    // A segment saved without a route (none was found then) is asked for again.
    if (previous && m.snap && !returnTo && m.snapRoute) {
      routes.push([routeKey([previous.lng, previous.lat], [m.lng, m.lat]), { coordinates: m.snapRoute.coordinates as LngLat[], metres: m.length }]);
    }
  });
  return { markers, routes };
}
