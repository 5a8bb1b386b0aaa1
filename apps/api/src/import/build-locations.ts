/**
 * Turns the DOC files into one list of location records (tracks, huts, campsites) and
 * the lookup lists, in memory, deterministically: the same files give the same records
 * in the same order, which is what makes the import idempotent and slugs stable.
 */
import type { GalleryImage, LocationType } from '@planmywalk/contracts';
import type { LineGeometry, Position } from '../lib/geo.ts';
import { buildGearPresets, chooseGearPresets, type GearPresetRecord } from './gear-presets.ts';
import { buildSafetyTexts, checkSafetyTexts } from './safety-texts.ts';
import { estimateDurationCategory, orderDifficultyTitles, orderDurationTitles, splitDifficulties } from './categories.ts';
import { RegionResolver, type RegionedPoint } from './regions.ts';
import { assignSlugs } from './slugs.ts';
import type { ApiTrackSource, NamedTrackLine, Sources, WalkingExperienceLine, WalkingExperienceSource } from './sources.ts';
import {
  assetIdFromDocLink,
  cleanText,
  imageUrl,
  parseCaption,
  parseDistanceKm,
  parseDogRule,
  parseTrackType,
  searchKey,
  trackNameKey,
} from './text.ts';

export interface LocationRecord {
  type: LocationType;
  /** Identity in the source: DOC asset id. */
  sourceKey: string;
  slug: string;
  title: string;
  introduction: string | null;
  image: string | null;
  imageAlt: string | null;
  photoCredit: string | null;
  thumbnail: string | null;
  gallery: GalleryImage[];
  places: string[];
  regions: string[];
  durations: string[];
  difficulties: string[];
  isClosed: boolean;
  lat: number;
  lng: number;
  distanceKm: number | null;
  trackType: string | null;
  walkingDuration: string | null;
  numberOfBunks: number | null;
  infoLink: string | null;
  bookable: boolean | null;
  dogsAllowed: boolean | null;
  dogsAllowedInformation: string | null;
  wheelchairFriendly: boolean | null;
  category: string | null;
  facilities: string[];
  isRecommended: boolean;
  line: LineGeometry | null;
  /** The preset gear lists the location offers, and the one its gear page starts with (gear-presets.ts). */
  gearListPresets: string[];
  durationCategoryGearList: string;
  /** The safety texts (safety-texts.ts): HTML, HTML, plain text or null. */
  essentialPreparation: string;
  weatherConditions: string;
  sharedUse: string | null;
  searchTitle: string;
  searchText: string;
}

export interface RegionRecord {
  title: string;
  lat: number;
  lng: number;
}

export interface ImportPlan {
  locations: LocationRecord[];
  regions: RegionRecord[];
  /** Shortest first. */
  durations: string[];
  /** Easiest first. */
  difficulties: string[];
  gearPresets: GearPresetRecord[];
  notes: ImportNotes;
}

/** What the merge did, for the import log. */
export interface ImportNotes {
  tracksFromBoth: number;
  tracksFromApiOnly: number;
  tracksFromWalkingExperiencesOnly: number;
  tracksWithLine: number;
  linesFromNamedFiles: string[];
  /** EAM lines whose name no track carries (nothing to attach them to). */
  namedLinesWithoutTrack: string[];
  regionsByPointInPolygon: number;
  durationsEstimated: number;
}

type Draft = Omit<
  LocationRecord,
  'slug' | 'searchTitle' | 'searchText' | 'gearListPresets' | 'durationCategoryGearList' | 'essentialPreparation' | 'weatherConditions' | 'sharedUse'
> & {
  /** DOC's permitted activities ('Mountain biking', …), read for shared use; empty when unknown. */
  activities: string[];
};

const lower = (url: string) => url.trim().toLowerCase();
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
const unique = <T>(items: T[]) => [...new Set(items)];

function mergeLines(features: NamedTrackLine[]): Map<string, { name: string; line: LineGeometry; distanceKm: number | null }> {
  // Some names come as several features (e.g. a walk and its side trip): one MultiLineString.
  const byKey = new Map<string, { name: string; parts: Position[][]; distanceKm: number | null }>();
  for (const feature of features) {
    const key = trackNameKey(feature.properties.name);
    const entry = byKey.get(key) ?? { name: feature.properties.name, parts: [], distanceKm: feature.properties.distance_km ?? null };
    const geometry = feature.geometry;
    if (geometry.type === 'LineString') entry.parts.push(geometry.coordinates as Position[]);
    else entry.parts.push(...(geometry.coordinates as Position[][]));
    byKey.set(key, entry);
  }
  return new Map(
    [...byKey].map(([key, e]) => [
      key,
      { name: e.name, distanceKm: e.distanceKm, line: { type: 'MultiLineString', coordinates: e.parts } satisfies LineGeometry },
    ]),
  );
}

function lineOf(feature: WalkingExperienceLine): LineGeometry {
  return feature.geometry.type === 'LineString'
    ? { type: 'LineString', coordinates: feature.geometry.coordinates as Position[] }
    : { type: 'MultiLineString', coordinates: feature.geometry.coordinates as Position[][] };
}

function lineCentre(line: LineGeometry): Position | null {
  const first = line.type === 'LineString' ? (line.coordinates as Position[])[0] : (line.coordinates as Position[][])[0]?.[0];
  return first ?? null;
}

function buildTracks(sources: Sources, durationTitles: string[], notes: ImportNotes): Array<Draft & { needsRegion: boolean }> {
  const apiByUrl = new Map<string, ApiTrackSource[]>();
  for (const api of sources.apiTracks) {
    const list = apiByUrl.get(lower(api.staticLink)) ?? [];
    list.push(api);
    apiByUrl.set(lower(api.staticLink), list);
  }
  // Walking experience ↔ API record by DOC page URL. Two API records share one URL
  // (Tuahu); the one whose asset id is the URL's own id is the page's record.
  const weByApi = new Map<ApiTrackSource, WalkingExperienceSource>();
  const weOnly: WalkingExperienceSource[] = [];
  for (const we of sources.walkingExperiences) {
    const url = lower(we.properties.walkingAndTrampingWebPage);
    const candidates = (apiByUrl.get(url) ?? []).filter((api) => !weByApi.has(api));
    const urlAsset = assetIdFromDocLink(url);
    const api = candidates.find((c) => c.assetId.toLowerCase() === urlAsset) ?? candidates[0];
    if (api) weByApi.set(api, we);
    else weOnly.push(we);
  }

  const lineByUrl = new Map(sources.walkingExperienceLines.map((f) => [lower(f.properties.source_url), f]));
  const lineByAsset = new Map(sources.walkingExperienceLines.map((f) => [f.properties.doc_asset_id.toLowerCase(), f]));
  const namedLines = mergeLines([...sources.greatWalkLines, ...sources.popularTrackLines]);
  const greatWalkKeys = new Set(sources.greatWalkLines.map((f) => trackNameKey(f.properties.name)));

  const drafts: Array<Draft & { needsRegion: boolean }> = [];
  const pairs: Array<{ api: ApiTrackSource | null; we: WalkingExperienceSource | null }> = [
    ...sources.apiTracks.map((api) => ({ api, we: weByApi.get(api) ?? null })),
    ...weOnly.map((we) => ({ api: null, we })),
  ];

  for (const { api, we } of pairs) {
    const wp = we?.properties ?? null;
    const url = wp?.walkingAndTrampingWebPage ?? api?.staticLink ?? null;
    const sourceKey = api?.assetId.toLowerCase() ?? (url ? (assetIdFromDocLink(url) ?? lower(url)) : null);
    const title = cleanText(wp?.name) ?? cleanText(api?.name);
    if (!sourceKey || !title) continue;
    const names = unique([title, ...(api ? [api.name] : [])]);

    const weLine =
      (wp && lineByUrl.get(lower(wp.walkingAndTrampingWebPage))) ||
      (api && (lineByUrl.get(lower(api.staticLink)) ?? lineByAsset.get(api.assetId.toLowerCase()))) ||
      null;
    let line = weLine ? lineOf(weLine) : null;
    let namedDistance: number | null = null;
    if (!line) {
      const key = names.map(trackNameKey).find((k) => namedLines.has(k));
      const named = key ? namedLines.get(key) : undefined;
      if (key && named) {
        line = named.line;
        namedDistance = named.distanceKm;
        notes.linesFromNamedFiles.push(title);
      }
    }
    if (line) notes.tracksWithLine++;

    const [weLng, weLat] = we?.geometry.coordinates ?? [];
    const centre = line ? lineCentre(line) : null;
    const lat = weLat ?? api?.lat ?? centre?.[1];
    const lng = weLng ?? api?.lon ?? centre?.[0];
    if (lat === undefined || lng === undefined) continue;

    const walkingDuration = cleanText(wp?.completionTime) ?? cleanText(api?.walkDuration);
    let durations = api ? unique(api.walkDurationCategory.map((d) => d.trim()).filter(Boolean)) : [];
    if (durations.length === 0) {
      const estimate = estimateDurationCategory(walkingDuration, durationTitles);
      if (estimate) {
        durations = [estimate];
        notes.durationsEstimated++;
      }
    }
    const difficulties = orderDifficultyTitles(
      splitDifficulties(wp?.difficulty).length > 0 ? splitDifficulties(wp?.difficulty) : (api?.walkTrackCategory ?? []),
    );
    const dogs = api ? parseDogRule(api.dogsAllowed) : { allowed: null, information: null };
    const thumbnail = imageUrl(wp?.introductionThumbnail) ?? imageUrl(api?.introductionThumbnail);
    const regions = unique((api?.region ?? []).map((r) => r.trim()).filter(Boolean));

    if (api && we) notes.tracksFromBoth++;
    else if (api) notes.tracksFromApiOnly++;
    else notes.tracksFromWalkingExperiencesOnly++;

    drafts.push({
      type: 'Track',
      sourceKey,
      title,
      introduction: cleanText(wp?.introduction) ?? cleanText(api?.introduction),
      image: thumbnail,
      imageAlt: thumbnail ? title : null,
      photoCredit: null,
      thumbnail,
      gallery: [],
      places: unique((api?.locationArray ?? []).map((p) => p.trim()).filter(Boolean)),
      regions,
      needsRegion: regions.length === 0,
      durations,
      difficulties,
      isClosed: false,
      lat: round5(lat),
      lng: round5(lng),
      // DOC's headline figure; the simplified line measures short, so it is a fallback only.
      distanceKm: parseDistanceKm(api?.distance) ?? weLine?.properties.distance_km ?? namedDistance,
      trackType: parseTrackType(title, walkingDuration, api?.distance),
      walkingDuration,
      numberOfBunks: null,
      infoLink: url,
      bookable: null,
      dogsAllowed: dogs.allowed,
      dogsAllowedInformation: dogs.information,
      // DOC lists wheelchair access when it applies; the 2025 layer has no such field.
      wheelchairFriendly: api ? api.wheelchairsAndBuggies === true : null,
      category: null,
      facilities: [],
      isRecommended: names.some((n) => greatWalkKeys.has(trackNameKey(n))),
      line,
      activities: (api?.permittedActivities ?? []).map((a) => a.trim()).filter(Boolean),
    });
  }
  const trackKeys = new Set(pairs.flatMap(({ api, we }) => [api?.name, we?.properties.name].filter((n) => n !== undefined).map(trackNameKey)));
  notes.namedLinesWithoutTrack = [...namedLines.values()]
    .filter((n) => !trackKeys.has(trackNameKey(n.name)))
    .map((n) => n.name)
    .sort();
  return drafts;
}

function buildHuts(sources: Sources): Array<Draft & { needsRegion: boolean }> {
  return sources.huts.map((hut) => {
    const gallery: GalleryImage[] = (hut.gallery ?? []).map((g) => {
      const caption = parseCaption(g.caption);
      return { lg: g.url, sm: g.url, title: caption.title, credit: caption.credit };
    });
    const hero = imageUrl(hut.heroImage);
    const thumbnail = imageUrl(hut.introductionThumbnail);
    const image = hero ?? gallery[0]?.lg ?? thumbnail;
    const region = cleanText(hut.region);
    return {
      type: 'Hut' as const,
      sourceKey: String(hut.assetId),
      title: hut.name.trim(),
      introduction: cleanText(hut.introduction),
      image,
      imageAlt: image ? hut.name.trim() : null,
      photoCredit: !hero && gallery[0] ? gallery[0].credit : null,
      thumbnail: thumbnail ?? image,
      gallery,
      places: hut.place ? [hut.place.trim()] : [],
      regions: region ? [region] : [],
      needsRegion: !region,
      durations: [],
      difficulties: [],
      // DOC's status is OPEN or CLSD.
      isClosed: hut.status.trim().toUpperCase() !== 'OPEN',
      lat: round5(hut.lat),
      lng: round5(hut.lon),
      distanceKm: null,
      trackType: null,
      walkingDuration: null,
      numberOfBunks: hut.numberOfBunks ?? null,
      infoLink: cleanText(hut.staticLink),
      // The detail API only writes `bookable` when the hut takes bookings.
      bookable: hut.bookable === true,
      dogsAllowed: null,
      dogsAllowedInformation: null,
      wheelchairFriendly: null,
      category: cleanText(hut.hutCategory),
      facilities: hut.facilities ?? [],
      isRecommended: false,
      line: null,
      activities: [],
    };
  });
}

function buildCampsites(sources: Sources): Array<Draft & { needsRegion: boolean }> {
  return sources.campsites.map((feature) => {
    const p = feature.properties;
    const [lng, lat] = feature.geometry.coordinates;
    const dogs = parseDogRule(p.dogsAllowed);
    const thumbnail = imageUrl(p.introductionThumbnail);
    const region = cleanText(p.region);
    return {
      type: 'Campsite' as const,
      sourceKey: String(p.assetId),
      title: p.name.trim(),
      introduction: cleanText(p.introduction),
      image: thumbnail,
      imageAlt: thumbnail ? p.name.trim() : null,
      photoCredit: null,
      thumbnail,
      gallery: [],
      places: p.place ? [p.place.trim()] : [],
      regions: region ? [region] : [],
      needsRegion: !region,
      durations: [],
      difficulties: [],
      isClosed: false,
      lat: round5(lat),
      lng: round5(lng),
      distanceKm: null,
      trackType: null,
      walkingDuration: null,
      numberOfBunks: null,
      infoLink: cleanText(p.staticLink),
      bookable: p.bookable ? p.bookable.trim().toLowerCase() === 'yes' : null,
      dogsAllowed: dogs.allowed,
      dogsAllowedInformation: dogs.information,
      wheelchairFriendly: null,
      category: cleanText(p.campsiteCategory),
      facilities: (p.facilities ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
      isRecommended: false,
      line: null,
      activities: [],
    };
  });
}

export function buildImportPlan(sources: Sources): ImportPlan {
  const notes: ImportNotes = {
    tracksFromBoth: 0,
    tracksFromApiOnly: 0,
    tracksFromWalkingExperiencesOnly: 0,
    tracksWithLine: 0,
    linesFromNamedFiles: [],
    namedLinesWithoutTrack: [],
    regionsByPointInPolygon: 0,
    durationsEstimated: 0,
  };
  const durations = orderDurationTitles(sources.apiTracks.flatMap((t) => t.walkDurationCategory.map((d) => d.trim())).filter(Boolean));
  const drafts = [...buildTracks(sources, durations, notes), ...buildHuts(sources), ...buildCampsites(sources)];

  const known: RegionedPoint[] = drafts.flatMap((d) => (d.regions[0] ? [{ lat: d.lat, lng: d.lng, region: d.regions[0] }] : []));
  const resolver = new RegionResolver(sources.regionOutlines, known);
  for (const draft of drafts) {
    if (!draft.needsRegion) continue;
    const region = resolver.resolve(draft.lat, draft.lng);
    if (region) {
      draft.regions = [region];
      notes.regionsByPointInPolygon++;
    }
  }

  const difficulties = orderDifficultyTitles(drafts.flatMap((d) => d.difficulties));
  const regions = buildRegions(drafts);
  const gearPresets = buildGearPresets(sources.gearPresets);
  checkSafetyTexts(sources.safetyTexts);
  const locations = assignSlugs(drafts.map(({ needsRegion: _, ...draft }) => draft)).map(({ activities, ...draft }) => {
    const gear = chooseGearPresets(draft);
    const safety = buildSafetyTexts(sources.safetyTexts, { ...draft, activities });
    return {
      ...draft,
      gearListPresets: gear.presets,
      durationCategoryGearList: gear.start,
      essentialPreparation: safety.essentialPreparation,
      weatherConditions: safety.weatherConditions,
      sharedUse: safety.sharedUse,
      searchTitle: searchKey(draft.title),
      searchText: searchKey([draft.title, ...draft.places, ...draft.regions].join(' ')),
    };
  });
  return { locations, regions, durations, difficulties, gearPresets, notes };
}

/** Every region in the data, centred on its tracks (or on all its locations when it has none). */
function buildRegions(drafts: Draft[]): RegionRecord[] {
  const titles = unique(drafts.flatMap((d) => d.regions)).sort((a, b) => a.localeCompare(b));
  return titles.map((title) => {
    const members = drafts.filter((d) => d.regions.includes(title));
    const tracks = members.filter((d) => d.type === 'Track');
    const points = tracks.length > 0 ? tracks : members;
    const lat = points.reduce((sum, d) => sum + d.lat, 0) / points.length;
    const lng = points.reduce((sum, d) => sum + d.lng, 0) / points.length;
    return { title, lat: round5(lat), lng: round5(lng) };
  });
}
