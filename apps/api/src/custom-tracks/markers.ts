/**
 * A custom track's markers as the server stores them: checked past the schema (every
 * point in New Zealand, each segment's line running from one marker to the next, the
 * whole line within bounds) and measured again, so the distance stored is the server's
 * own sum of segment lengths whatever a client sent.
 */
import {
  CUSTOM_TRACK_POINTS_MAX,
  MARKERS_OUTSIDE_NZ,
  isInNewZealand,
  lineLengthMetres,
  segmentLengthMetres,
  type CustomTrackMarker,
} from '@planmywalk/contracts';
import { unprocessable } from '../http/http-error.ts';

export type LngLat = [number, number];

/** How far a segment's line may start or end from its markers (a rounding, not a detour). */
const SEGMENT_END_TOLERANCE_METRES = 5;

export const SEGMENT_ENDS_MISMATCH = "A segment's line must run from one marker to the next.";
export const TOO_MANY_POINTS = `The track's line has too many points: the most is ${CUSTOM_TRACK_POINTS_MAX.toLocaleString('en-NZ')}.`;

export interface MeasuredTrack {
  markers: CustomTrackMarker[];
  /** Metres: the sum of the segments' lengths. */
  distanceM: number;
  /** The whole route, segments joined; null with fewer than two markers. */
  line: LngLat[] | null;
  start: LngLat;
}

/** The line of the segment that leads to marker `i`: its route, or straight from the marker before. */
export function segmentCoordinates(markers: readonly CustomTrackMarker[], i: number): LngLat[] {
  const marker = markers[i];
  const previous = markers[i - 1];
  if (!marker || !previous) return [];
  if (marker.snapRoute) return marker.snapRoute.coordinates as LngLat[];
  return [
    [previous.lng, previous.lat],
    [marker.lng, marker.lat],
  ];
}

/** Every segment joined into one line (the shared marker positions once). */
export function wholeLine(markers: readonly CustomTrackMarker[]): LngLat[] | null {
  if (markers.length < 2) return null;
  const line: LngLat[] = [];
  for (let i = 1; i < markers.length; i++) {
    const segment = segmentCoordinates(markers, i);
    line.push(...(line.length === 0 ? segment : segment.slice(1)));
  }
  return line;
}

/** Checks and measures markers from a client or a GPX file; refuses with 422 and a clear text. */
export function measureMarkers(input: readonly CustomTrackMarker[]): MeasuredTrack {
  // The whole line's points, as wholeLine joins them: each marker's position once, though
  // it ends one segment's route and starts the next (a GPX walk at GPX_POINTS_MAX must save).
  let points = 1;
  const markers = input.map((marker, i): CustomTrackMarker => {
    if (!isInNewZealand([marker.lng, marker.lat])) throw unprocessable(MARKERS_OUTSIDE_NZ);
    // The first marker starts the track: nothing leads to it.
    if (i === 0) return { ...marker, snapRoute: null, length: 0 };
    const previous = input[i - 1] as CustomTrackMarker;
    const route = marker.snapRoute?.coordinates;
    if (route) {
      points += route.length - 1;
      if (points > CUSTOM_TRACK_POINTS_MAX) throw unprocessable(TOO_MANY_POINTS);
      if (!route.every((p) => isInNewZealand(p))) throw unprocessable(MARKERS_OUTSIDE_NZ);
      const first = route[0] as LngLat;
      const last = route[route.length - 1] as LngLat;
      if (
        segmentLengthMetres(first, [previous.lng, previous.lat]) > SEGMENT_END_TOLERANCE_METRES ||
        segmentLengthMetres(last, [marker.lng, marker.lat]) > SEGMENT_END_TOLERANCE_METRES
      ) {
        throw unprocessable(SEGMENT_ENDS_MISMATCH);
      }
    }
    const coordinates = route ?? [
      [previous.lng, previous.lat],
      [marker.lng, marker.lat],
    ];
    return { ...marker, length: lineLengthMetres(coordinates) };
  });
  const first = markers[0] as CustomTrackMarker;
  return {
    markers,
    distanceM: markers.reduce((sum, marker) => sum + marker.length, 0),
    line: wholeLine(markers),
    start: [first.lng, first.lat],
  };
}
