/**
 * Where a location is, for matching area-based feeds: its point, and for a track every
 * vertex of its line. A warning or an advisory region applies when the point or any
 * point of the line lies inside its area.
 */
import { distanceKm, lineBoundingBox, lineParts, pointInPolygon, type BoundingBox, type LineGeometry, type Position } from '../lib/geo.ts';
import type { CapArea } from './metservice/cap.ts';

export interface PlaceGeometry {
  point: Position;
  line: LineGeometry | null;
}

/** Every point to test: the location's point first, then the line's vertices. */
export function placePoints(place: PlaceGeometry): Position[] {
  return [place.point, ...(place.line ? lineParts(place.line).flat() : [])];
}

function ringBox(ring: Position[]): BoundingBox {
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const [lng, lat] of ring) {
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  return { minLng, minLat, maxLng, maxLat };
}

const boxesMeet = (a: BoundingBox, b: BoundingBox) =>
  a.minLng <= b.maxLng && b.minLng <= a.maxLng && a.minLat <= b.maxLat && b.minLat <= a.maxLat;

const inBox = ([lng, lat]: Position, box: BoundingBox) => lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;

function placeBox(place: PlaceGeometry): BoundingBox {
  const [lng, lat] = place.point;
  const line = place.line ? lineBoundingBox(place.line) : null;
  return line
    ? { minLng: Math.min(line.minLng, lng), minLat: Math.min(line.minLat, lat), maxLng: Math.max(line.maxLng, lng), maxLat: Math.max(line.maxLat, lat) }
    : { minLng: lng, minLat: lat, maxLng: lng, maxLat: lat };
}

/** Some point of the place lies inside the polygon (outer ring first, holes after). */
export function placeInPolygon(place: PlaceGeometry, rings: Position[][]): boolean {
  const outer = rings[0];
  if (!outer) return false;
  const box = ringBox(outer);
  if (!boxesMeet(box, placeBox(place))) return false;
  return placePoints(place).some((point) => inBox(point, box) && pointInPolygon(point, rings));
}

/** A CAP area (its polygons and circles) covers some point of the place. */
export function areasCover(areas: readonly CapArea[], place: PlaceGeometry): boolean {
  return areas.some(
    (area) =>
      area.polygons.some((ring) => placeInPolygon(place, [ring])) ||
      area.circles.some((circle) => placePoints(place).some((point) => distanceKm(point, circle.center) <= circle.radiusKm)),
  );
}
