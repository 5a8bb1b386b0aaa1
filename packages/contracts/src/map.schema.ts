/**
 * Map data for MapLibre, as GeoJSON FeatureCollections a `geojson` source takes as is.
 *
 * Longitudes: points and lines are WGS84 in -180..180 (the Chatham Islands near -176.5).
 * The basemap is drawn in one continuous frame east of Greenwich: longitudes west of 0°
 * are written +360 (the Chatham Islands near 183.5), as MapLibre continues the map past
 * 180°, so no polygon spans the world. A style bounded to about 165–180° does not show
 * the Chathams; with world copies on (MapLibre's default) a point at -176.5 is drawn on
 * top of the land at 183.5 when the view reaches there.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LngLat, LocationType } from './common.schema.ts';
import { LineStringGeometry, MultiLineStringGeometry } from './locations.schema.ts';
import { Text } from './text.schema.ts';

/** Largest box, in degrees of longitude and of latitude, that GET /api/v1/map/lines answers (lines show from zoom 10). */
export const MAP_LINES_MAX_SPAN_DEG = 2;
/** Seconds a client or proxy may reuse /map/points and /map/lines without asking again (they change only on a data import). */
export const MAP_DATA_MAX_AGE_S = 300;
/** Seconds for /map/basemap (shipped files: changes only with a release). */
export const MAP_BASEMAP_MAX_AGE_S = 86_400;

/** [minLng, minLat, maxLng, maxLat], as GeoJSON writes a bbox. */
export const MapBbox = Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()]);
export type MapBbox = Static<typeof MapBbox>;

const PointGeometry = Type.Object(
  { type: Type.Literal('Point'), coordinates: LngLat },
  { additionalProperties: false },
);

/** GET /api/v1/map/points: one point per track, hut and campsite. Use `promoteId: 'id'` for feature state. */
export const MapPointFeature = Type.Object(
  {
    type: Type.Literal('Feature'),
    geometry: PointGeometry,
    properties: Type.Object(
      {
        id: Type.Integer({ description: 'Location id, unique across types.' }),
        type: LocationType,
        slug: Text({ description: 'The page is /{tracks,huts,campsites}/{slug}.' }),
        title: Text(),
        is_closed: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type MapPointFeature = Static<typeof MapPointFeature>;

export const MapPointsResponse = Type.Object(
  { type: Type.Literal('FeatureCollection'), features: Type.Array(MapPointFeature) },
  {
    title: 'MapPointsResponse',
    description: 'Every track, hut and campsite as a point (coordinates to 5 decimals, about 1 m), by id; for client-side clustering.',
    additionalProperties: false,
  },
);
export type MapPointsResponse = Static<typeof MapPointsResponse>;

/** GET /api/v1/map/lines: a track's line. Simplified lines; multi-part lines are networks with side trips. */
export const MapLineFeature = Type.Object(
  {
    type: Type.Literal('Feature'),
    geometry: Type.Union([LineStringGeometry, MultiLineStringGeometry]),
    properties: Type.Object(
      { id: Type.Integer(), slug: Text({ description: 'The track page is /tracks/{slug}.' }), title: Text() },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type MapLineFeature = Static<typeof MapLineFeature>;

export const MapLinesResponse = Type.Object(
  { type: Type.Literal('FeatureCollection'), features: Type.Array(MapLineFeature) },
  { title: 'MapLinesResponse', description: 'Track lines whose bounding box meets the asked box, by id.', additionalProperties: false },
);
export type MapLinesResponse = Static<typeof MapLinesResponse>;

export const MapLinesQuery = Type.Object(
  {
    bbox: Text({
      maxLength: 200,
      description: `minLng,minLat,maxLng,maxLat in degrees (-180..180, -90..90), at most ${MAP_LINES_MAX_SPAN_DEG}° by ${MAP_LINES_MAX_SPAN_DEG}°; a view across 180° asks for each side. Snapping the box outwards to a grid (e.g. 0.25°) lets caches answer repeated pans.`,
      examples: ['168.2,-45.3,169.0,-44.8'],
    }),
  },
  { additionalProperties: false },
);
export type MapLinesQuery = Static<typeof MapLinesQuery>;

const Ring = Type.Array(LngLat);
const PolygonGeometry = Type.Object(
  { type: Type.Literal('Polygon'), coordinates: Type.Array(Ring) },
  { additionalProperties: false },
);
const MultiPolygonGeometry = Type.Object(
  { type: Type.Literal('MultiPolygon'), coordinates: Type.Array(Type.Array(Ring)) },
  { additionalProperties: false },
);

/** GET /api/v1/map/basemap: New Zealand's land and the coarse region outlines for the offline default style. */
export const BasemapFeature = Type.Object(
  {
    type: Type.Literal('Feature'),
    geometry: Type.Union([PolygonGeometry, MultiPolygonGeometry]),
    properties: Type.Object(
      {
        kind: Type.Union([Type.Literal('land'), Type.Literal('region')], {
          description: "'land': Natural Earth 1:10m; 'region': a coarse hand-drawn regional outline (not a boundary).",
        }),
        name: Text(),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type BasemapFeature = Static<typeof BasemapFeature>;

export const BasemapResponse = Type.Object(
  { type: Type.Literal('FeatureCollection'), features: Type.Array(BasemapFeature) },
  {
    title: 'BasemapResponse',
    description: 'Land first, then regions by name. Longitudes west of 0° are written +360 (Chatham Islands near 183.5).',
    additionalProperties: false,
  },
);
export type BasemapResponse = Static<typeof BasemapResponse>;
