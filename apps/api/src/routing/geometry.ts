/**
 * Metre-scale geometry on WGS84 [lng, lat] for the track network: lengths on the sphere,
 * and nearest points and crossings in a flat projection around the place being looked at
 * (good to centimetres over the few hundred metres these compare).
 */
import { lineLengthMetres, segmentLengthMetres, type LngLat } from '@planmywalk/contracts';

export { lineLengthMetres, segmentLengthMetres };
export type { LngLat };

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Metres per degree of latitude, and of longitude at `lat`. */
export function metresPerDegree(lat: number): { lng: number; lat: number } {
  const perLat = EARTH_RADIUS_M * RAD;
  return { lat: perLat, lng: perLat * Math.cos(lat * RAD) };
}

/** Coordinates as the network keeps them: 5 decimal places (about a metre), like DOC's lines. */
export const roundPosition = ([lng, lat]: readonly number[]): LngLat => [Math.round((lng ?? 0) * 1e5) / 1e5, Math.round((lat ?? 0) * 1e5) / 1e5];

export const samePosition = (a: readonly number[], b: readonly number[]): boolean => a[0] === b[0] && a[1] === b[1];

/** The point of segment a–b nearest to p: where along it (0 at a, 1 at b), the point, and how far, in metres. */
export function nearestOnSegment(p: LngLat, a: LngLat, b: LngLat): { t: number; point: LngLat; metres: number } {
  const scale = metresPerDegree(p[1]);
  const ax = (a[0] - p[0]) * scale.lng;
  const ay = (a[1] - p[1]) * scale.lat;
  const dx = (b[0] - a[0]) * scale.lng;
  const dy = (b[1] - a[1]) * scale.lat;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
  const x = ax + t * dx;
  const y = ay + t * dy;
  return { t, point: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], metres: Math.hypot(x, y) };
}

/**
 * Where segments a–b and c–d cross: the fraction along each (0..1 inclusive) and the
 * point; null when they do not meet or run parallel (overlapping collinear parts are
 * left alone: lines drawn twice along the same path share their vertices already).
 */
export function segmentCrossing(a: LngLat, b: LngLat, c: LngLat, d: LngLat): { t: number; u: number; point: LngLat } | null {
  const scale = metresPerDegree(a[1]);
  const rx = (b[0] - a[0]) * scale.lng;
  const ry = (b[1] - a[1]) * scale.lat;
  const sx = (d[0] - c[0]) * scale.lng;
  const sy = (d[1] - c[1]) * scale.lat;
  const qx = (c[0] - a[0]) * scale.lng;
  const qy = (c[1] - a[1]) * scale.lat;
  const denominator = rx * sy - ry * sx;
  if (Math.abs(denominator) < 1e-9) return null;
  const t = (qx * sy - qy * sx) / denominator;
  const u = (qx * ry - qy * rx) / denominator;
  const EPS = 1e-9;
  if (t < -EPS || t > 1 + EPS || u < -EPS || u > 1 + EPS) return null;
  const tc = Math.max(0, Math.min(1, t));
  return { t: tc, u: Math.max(0, Math.min(1, u)), point: [a[0] + tc * (b[0] - a[0]), a[1] + tc * (b[1] - a[1])] };
}

/** A box of `metres` around a point, in degrees: [minLng, minLat, maxLng, maxLat]. */
export function boxAround(p: LngLat, metres: number): [number, number, number, number] {
  const scale = metresPerDegree(p[1]);
  const dLng = metres / scale.lng;
  const dLat = metres / scale.lat;
  return [p[0] - dLng, p[1] - dLat, p[0] + dLng, p[1] + dLat];
}
