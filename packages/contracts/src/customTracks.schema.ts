/**
 * Custom tracks (spec part 2 §3, §7): a user's own route of markers, private to them,
 * and the walking route between two markers over the track network.
 */
import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { IdTitle, LngLat, Nullable, TitleOnly } from './common.schema.ts';
import { SearchResultItem, TrackLineFeature } from './locations.schema.ts';
import { NonBlankText, Text } from './text.schema.ts';
import {
  CUSTOM_TRACK_DESCRIPTION_MAX_LENGTH,
  CUSTOM_TRACK_MARKERS_MAX,
  CUSTOM_TRACK_TITLE_MAX_LENGTH,
  SEGMENT_POINTS_MAX,
} from './customTracks.constants.ts';

const StringEnum = <T extends string>(values: readonly T[], description?: string): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

export const MARKER_TYPES = ['marker', 'outandback'] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];

/** The line of one segment: from the previous marker to this one. */
export const SegmentLine = Type.Object(
  {
    type: Type.Literal('LineString'),
    coordinates: Type.Array(LngLat, { minItems: 2, maxItems: SEGMENT_POINTS_MAX }),
  },
  { title: 'SegmentLine', additionalProperties: false },
);
export type SegmentLine = Static<typeof SegmentLine>;

/**
 * A marker of a custom track (spec part 2 §3) and the segment that leads to it from the
 * marker before. The first marker has no segment (snapRoute null, length 0).
 */
export const CustomTrackMarker = Type.Object(
  {
    lng: Type.Number({ minimum: -180, maximum: 180 }),
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    type: StringEnum(MARKER_TYPES, "'marker', or 'outandback' ('Return to marker': back along the route to an earlier marker, at whose position it stands)."),
    snap: Type.Boolean({ description: 'The segment follows the track network (true) or is a straight line (false).' }),
    snapRoute: Nullable(SegmentLine),
    length: Type.Number({ minimum: 0, description: 'Metres of the segment; the server measures it again from its line.' }),
  },
  { title: 'CustomTrackMarker', additionalProperties: false },
);
export type CustomTrackMarker = Static<typeof CustomTrackMarker>;

/** POST custom-track and PUT custom-track/{id}. */
export const CustomTrackInput = Type.Object(
  {
    title: NonBlankText({ minLength: 1, maxLength: CUSTOM_TRACK_TITLE_MAX_LENGTH }),
    description: Type.Optional(Nullable(Text({ maxLength: CUSTOM_TRACK_DESCRIPTION_MAX_LENGTH }))),
    distance: Type.Optional(Type.Number({ minimum: 0, description: 'km, as the editor shows it; the server measures the markers again and stores its own figure.' })),
    markers: Type.Array(CustomTrackMarker, { minItems: 2, maxItems: CUSTOM_TRACK_MARKERS_MAX }),
  },
  { title: 'CustomTrackInput', additionalProperties: false },
);
export type CustomTrackInput = Static<typeof CustomTrackInput>;

/** What a save and a duplicate answer: the track's id and what the server measured. */
export const CustomTrackSaved = Type.Object(
  {
    id: Type.Integer(),
    distance: Type.Number({ description: 'km' }),
    last_edited: Text({ format: 'date-time' }),
  },
  { title: 'CustomTrackSaved', additionalProperties: false },
);
export type CustomTrackSaved = Static<typeof CustomTrackSaved>;

/** Tracks, huts and campsites near a custom track's line. */
export const CustomTrackRelated = Type.Object(
  {
    tracks: Type.Array(SearchResultItem),
    huts: Type.Array(SearchResultItem),
    campsites: Type.Array(SearchResultItem),
  },
  { title: 'CustomTrackRelated', additionalProperties: false },
);
export type CustomTrackRelated = Static<typeof CustomTrackRelated>;

/** GET custom-track/{id}: the owner's track. */
export const CustomTrack = Type.Object(
  {
    id: Type.Integer(),
    title: Text(),
    description: Text(),
    distance: Type.Number({ description: 'km: the sum of the segments’ lengths.' }),
    markers: Type.Array(CustomTrackMarker),
    last_edited: Text({ format: 'date-time' }),
    geojson: Nullable(TrackLineFeature),
    lat: Type.Number({ description: 'The first marker.' }),
    lng: Type.Number(),
    locations: Type.Array(TitleOnly, { description: 'Places of the nearest related location.' }),
    regions: Type.Array(IdTitle, { description: 'Regions of the nearest related location.' }),
    related: CustomTrackRelated,
    share_key: Text({ description: 'The share link is /share-custom-track/{share_key}: whoever holds it may copy the track.' }),
  },
  { title: 'CustomTrack', additionalProperties: false },
);
export type CustomTrack = Static<typeof CustomTrack>;

/** One card of My Custom Tracks. */
export const CustomTrackSummary = Type.Object(
  {
    id: Type.Integer(),
    title: Text(),
    distance: Type.Number({ description: 'km' }),
    last_edited: Text({ format: 'date-time' }),
    share_key: Text(),
  },
  { title: 'CustomTrackSummary', additionalProperties: false },
);
export type CustomTrackSummary = Static<typeof CustomTrackSummary>;

/** GET custom-track?page={n}. */
export const CustomTracksPageQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0, description: 'Pages start at 0.' })) },
  { additionalProperties: false },
);
export const CustomTracksPage = Type.Object(
  {
    tracks: Type.Array(CustomTrackSummary, { description: 'Last edited first.' }),
    all_loaded: Type.Boolean({ description: 'No later page has tracks.' }),
  },
  { title: 'CustomTracksPage', additionalProperties: false },
);
export type CustomTracksPage = Static<typeof CustomTracksPage>;

/** GET custom-track/0/exists: whether the user has any custom track (the editor's onboarding shows when not). */
export const CustomTracksExist = Type.Object({ user_tracks: Type.Boolean() }, { title: 'CustomTracksExist', additionalProperties: false });
export type CustomTracksExist = Static<typeof CustomTracksExist>;

/** GET walking-route?from=lng,lat&to=lng,lat */
export const WalkingRouteQuery = Type.Object(
  {
    from: Text({ maxLength: 60, pattern: '^-?\\d+(\\.\\d+)?,-?\\d+(\\.\\d+)?$', description: 'lng,lat of the marker the segment leaves.' }),
    to: Text({ maxLength: 60, pattern: '^-?\\d+(\\.\\d+)?,-?\\d+(\\.\\d+)?$', description: 'lng,lat of the marker it reaches.' }),
  },
  { additionalProperties: false },
);
export type WalkingRouteQuery = Static<typeof WalkingRouteQuery>;

/** A walking route between two markers, as a GeoJSON Feature. */
export const WalkingRoute = Type.Object(
  {
    type: Type.Literal('Feature'),
    geometry: SegmentLine,
    properties: Type.Object(
      {
        length: Type.Number({ description: 'Metres.' }),
        source: StringEnum(['network', 'directions'] as const, 'Our track network, or the configured directions service.'),
      },
      { additionalProperties: false },
    ),
  },
  { title: 'WalkingRoute', additionalProperties: false },
);
export type WalkingRoute = Static<typeof WalkingRoute>;

/** POST custom-track/gpx: a GPX file read into markers for the editor (nothing is saved). */
export const GpxImport = Type.Object(
  {
    title: Nullable(Text({ description: "The GPX track's or file's name." })),
    markers: Type.Array(CustomTrackMarker),
    distance: Type.Number({ description: 'km' }),
  },
  { title: 'GpxImport', additionalProperties: false },
);
export type GpxImport = Static<typeof GpxImport>;

export const GpxUploadForm = Type.Object(
  { file: Type.String({ format: 'binary', description: 'A .gpx file (GPX 1.0 or 1.1) of at most 5 MB.' }) },
  { title: 'GpxUploadForm' },
);
