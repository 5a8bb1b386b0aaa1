/**
 * A GPX walk in the editor (ADR 034, ADR 060): its line becomes a few markers — the
 * points a Douglas–Peucker simplification keeps, most significant first, until
 * GPX_MARKERS_MAX are kept or none is left more than 10 m off the line between kept
 * ones — and the line itself is kept whole between them as each segment's route, so the
 * distance is the walk's own. Several track segments (a GPS that lost signal) are joined
 * in file order.
 */
import { GPX_MARKERS_MAX, SEGMENT_POINTS_MAX, TEXT_MAX_LENGTH, lineLengthMetres, type CustomTrackMarker } from '@planmywalk/contracts';
import { metresPerDegree } from '../routing/geometry.ts';
import type { GpxContent, LngLat } from './readGpx.ts';

/** A point nearer than this to the line between its kept neighbours adds nothing a walker would see. */
const TOLERANCE_METRES = 10;

/** Counts the work of a simplification: the tests hold it to n·k, not n² (ADR 060). */
export interface SimplificationWork {
  /** Distances from a point to a chord computed so far. */
  offsets: number;
}

/** Distance in metres from p to segment a–b, flat around a. */
function offsetMetres(p: LngLat, a: LngLat, b: LngLat): number {
  const scale = metresPerDegree(a[1]);
  const px = (p[0] - a[0]) * scale.lng;
  const py = (p[1] - a[1]) * scale.lat;
  const dx = (b[0] - a[0]) * scale.lng;
  const dy = (b[1] - a[1]) * scale.lat;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
  return Math.hypot(px - t * dx, py - t * dy);
}

/** The points first+1…last-1 between two kept points, and where to split them. */
interface Stretch {
  first: number;
  last: number;
  split: number;
  /** How far off the chord the split point lies; Infinity for a stretch too long to be one segment. */
  priority: number;
}

/** The stretch between two kept points, or null when nothing in it needs keeping. */
function stretchOf(line: readonly LngLat[], first: number, last: number, work: SimplificationWork): Stretch | null {
  if (last - first < 2) return null;
  // One segment's route may hold SEGMENT_POINTS_MAX points (the save's schema): a longer
  // stretch is halved whatever its shape, so a long straight walk still saves.
  if (last - first + 1 > SEGMENT_POINTS_MAX) return { first, last, split: first + Math.floor((last - first) / 2), priority: Infinity };
  const a = line[first] as LngLat;
  const b = line[last] as LngLat;
  let split = -1;
  let farthest = TOLERANCE_METRES;
  for (let i = first + 1; i < last; i++) {
    const d = offsetMetres(line[i] as LngLat, a, b);
    if (d > farthest) {
      farthest = d;
      split = i;
    }
  }
  work.offsets += last - first - 1;
  return split < 0 ? null : { first, last, split, priority: farthest };
}

/**
 * The marker indices for a line: as much detail as `max` allows. Douglas–Peucker by
 * priority: the stretch whose farthest point lies farthest off its chord is split first,
 * and splitting stops at `max` points. Each split scans its stretch once, so the work is
 * at most n × max distances whatever the shape; raising a tolerance and starting again
 * (as before issue 29) took n² per try on a zigzag. The frontier holds at most 2 × max
 * stretches, so finding the largest by a scan costs less than keeping a heap.
 */
export function markerIndices(line: readonly LngLat[], max = GPX_MARKERS_MAX, work: SimplificationWork = { offsets: 0 }): number[] {
  if (line.length < 2) return line.length === 1 ? [0] : [];
  const kept = [0, line.length - 1];
  const frontier: Stretch[] = [];
  const add = (stretch: Stretch | null) => stretch && frontier.push(stretch);
  add(stretchOf(line, 0, line.length - 1, work));
  while (frontier.length > 0) {
    let top = 0;
    for (let i = 1; i < frontier.length; i++) if ((frontier[i] as Stretch).priority > (frontier[top] as Stretch).priority) top = i;
    const stretch = frontier[top] as Stretch;
    // A stretch too long for one segment is split even past `max`: a walk of
    // GPX_POINTS_MAX points needs a handful of such splits, far below CUSTOM_TRACK_MARKERS_MAX.
    if (kept.length >= max && stretch.priority !== Infinity) break;
    frontier[top] = frontier[frontier.length - 1] as Stretch;
    frontier.pop();
    kept.push(stretch.split);
    add(stretchOf(line, stretch.first, stretch.split, work));
    add(stretchOf(line, stretch.split, stretch.last, work));
  }
  return kept.sort((a, b) => a - b);
}

export interface GpxTrack {
  title: string | null;
  markers: CustomTrackMarker[];
  distanceM: number;
}

export function gpxToMarkers(content: GpxContent): GpxTrack {
  const line: LngLat[] = [];
  for (const part of content.lines) {
    for (const p of part) {
      const last = line[line.length - 1];
      if (!last || last[0] !== p[0] || last[1] !== p[1]) line.push(p);
    }
  }
  const indices = markerIndices(line);
  const markers: CustomTrackMarker[] = indices.map((index, i) => {
    const [lng, lat] = line[index] as LngLat;
    if (i === 0) return { lng, lat, type: 'marker', snap: true, snapRoute: null, length: 0 };
    const coordinates = line.slice(indices[i - 1], index + 1);
    return { lng, lat, type: 'marker', snap: true, snapRoute: { type: 'LineString', coordinates }, length: lineLengthMetres(coordinates) };
  });
  return {
    title: content.name ? content.name.slice(0, TEXT_MAX_LENGTH) : null,
    markers,
    distanceM: markers.reduce((sum, m) => sum + m.length, 0),
  };
}
