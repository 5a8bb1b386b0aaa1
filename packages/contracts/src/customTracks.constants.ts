/**
 * Custom tracks' plain values (spec part 2 §3, §5, §9): the limits the editor and the
 * server both hold, and the map's figures. Kept apart from the schemas so browser
 * bundles do not carry the schema builder.
 */

/** A marker snaps to the track network within this many metres (spec §9 snap radius). */
export const SNAP_RADIUS_METRES = 100;

/** Markers one custom track may have: hundreds of clicks, or a long GPX walk simplified. */
export const CUSTOM_TRACK_MARKERS_MAX = 500;
/** Points of one segment's line: a snapped day's walk has a few thousand at most. */
export const SEGMENT_POINTS_MAX = 20_000;
/** Points of a whole custom track's line (every segment together). */
export const CUSTOM_TRACK_POINTS_MAX = 100_000;
/** Title: a text field (spec §5, 300 by default); description: a textarea (1000). */
export const CUSTOM_TRACK_TITLE_MAX_LENGTH = 300;
export const CUSTOM_TRACK_DESCRIPTION_MAX_LENGTH = 1000;
/** Tracks per page of GET custom-track?page=n (pages start at 0). */
export const CUSTOM_TRACKS_PAGE_SIZE = 12;

/**
 * Where a custom track may go: New Zealand's main islands, Stewart Island, the Chathams
 * (west of 180°, written as negative longitudes) and the outlying islands DOC looks after.
 */
export const NZ_MARKER_BOUNDS = {
  minLat: -53,
  maxLat: -28,
  /** Longitudes east of 160° or west of -175° (the Chathams). */
  minLngEast: 160,
  maxLngWest: -175,
} as const;

/** True when a [lng, lat] position lies within New Zealand's waters (NZ_MARKER_BOUNDS). */
export function isInNewZealand([lng, lat]: readonly number[]): boolean {
  if (lng === undefined || lat === undefined || !Number.isFinite(lng) || !Number.isFinite(lat)) return false;
  if (lat < NZ_MARKER_BOUNDS.minLat || lat > NZ_MARKER_BOUNDS.maxLat) return false;
  return (lng >= NZ_MARKER_BOUNDS.minLngEast && lng <= 180) || (lng >= -180 && lng <= NZ_MARKER_BOUNDS.maxLngWest);
}

/** GPX files: the largest accepted, and the most track points read from one. */
export const GPX_MAX_BYTES = 5 * 1024 * 1024;
export const GPX_POINTS_MAX = 100_000;
/** A GPX walk becomes at most this many markers (its line is kept whole between them). */
export const GPX_MARKERS_MAX = 60;

// The map of the editor (spec §9).
/** Midpoint markers (drag to add a marker between two) show from this zoom. */
export const MIDPOINT_MARKERS_MIN_ZOOM = 8;
/** Direction arrows along the line, this many pixels apart. */
export const ROUTE_ARROW_SPACING_PX = 75;
export const ROUTE_LINE_WIDTH_PX = 2;
/** Room around the route when the map fits it. */
export const ROUTE_FIT_PADDING_PX = 100;
/** Where the editor opens without a route: the middle of the North Island. */
export const EDITOR_INITIAL_CENTRE: readonly [number, number] = [175.6, -39.3];
export const EDITOR_INITIAL_ZOOM = 6;
/** Slides of the editor's onboarding. */
export const ONBOARDING_SLIDE_COUNT = 4;

// Texts, in the spec's words.
export const TRACK_NAME_REQUIRED = 'Track name is required.';
export const CUSTOM_TRACK_SAVE_FAILED = 'Something has gone wrong. Please try again later.';
export const CUSTOM_TRACK_NOT_FOUND = 'Custom track not found';
export const NO_WALKING_ROUTE = 'No path on the track network joins these points';
export const INVALID_GPX = 'This is not a GPX file we can read: it needs a track or route of at least two points.';
export const GPX_TOO_LARGE = `The GPX file is too large: the most is ${GPX_MAX_BYTES / (1024 * 1024)} MB.`;
export const GPX_TOO_MANY_POINTS = `The GPX file has too many points: the most is ${GPX_POINTS_MAX.toLocaleString('en-NZ')}.`;
export const MARKERS_OUTSIDE_NZ = 'Every marker must be in New Zealand.';
