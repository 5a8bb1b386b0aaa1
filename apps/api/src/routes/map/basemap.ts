/**
 * The offline base map: New Zealand's land (Natural Earth 1:10m) and the coarse region
 * outlines, from the files shipped in `data/basemap/`.
 *
 * - Natural Earth's "New Zealand" also holds Tokelau (about 9°S, 172°W), which is no
 *   walking destination and would stretch the land's extent across the Pacific: land
 *   polygons lying wholly north of LAND_NORTH_LIMIT_LAT are left out. The Kermadec
 *   Islands (29°S) and the sub-Antarctic islands stay.
 * - The Chatham and Kermadec Islands lie just east of 180°, where WGS84 writes them as
 *   about -176.5° and -178°. In one feature with the mainland (166–178°) that gives a
 *   shape whose extent spans the whole world. Every longitude west of 0° is written
 *   +360 instead (Chathams near 183.5°), as MapLibre continues the map past 180°: each
 *   feature is continuous and no polygon spans the world. The region outlines already
 *   write the Chathams that way.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { BasemapFeature, BasemapResponse } from '@planmywalk/contracts';
import { DEFAULT_SOURCE_DIR, RegionOutline, SOURCE_FILES, readFeatures } from '../../import/sources.ts';
import type { Position } from '../../lib/geo.ts';

export const LAND_FILE = 'basemap/nz_land_naturalearth_10m.geojson';
/** Land polygons wholly north of this latitude (Tokelau) are not New Zealand's map. */
export const LAND_NORTH_LIMIT_LAT = -25;

const Ring = Type.Array(Type.Tuple([Type.Number(), Type.Number()]));
const LandOutline = Type.Object({
  type: Type.Literal('Feature'),
  geometry: Type.Union([
    Type.Object({ type: Type.Literal('Polygon'), coordinates: Type.Array(Ring) }),
    Type.Object({ type: Type.Literal('MultiPolygon'), coordinates: Type.Array(Type.Array(Ring)) }),
  ]),
  properties: Type.Object({ name: Type.String() }),
});
type LandOutline = Static<typeof LandOutline>;

/** West of Greenwich → +360: one continuous frame for a map centred on New Zealand. */
const eastward = ([lng, lat]: Position): Position => [lng < 0 ? lng + 360 : lng, lat];
const shiftRings = (rings: Position[][]) => rings.map((ring) => ring.map(eastward));

function landFeature(land: LandOutline): BasemapFeature {
  const polygons = land.geometry.type === 'Polygon' ? [land.geometry.coordinates] : land.geometry.coordinates;
  const kept = polygons.filter((rings) => (rings[0] ?? []).some(([, lat]) => lat < LAND_NORTH_LIMIT_LAT));
  return {
    type: 'Feature',
    geometry: { type: 'MultiPolygon', coordinates: kept.map((rings) => shiftRings(rings as Position[][])) },
    properties: { kind: 'land', name: land.properties.name },
  };
}

function regionFeature(region: RegionOutline): BasemapFeature {
  return {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: shiftRings(region.geometry.coordinates as Position[][]) },
    properties: { kind: 'region', name: region.properties.name },
  };
}

export function buildBasemap(lands: LandOutline[], regions: RegionOutline[]): BasemapResponse {
  return {
    type: 'FeatureCollection',
    features: [
      ...lands.map(landFeature).filter((f) => f.geometry.coordinates.length > 0),
      ...regions.map(regionFeature).sort((a, b) => a.properties.name.localeCompare(b.properties.name)),
    ],
  };
}

/** Reads and checks the shipped files (a file of another shape fails with its path). */
export async function readBasemap(dir: string = DEFAULT_SOURCE_DIR): Promise<BasemapResponse> {
  const [lands, regions] = await Promise.all([
    readFeatures(dir, LAND_FILE, LandOutline),
    readFeatures(dir, SOURCE_FILES.regionOutlines, RegionOutline),
  ]);
  return buildBasemap(lands, regions);
}
