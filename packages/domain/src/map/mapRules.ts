/**
 * The map's zoom rules (spec part 1 §4 map behaviour). Plain numbers and functions so
 * the map adapter stays thin and the rules are tested without WebGL.
 */

/**
 * New Zealand as the map shows it (spec part 1 §4: "bounded to about lng 165 to 180
 * and lat -49 to -33"), [[west, south], [east, north]] as [lng, lat]. The map fits
 * this box and cannot be zoomed or moved further out than fitting it on its screen
 * allows (see `boundsForView`).
 *
 * The mainland and Stewart Island (south to -47.3°, west to 166.4°) sit inside with a
 * degree or more to spare, so no coast touches the edge. The Chatham Islands (about
 * -176.5°, i.e. 183.5° east, 800 km away) are deliberately outside: taking them in
 * would make the box half as wide again and shrink the mainland on every screen.
 * Their four DOC walks are still found by search, and a place's own map is widened
 * to take it in (see `mapMaxBounds`).
 */
export const NZ_BOUNDS: [[number, number], [number, number]] = [
  [165, -49],
  [180, -33],
];

type Bounds = [[number, number], [number, number]];

/** Web Mercator's y of a latitude, in degrees as the x of longitudes are. */
function mercatorY(lat: number): number {
  return (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 180) / Math.PI;
}

function latitudeOf(y: number): number {
  return (Math.atan(Math.exp((y * Math.PI) / 180)) * 360) / Math.PI - 90;
}

/**
 * A map's max bounds must hold the whole view, and a screen is rarely the box's shape:
 * bounded to the box itself, a wide screen could not zoom out far enough to show all of
 * a tall country (and a tall phone all of a wide one). This widens the box, evenly on
 * its short side, to the shape of a `width` × `height` px view that fits the box with
 * `padding` px around it: the view can then show all of the box, and no more.
 */
export function boundsForView(bounds: Bounds, width: number, height: number, padding = 0): Bounds {
  const [[west, south], [east, north]] = bounds;
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  if (innerWidth <= 0 || innerHeight <= 0) return bounds;
  const bottom = mercatorY(south);
  const top = mercatorY(north);
  const pxPerDegree = Math.min(innerWidth / (east - west), innerHeight / (top - bottom));
  const extraX = (width / pxPerDegree - (east - west)) / 2;
  const extraY = (height / pxPerDegree - (top - bottom)) / 2;
  return [
    [west - extraX, latitudeOf(bottom - extraY)],
    [east + extraX, latitudeOf(top + extraY)],
  ];
}

/** Room around a place outside `NZ_BOUNDS` that its own map is widened to show, in degrees. */
const FOCUS_MARGIN_DEGREES = 1;

/**
 * A longitude east of 180° written as MapLibre continues the map past the antimeridian
 * (the Chathams' -176.5 is 183.5), so a place there sits beside New Zealand, not a
 * world away.
 */
export function continuousLng(lng: number): number {
  return lng < 0 ? lng + 360 : lng;
}

/**
 * The box the map is bounded to: New Zealand, widened to take in the place it is
 * focused on when that lies outside (a Chatham Islands walk's own map). Fit it to the
 * screen with `boundsForView`.
 */
export function mapMaxBounds(focus: { lng: number; lat: number } | null): [[number, number], [number, number]] {
  const [[west, south], [east, north]] = NZ_BOUNDS;
  if (!focus) return [[west, south], [east, north]];
  const lng = continuousLng(focus.lng);
  return [
    [Math.min(west, lng - FOCUS_MARGIN_DEGREES), Math.min(south, focus.lat - FOCUS_MARGIN_DEGREES)],
    [Math.max(east, lng + FOCUS_MARGIN_DEGREES), Math.max(north, focus.lat + FOCUS_MARGIN_DEGREES)],
  ];
}

/** Region circles show below this zoom; clusters of all places show from it. */
export const REGION_CIRCLES_MAX_ZOOM = 8;
/** Track lines show from this zoom. */
export const TRACK_LINES_MIN_ZOOM = 10;
/** Popups open from this zoom; below it a click zooms in instead. */
export const POPUP_MIN_ZOOM = 10;
/** Selecting a hut or campsite flies here. */
export const PLACE_FLY_TO_ZOOM = 13;
export const CLUSTER_RADIUS = 50;
export const CLUSTER_MAX_ZOOM = 18;

export interface MapLayerVisibility {
  regionCircles: boolean;
  clusters: boolean;
  trackLines: boolean;
}

/**
 * What the map draws at a zoom. While search results are shown, they are clustered
 * from zoom 0 and the region circles give way to them.
 */
export function mapLayerVisibility(zoom: number, showingResults: boolean): MapLayerVisibility {
  return {
    regionCircles: !showingResults && zoom < REGION_CIRCLES_MAX_ZOOM,
    clusters: showingResults || zoom >= REGION_CIRCLES_MAX_ZOOM,
    trackLines: zoom >= TRACK_LINES_MIN_ZOOM,
  };
}

/** Clicking a place: a popup from zoom 10, otherwise zoom in towards it first. */
export function clickAction(zoom: number): 'popup' | 'zoom-in' {
  return zoom >= POPUP_MIN_ZOOM ? 'popup' : 'zoom-in';
}

/** Selecting a result: huts and campsites fly to zoom 13; tracks fit their line instead. */
export function flyToZoomFor(type: 'Track' | 'Hut' | 'Campsite'): number | null {
  return type === 'Track' ? null : PLACE_FLY_TO_ZOOM;
}

/** Map bounds as the search call takes them, clamped to New Zealand. */
export function clampBounds(bounds: [[number, number], [number, number]]): [[number, number], [number, number]] {
  const [[west, south], [east, north]] = bounds;
  const [[minLng, minLat], [maxLng, maxLat]] = NZ_BOUNDS;
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  return [
    [clamp(west, minLng, maxLng), clamp(south, minLat, maxLat)],
    [clamp(east, minLng, maxLng), clamp(north, minLat, maxLat)],
  ];
}
