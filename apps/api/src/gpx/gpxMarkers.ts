/**
 * A GPX walk in the editor (ADR 034): its line becomes a few markers — the points a
 * Douglas–Peucker simplification keeps, with the tolerance raised until at most
 * GPX_MARKERS_MAX remain — and the line itself is kept whole between them as each
 * segment's route, so the distance is the walk's own. Several track segments (a GPS that
 * lost signal) are joined in file order.
 */
import { GPX_MARKERS_MAX, TEXT_MAX_LENGTH, lineLengthMetres, type CustomTrackMarker } from '@planmywalk/contracts';
import { metresPerDegree } from '../routing/geometry.ts';
import type { GpxContent, LngLat } from './readGpx.ts';

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

/** Indices Douglas–Peucker keeps at a tolerance (iterative: a long walk would overflow recursion). */
function keptIndices(line: LngLat[], toleranceMetres: number): number[] {
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let distance = toleranceMetres;
    for (let i = first + 1; i < last; i++) {
      const d = offsetMetres(line[i] as LngLat, line[first] as LngLat, line[last] as LngLat);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  const out: number[] = [];
  keep.forEach((k, i) => k && out.push(i));
  return out;
}

/** The marker indices for a line: as much detail as GPX_MARKERS_MAX allows. */
export function markerIndices(line: LngLat[], max = GPX_MARKERS_MAX): number[] {
  let tolerance = 10;
  let kept = keptIndices(line, tolerance);
  while (kept.length > max) {
    tolerance *= 1.5;
    kept = keptIndices(line, tolerance);
  }
  return kept;
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
