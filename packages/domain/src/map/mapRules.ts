/**
 * The map's zoom rules (spec part 1 §4 map behaviour). Plain numbers and functions so
 * the map adapter stays thin and the rules are tested without WebGL.
 */

/** Roughly New Zealand: [[west, south], [east, north]] as [lng, lat]. */
export const NZ_BOUNDS: [[number, number], [number, number]] = [
  [165, -49],
  [180, -33],
];

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
