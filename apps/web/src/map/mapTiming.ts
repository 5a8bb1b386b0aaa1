import type { Map as MapLibreMap, MapSourceDataEvent } from 'maplibre-gl';

/** Names of the performance marks `pnpm bench:map` reads. */
export const MAP_MARKS = {
  /** The places source has its data: every location fetched and clustered in the worker. */
  placesLoaded: 'pmw-map:places-loaded',
  /** The first frame with a cluster button on it (none at the country's zoom: region circles show there). */
  clustersShown: 'pmw-map:clusters-shown',
  /** The map next idle after the data arrived: the view drawn, any fly-to finished. */
  placesDrawn: 'pmw-map:places-drawn',
} as const;

declare global {
  interface Window {
    /** Set by `pnpm bench:map` before the app loads; nothing else sets it. */
    pmwMapTiming?: boolean;
  }
}

/** Marks are off unless a benchmark asked for them, so visitors' maps do no extra work. */
export function mapTimingEnabled(): boolean {
  return typeof window !== 'undefined' && window.pmwMapTiming === true;
}

/** Marks when the places source first has its data, the first cluster drawn, and the map next idle. */
export function markPlacesDrawn(map: MapLibreMap): void {
  const onData = (event: MapSourceDataEvent) => {
    if (event.sourceId !== 'places' || !map.isSourceLoaded('places')) return;
    map.off('sourcedata', onData);
    performance.mark(MAP_MARKS.placesLoaded);
    map.once('idle', () => {
      performance.mark(MAP_MARKS.placesDrawn, { detail: { clusters: clusterCount(map) } });
    });
  };
  // After ClusterMarkers' own render listener (added first), so its buttons are in place.
  const onRender = () => {
    if (clusterCount(map) === 0) return;
    map.off('render', onRender);
    performance.mark(MAP_MARKS.clustersShown);
  };
  map.on('sourcedata', onData);
  map.on('render', onRender);
}

const clusterCount = (map: MapLibreMap) => map.getContainer().querySelectorAll('.pmw-cluster-marker').length;
