import { continuousLng } from '@planmywalk/domain';

type Position = readonly number[];
type LineGeometry =
  | { type: 'LineString'; coordinates: readonly Position[] }
  | { type: 'MultiLineString'; coordinates: readonly (readonly Position[])[] };

/**
 * The [[west, south], [east, north]] box around a track's line, for fitting the map to it;
 * longitudes past 180° continue (a Chatham Islands line is at about 183.5°).
 */
export function lineBounds(geometry: LineGeometry): [[number, number], [number, number]] | null {
  const points = geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates.flat();
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [wrapped = NaN, lat = NaN] of points) {
    const lng = continuousLng(wrapped);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}
