/**
 * The DOC files under `data/`, read and checked against the shapes the import relies on
 * (extra fields are allowed: DOC adds fields over time). A file that does not fit fails
 * the import with the file and the path of the first mismatch, before anything is written.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { REPO_ROOT } from '../config/env.ts';
import { GearPresetsFile } from './gear-presets.ts';
import { SafetyTextsFile } from './safety-texts.ts';

/** `<repo>/data`. */
export const DEFAULT_SOURCE_DIR = path.join(REPO_ROOT, 'data');

const Str = Type.String();
const OptStr = Type.Optional(Type.Union([Type.String(), Type.Null()]));
const Position = Type.Tuple([Type.Number(), Type.Number()]);

const LineGeometrySchema = Type.Union([
  Type.Object({ type: Type.Literal('LineString'), coordinates: Type.Array(Position) }),
  Type.Object({ type: Type.Literal('MultiLineString'), coordinates: Type.Array(Type.Array(Position)) }),
]);

const PointFeature = <P extends TSchema>(properties: P) =>
  Type.Object({ type: Type.Literal('Feature'), geometry: Type.Object({ type: Type.Literal('Point'), coordinates: Position }), properties });

const FeatureCollection = <F extends TSchema>(feature: F) =>
  Type.Object({ type: Type.Literal('FeatureCollection'), features: Type.Array(feature) });

export const HutSource = Type.Object({
  assetId: Type.Integer(),
  name: Str,
  status: Str,
  region: Type.Union([Type.String(), Type.Null()]),
  lat: Type.Number(),
  lon: Type.Number(),
  bookable: Type.Optional(Type.Boolean()),
  facilities: Type.Optional(Type.Array(Str)),
  numberOfBunks: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  hutCategory: OptStr,
  introduction: OptStr,
  introductionThumbnail: OptStr,
  staticLink: OptStr,
  place: OptStr,
  heroImage: OptStr,
  gallery: Type.Optional(Type.Array(Type.Object({ url: Str, caption: OptStr }))),
});
export type HutSource = Static<typeof HutSource>;

export const CampsiteSource = PointFeature(
  Type.Object({
    assetId: Type.Integer(),
    name: Str,
    place: OptStr,
    region: OptStr,
    introduction: OptStr,
    campsiteCategory: OptStr,
    bookable: OptStr,
    facilities: OptStr,
    dogsAllowed: OptStr,
    introductionThumbnail: OptStr,
    staticLink: OptStr,
  }),
);
export type CampsiteSource = Static<typeof CampsiteSource>;

export const ApiTrackSource = Type.Object({
  assetId: Str,
  name: Str,
  introduction: OptStr,
  introductionThumbnail: OptStr,
  /** 'Walking and tramping', 'Mountain biking', 'Horse riding', 'Four wheel driving'. */
  permittedActivities: Type.Optional(Type.Array(Str)),
  distance: OptStr,
  walkDuration: OptStr,
  walkDurationCategory: Type.Array(Str),
  walkTrackCategory: Type.Array(Str),
  wheelchairsAndBuggies: Type.Union([Type.Boolean(), Type.Null()]),
  dogsAllowed: OptStr,
  locationArray: Type.Array(Str),
  region: Type.Array(Str),
  staticLink: Str,
  lon: Type.Optional(Type.Number()),
  lat: Type.Optional(Type.Number()),
});
export type ApiTrackSource = Static<typeof ApiTrackSource>;

export const WalkingExperienceSource = PointFeature(
  Type.Object({
    OBJECTID: Type.Integer(),
    name: Str,
    introduction: OptStr,
    difficulty: OptStr,
    completionTime: OptStr,
    introductionThumbnail: OptStr,
    walkingAndTrampingWebPage: Str,
  }),
);
export type WalkingExperienceSource = Static<typeof WalkingExperienceSource>;

export const WalkingExperienceLine = Type.Object({
  type: Type.Literal('Feature'),
  geometry: LineGeometrySchema,
  properties: Type.Object({
    name: Str,
    source_url: Str,
    doc_asset_id: Str,
    distance_km: Type.Union([Type.Number(), Type.Null()]),
  }),
});
export type WalkingExperienceLine = Static<typeof WalkingExperienceLine>;

/** A line from DOC's Tracks layer (EAM), known only by name. */
export const NamedTrackLine = Type.Object({
  type: Type.Literal('Feature'),
  geometry: LineGeometrySchema,
  properties: Type.Object({ name: Str, distance_km: Type.Optional(Type.Number()) }),
});
export type NamedTrackLine = Static<typeof NamedTrackLine>;

export const RegionOutline = Type.Object({
  type: Type.Literal('Feature'),
  geometry: Type.Object({ type: Type.Literal('Polygon'), coordinates: Type.Array(Type.Array(Position)) }),
  properties: Type.Object({ iso3166_2: Str, name: Str }),
});
export type RegionOutline = Static<typeof RegionOutline>;

export interface Sources {
  huts: HutSource[];
  campsites: CampsiteSource[];
  apiTracks: ApiTrackSource[];
  walkingExperiences: WalkingExperienceSource[];
  walkingExperienceLines: WalkingExperienceLine[];
  greatWalkLines: NamedTrackLine[];
  popularTrackLines: NamedTrackLine[];
  regionOutlines: RegionOutline[];
  gearPresets: GearPresetsFile;
  safetyTexts: SafetyTextsFile;
}

/** The files the import reads, relative to the source dir (also the test cache's key). */
export const SOURCE_FILES = {
  huts: 'doc/huts_doc_api_v2_detail.json',
  campsites: 'doc/DOC_Campsites_arcgis_2025-12.geojson',
  apiTracks: 'doc/doc_tracks_api_v1_detail_2020.json',
  walkingExperiences: 'doc/DOC_Walking_Experiences_points_2025-12.geojson',
  walkingExperienceLines: 'tracks/doc_walking_experiences_lines.geojson',
  greatWalkLines: 'tracks/great_walks_lines_DOC_Tracks_EAM.geojson',
  popularTrackLines: 'tracks/popular_tracks_lines_DOC_Tracks_EAM.geojson',
  regionOutlines: 'basemap/nz_regions_coarse_nsi.geojson',
  gearPresets: 'gear/presets.json',
  safetyTexts: 'safety/texts.json',
} as const;

function checked<T extends TSchema>(schema: T, value: unknown, file: string): Static<T> {
  if (Value.Check(schema, value)) return value;
  const first = Value.Errors(schema, value).First();
  throw new Error(`${file}: unexpected shape at ${first?.path || '/'}: ${first?.message ?? 'invalid'}`);
}

async function readJson(dir: string, file: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(dir, file), 'utf8')) as unknown;
}

async function readList<T extends TSchema>(dir: string, file: string, item: T): Promise<Static<T>[]> {
  return checked(Type.Array(item), await readJson(dir, file), file);
}

/** A GeoJSON FeatureCollection file whose features must fit `feature`. */
export async function readFeatures<T extends TSchema>(dir: string, file: string, feature: T): Promise<Static<T>[]> {
  return checked(FeatureCollection(feature), await readJson(dir, file), file).features;
}

export async function readSources(dir: string = DEFAULT_SOURCE_DIR): Promise<Sources> {
  const [huts, campsites, apiTracks, walkingExperiences, walkingExperienceLines, greatWalkLines, popularTrackLines, regionOutlines, gearPresets, safetyTexts] =
    await Promise.all([
      readList(dir, SOURCE_FILES.huts, HutSource),
      readFeatures(dir, SOURCE_FILES.campsites, CampsiteSource),
      readList(dir, SOURCE_FILES.apiTracks, ApiTrackSource),
      readFeatures(dir, SOURCE_FILES.walkingExperiences, WalkingExperienceSource),
      readFeatures(dir, SOURCE_FILES.walkingExperienceLines, WalkingExperienceLine),
      readFeatures(dir, SOURCE_FILES.greatWalkLines, NamedTrackLine),
      readFeatures(dir, SOURCE_FILES.popularTrackLines, NamedTrackLine),
      readFeatures(dir, SOURCE_FILES.regionOutlines, RegionOutline),
      readJson(dir, SOURCE_FILES.gearPresets).then((json) => checked(GearPresetsFile, json, SOURCE_FILES.gearPresets)),
      readJson(dir, SOURCE_FILES.safetyTexts).then((json) => checked(SafetyTextsFile, json, SOURCE_FILES.safetyTexts)),
    ]);
  return { huts, campsites, apiTracks, walkingExperiences, walkingExperienceLines, greatWalkLines, popularTrackLines, regionOutlines, gearPresets, safetyTexts };
}
