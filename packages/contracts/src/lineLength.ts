/**
 * How long a line is: the one measure a custom track's distance is made of (spec part 2
 * §3: the distance is the sum of segment lengths), shared by the editor that shows it
 * and the server that stores it, so both always agree to the metre.
 */

/** A position as GeoJSON writes it: [longitude, latitude]. */
export type LngLat = [number, number];

/** The mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle (haversine) distance between two positions, in metres. */
export function segmentLengthMetres(a: readonly number[], b: readonly number[]): number {
  const lat1 = (a[1] ?? 0) * RAD;
  const lat2 = (b[1] ?? 0) * RAD;
  const dLat = lat2 - lat1;
  const dLng = ((b[0] ?? 0) - (a[0] ?? 0)) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a polyline, in metres: the sum of its segments. */
export function lineLengthMetres(coordinates: readonly (readonly number[])[]): number {
  let total = 0;
  for (let i = 1; i < coordinates.length; i++) {
    const a = coordinates[i - 1];
    const b = coordinates[i];
    if (a && b) total += segmentLengthMetres(a, b);
  }
  return total;
}
