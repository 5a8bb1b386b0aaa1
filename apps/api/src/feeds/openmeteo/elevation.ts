/**
 * Open-Meteo's elevation API (`/v1/elevation`, Copernicus 90 m terrain model): heights
 * of up to 100 points in one call. Used once per location, to know the height of its
 * point and of its track's highest point (kept for good: terrain does not move).
 */
import { lineParts, type LineGeometry, type Position } from '../../lib/geo.ts';
import { isRecord, numberOr, parseJson } from '../json.ts';
import { FeedFormatError } from '../xml.ts';

/** Open-Meteo takes at most 100 points a call: the location's point and 99 of its line. */
export const ELEVATION_POINTS_MAX = 100;

/** The point, then up to 99 vertices spread evenly along the line. */
export function elevationSamplePoints(point: Position, line: LineGeometry | null): Position[] {
  const vertices = line ? lineParts(line).flat() : [];
  const room = ELEVATION_POINTS_MAX - 1;
  if (vertices.length <= room) return [point, ...vertices];
  const step = vertices.length / room;
  return [point, ...Array.from({ length: room }, (_, i) => vertices[Math.floor(i * step)]!)];
}

export function elevationUrl(base: string, points: readonly Position[], apiKey: string | null): string {
  const url = new URL(base);
  url.searchParams.set('latitude', points.map(([, lat]) => lat.toFixed(5)).join(','));
  url.searchParams.set('longitude', points.map(([lng]) => lng.toFixed(5)).join(','));
  if (apiKey) url.searchParams.set('apikey', apiKey);
  return url.toString();
}

/** `{ elevation: [metres, …] }` in the order asked; a missing or bad value is unknown (null). */
export function parseElevations(body: string, count: number): Array<number | null> {
  const json = parseJson(body);
  if (!isRecord(json) || !Array.isArray(json.elevation)) throw new FeedFormatError('an Open-Meteo elevation answer has elevations');
  return Array.from({ length: count }, (_, i) => numberOr(json.elevation instanceof Array ? json.elevation[i] : null));
}
