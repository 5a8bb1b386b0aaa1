/** Small planar geometry on WGS84 lat/lng: good to metres over the few km we compare. */

export type Position = [number, number]; // [lng, lat], GeoJSON order

export interface LineGeometry {
  type: 'LineString' | 'MultiLineString';
  coordinates: Position[] | Position[][];
}

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Equirectangular projection around `lat0` in km: accurate for short distances. */
function project([lng, lat]: Position, lat0: number): [number, number] {
  return [lng * RAD * Math.cos(lat0 * RAD) * EARTH_RADIUS_KM, lat * RAD * EARTH_RADIUS_KM];
}

export function distanceKm(a: Position, b: Position): number {
  const lat0 = (a[1] + b[1]) / 2;
  const [ax, ay] = project(a, lat0);
  const [bx, by] = project(b, lat0);
  return Math.hypot(ax - bx, ay - by);
}

/** The parts of a line as lists of positions. */
export function lineParts(line: LineGeometry): Position[][] {
  return line.type === 'LineString' ? [line.coordinates as Position[]] : (line.coordinates as Position[][]);
}

/** Shortest distance from a point to any segment of the line, in km. */
export function distanceToLineKm(point: Position, line: LineGeometry): number {
  const lat0 = point[1];
  const [px, py] = project(point, lat0);
  let best = Number.POSITIVE_INFINITY;
  for (const part of lineParts(line)) {
    for (let i = 0; i < part.length; i++) {
      const a = part[i];
      if (!a) continue;
      const [ax, ay] = project(a, lat0);
      const b = part[i + 1];
      if (!b) {
        best = Math.min(best, Math.hypot(px - ax, py - ay));
        continue;
      }
      const [bx, by] = project(b, lat0);
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSquared = dx * dx + dy * dy;
      const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
      best = Math.min(best, Math.hypot(px - (ax + t * dx), py - (ay + t * dy)));
    }
  }
  return best;
}

export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

export function lineBoundingBox(line: LineGeometry): BoundingBox | null {
  let box: BoundingBox | null = null;
  for (const part of lineParts(line)) {
    for (const [lng, lat] of part) {
      if (!box) box = { minLng: lng, minLat: lat, maxLng: lng, maxLat: lat };
      else {
        box.minLng = Math.min(box.minLng, lng);
        box.maxLng = Math.max(box.maxLng, lng);
        box.minLat = Math.min(box.minLat, lat);
        box.maxLat = Math.max(box.maxLat, lat);
      }
    }
  }
  return box;
}

/** The box grown by `km` on every side. */
export function expandBox(box: BoundingBox, km: number): BoundingBox {
  const dLat = km / (EARTH_RADIUS_KM * RAD);
  const midLat = (box.minLat + box.maxLat) / 2;
  const dLng = dLat / Math.max(0.01, Math.cos(midLat * RAD));
  return { minLng: box.minLng - dLng, minLat: box.minLat - dLat, maxLng: box.maxLng + dLng, maxLat: box.maxLat + dLat };
}

export function pointBox(point: Position, km: number): BoundingBox {
  return expandBox({ minLng: point[0], minLat: point[1], maxLng: point[0], maxLat: point[1] }, km);
}

/** Even-odd ray casting; `rings[0]` is the outer ring, the rest are holes. */
export function pointInPolygon([x, y]: Position, rings: Position[][]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i];
      const b = ring[j];
      if (!a || !b) continue;
      const [xi, yi] = a;
      const [xj, yj] = b;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
