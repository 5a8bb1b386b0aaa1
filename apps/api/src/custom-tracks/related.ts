/**
 * The related block of a custom track (spec part 2 §2): DOC tracks that come near its
 * line, and huts and campsites beside it, nearest first.
 */
import Flatbush from 'flatbush';
import type { Queryable } from '../db/database.ts';
import type { LineGeometry } from '../lib/geo.ts';
import { boxAround, nearestOnSegment, type LngLat } from '../routing/geometry.ts';
import { findLocationsNearBox, type NearLineRow } from './customTracks.queries.ts';

/** A hut or campsite this close to the line is beside it (as for a DOC track's own huts). */
export const RELATED_POINT_KM = 1;
/** A DOC track whose line comes this close shares some of the way. */
export const RELATED_TRACK_KM = 0.2;
/** Most of each kind listed. */
export const RELATED_LIMIT = 20;

/** Distance in km from a point to the nearest segment of the line, looking no further than `withinKm`. */
function distanceIndex(line: LngLat[]): (p: LngLat, withinKm: number) => number {
  const segments = line.length - 1;
  if (segments < 1) return () => Infinity;
  const index = new Flatbush(segments);
  for (let i = 0; i < segments; i++) {
    const a = line[i] as LngLat;
    const b = line[i + 1] as LngLat;
    index.add(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
  }
  index.finish();
  return (p, withinKm) => {
    let best = Infinity;
    for (const s of index.search(...boxAround(p, withinKm * 1000))) {
      best = Math.min(best, nearestOnSegment(p, line[s] as LngLat, line[s + 1] as LngLat).metres / 1000);
    }
    return best;
  };
}

const partsOf = (line: LineGeometry): LngLat[][] => (line.type === 'LineString' ? [line.coordinates as LngLat[]] : (line.coordinates as LngLat[][]));

export interface RelatedRows {
  tracks: NearLineRow[];
  huts: NearLineRow[];
  campsites: NearLineRow[];
  /** The nearest of them all, for the track's places and regions. */
  nearest: NearLineRow | null;
}

export async function findRelated(db: Queryable, line: LngLat[] | null): Promise<RelatedRows> {
  if (!line || line.length < 2) return { tracks: [], huts: [], campsites: [], nearest: null };
  const distance = distanceIndex(line);
  const candidates = await findLocationsNearBox(db, { type: 'LineString', coordinates: line }, RELATED_POINT_KM);
  const measured = candidates
    .map((row) => {
      if (row.type === 'Track' && row.line) {
        let km = Infinity;
        for (const part of partsOf(row.line)) for (const p of part) km = Math.min(km, distance(p, RELATED_TRACK_KM));
        return { row, km, within: km <= RELATED_TRACK_KM };
      }
      const km = distance([row.lng, row.lat], RELATED_POINT_KM);
      return { row, km, within: km <= RELATED_POINT_KM };
    })
    .filter((m) => m.within)
    .sort((a, b) => a.km - b.km || a.row.title.localeCompare(b.row.title));
  const of = (type: NearLineRow['type']) => measured.filter((m) => m.row.type === type).slice(0, RELATED_LIMIT).map((m) => m.row);
  return { tracks: of('Track'), huts: of('Hut'), campsites: of('Campsite'), nearest: measured[0]?.row ?? null };
}
