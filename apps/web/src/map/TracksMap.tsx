import { useEffect, useRef, useState } from 'react';
import {
  FullscreenControl,
  GeolocateControl,
  Map as MapLibreMap,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type GeoJSONSource,
  type MapLayerMouseEvent,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import styled from 'styled-components';
import { palette } from '@planmywalk/ui';
import {
  boundsForView,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  NZ_BOUNDS,
  REGION_CIRCLES_MAX_ZOOM,
  TRACK_LINES_MIN_ZOOM,
  clickAction,
  continuousLng,
  flyToZoomFor,
  mapLayerVisibility,
  mapMaxBounds,
} from '@planmywalk/domain';
import { buildMapStyle, rasterLayerId, type BaseLayer, type RasterLayerConfig } from './mapStyle.ts';
import { ClusterMarkers } from './ClusterMarkers.ts';
import { mapTimingEnabled, markPlacesDrawn } from './mapTiming.ts';
import { RegionMarkers, type RegionCircle } from './RegionMarkers.ts';
import { BaseLayerControl } from './BaseLayerControl.ts';
import { placesToFeatures, type MapPlace } from './places.ts';
import { placeHref } from '../app/placeHref.ts';
import { lineBounds } from './lineBounds.ts';

setWorkerUrl(workerUrl);

type Bounds = [[number, number], [number, number]];
type LinesCollection = GeoJSON.FeatureCollection<GeoJSON.LineString | GeoJSON.MultiLineString>;

export interface TracksMapProps {
  /** GeoJSON of every track, hut and campsite (GET /api/v1/map/points). */
  pointsUrl: string;
  /** GeoJSON of NZ land and regions (GET /api/v1/map/basemap). */
  basemapUrl: string;
  /** Search results: when set, they replace all places and cluster from zoom 0. */
  results: MapPlace[] | null;
  /** Region circles with their track counts, shown below zoom 8. */
  regions: RegionCircle[];
  /** A place to fly to: huts and campsites at zoom 13, tracks to their line. */
  focus: MapPlace | null;
  /** The focused track's own line: drawn at every zoom, and the map fits to it. */
  focusLine?: GeoJSON.Feature<GeoJSON.LineString | GeoJSON.MultiLineString> | null;
  topo?: RasterLayerConfig | null;
  satellite?: RasterLayerConfig | null;
  /** Track lines inside a box [west, south, east, north], from zoom 10. */
  loadLines: (bbox: [number, number, number, number], signal: AbortSignal) => Promise<LinesCollection>;
  /** The user moved or zoomed the map. */
  onBoundsChange: (bounds: Bounds) => void;
  /** The user chose a place from a popup. */
  onOpenPlace: (place: Pick<MapPlace, 'type' | 'slug'>) => void;
}

/** Room kept around New Zealand when the map fits it, in px. */
const FIT_PADDING = 16;
/** One above the last cluster zoom, so places that share a cluster at 18 still separate. */
const MAP_MAX_ZOOM = CLUSTER_MAX_ZOOM + 1;
const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
const TYPE_COLOURS = { Track: palette.forest[700], Hut: palette.tussock[700], Campsite: palette.lake[700] } as const;

/**
 * The tracks map (spec part 1 §4): New Zealand from shipped data, region circles below
 * zoom 8, clustered places from zoom 8 (from 0 while results show), track lines from
 * zoom 10, popups from zoom 10. Loaded lazily: the tracks list paints without it.
 */
export default function TracksMap(props: TracksMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [ready, setReady] = useState(false);
  const [linesCount, setLinesCount] = useState(0);
  const regionMarkers = useRef<RegionMarkers | null>(null);
  const clusterMarkers = useRef<ClusterMarkers | null>(null);

  // Create the map once; props reach the handlers through `latest`.
  useEffect(() => {
    if (!container.current) return;
    const { basemapUrl, pointsUrl, topo, satellite } = latest.current;
    const baseLayer: BaseLayer = topo ? 'topo' : 'satellite';
    const frame = container.current;
    /** New Zealand (or the focused place beyond it) in the shape of the map: all of it shows, no more. */
    const maxBoundsNow = () =>
      boundsForView(mapMaxBounds(latest.current.focus), frame.clientWidth, frame.clientHeight, FIT_PADDING);
    const map = new MapLibreMap({
      container: container.current,
      style: buildMapStyle({ basemapUrl, baseLayer, topo, satellite }),
      // Fit the country to whatever size the container has, and keep the view on it
      // (spec part 1 §4); a place outside, such as a Chatham Islands walk, widens its own map.
      bounds: NZ_BOUNDS,
      fitBoundsOptions: { padding: FIT_PADDING },
      maxBounds: maxBoundsNow(),
      maxZoom: MAP_MAX_ZOOM,
      attributionControl: { compact: true, customAttribution: 'Department of Conservation (DOC), CC BY 4.0' },
      cooperativeGestures: false,
    });
    mapRef.current = map;
    // A resized map (phone rotated, window resized) keeps showing all of the country.
    map.on('resize', () => map.setMaxBounds(maxBoundsNow()));
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new FullscreenControl(), 'top-right');
    map.addControl(new GeolocateControl({ positionOptions: { enableHighAccuracy: false }, trackUserLocation: false }), 'top-right');
    map.addControl(new BaseLayerControl({ initial: baseLayer, topo: Boolean(topo), satellite: Boolean(satellite) }, (layer) => {
      for (const other of ['topo', 'satellite'] as const) {
        if (map.getLayer(rasterLayerId(other))) {
          map.setLayoutProperty(rasterLayerId(other), 'visibility', other === layer ? 'visible' : 'none');
        }
      }
    }), 'top-left');

    regionMarkers.current = new RegionMarkers(map, (region) =>
      map.flyTo({ center: region.coordinates, zoom: REGION_CIRCLES_MAX_ZOOM }),
    );
    clusterMarkers.current = new ClusterMarkers(map, 'places');
    if (mapTimingEnabled()) markPlacesDrawn(map);

    map.on('load', () => {
      map.addSource('lines', { type: 'geojson', data: EMPTY });
      map.addLayer({
        id: 'track-lines',
        type: 'line',
        source: 'lines',
        minzoom: TRACK_LINES_MIN_ZOOM,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': palette.forest[700], 'line-width': 2.5, 'line-opacity': 0.9 },
      });
      map.addSource('focus-line', { type: 'geojson', data: EMPTY });
      map.addLayer({
        id: 'focus-line',
        type: 'line',
        source: 'focus-line',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': palette.alert.orange, 'line-width': 4 },
      });
      map.addSource('places', {
        type: 'geojson',
        data: latest.current.results ? placesToFeatures(latest.current.results) : pointsUrl,
        cluster: true,
        clusterRadius: CLUSTER_RADIUS,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
        maxzoom: MAP_MAX_ZOOM,
      });
      // Invisible: clusters are drawn as HTML buttons (ClusterMarkers); this layer keeps their tiles loaded.
      map.addLayer({
        id: 'clusters',
        type: 'circle',
        source: 'places',
        filter: ['has', 'point_count'],
        paint: { 'circle-radius': 1, 'circle-opacity': 0 },
      });
      map.addLayer({
        id: 'places-points',
        type: 'circle',
        source: 'places',
        filter: ['!', ['has', 'point_count']],
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 4, 12, 7],
          'circle-color': [
            'case',
            ['==', ['get', 'is_closed'], true],
            palette.ink[500],
            ['match', ['get', 'type'], 'Hut', TYPE_COLOURS.Hut, 'Campsite', TYPE_COLOURS.Campsite, TYPE_COLOURS.Track],
          ],
          'circle-stroke-color': palette.white,
          'circle-stroke-width': 1.5,
        },
      });
      setReady(true);
    });

    map.on('click', 'places-points', (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') return;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if (clickAction(map.getZoom()) === 'zoom-in') {
        map.easeTo({ center: [lng, lat], zoom: 10 });
        return;
      }
      const { type, slug, title, is_closed } = feature.properties as Pick<MapPlace, 'type' | 'slug' | 'title'> & {
        is_closed: boolean | string;
      };
      new Popup({ closeButton: true, maxWidth: '260px' })
        .setLngLat([lng, lat])
        .setDOMContent(popupContent({ type, slug, title, closed: is_closed === true || is_closed === 'true' }, () =>
          latest.current.onOpenPlace({ type, slug }),
        ))
        .addTo(map);
    });
    map.on('mouseenter', 'places-points', () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', 'places-points', () => (map.getCanvas().style.cursor = ''));

    let linesRequest: AbortController | null = null;
    map.on('moveend', (event) => {
      // The zoom is on the element for tests and tools that cannot reach the map object.
      map.getContainer().dataset.zoom = map.getZoom().toFixed(2);
      if (map.getZoom() >= TRACK_LINES_MIN_ZOOM) {
        linesRequest?.abort();
        linesRequest = new AbortController();
        const b = map.getBounds();
        latest.current
          .loadLines([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], linesRequest.signal)
          .then((lines) => {
            (map.getSource('lines') as GeoJSONSource | undefined)?.setData(lines);
            setLinesCount(lines.features.length);
          })
          .catch(() => {
            // An aborted or failed load keeps the lines already drawn; the next move retries.
          });
      }
      // Only the user's own moves re-run the search; programmatic fly-tos do not.
      if ('originalEvent' in event && event.originalEvent) {
        const b = map.getBounds();
        latest.current.onBoundsChange([
          [b.getWest(), b.getSouth()],
          [b.getEast(), b.getNorth()],
        ]);
      }
    });

    return () => {
      linesRequest?.abort();
      regionMarkers.current?.remove();
      clusterMarkers.current?.remove();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // Results replace all places; clusters then show from zoom 0.
  const { results, regions, focus, focusLine, pointsUrl } = props;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    const source = map.getSource('places') as GeoJSONSource | undefined;
    source?.setData(results ? placesToFeatures(results) : pointsUrl);
    const apply = () => {
      const visible = mapLayerVisibility(map.getZoom(), results !== null);
      const minzoom = results ? 0 : REGION_CIRCLES_MAX_ZOOM;
      map.setLayerZoomRange('places-points', minzoom, 24);
      map.setLayerZoomRange('clusters', minzoom, 24);
      regionMarkers.current?.setVisible(visible.regionCircles);
      clusterMarkers.current?.setMinZoom(minzoom);
    };
    apply();
    map.on('zoomend', apply);
    return () => {
      map.off('zoomend', apply);
    };
  }, [ready, results, pointsUrl]);

  useEffect(() => {
    if (ready) regionMarkers.current?.setRegions(regions);
  }, [ready, regions]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready || !focus) return;
    const zoom = flyToZoomFor(focus.type);
    const bounds = focusLine ? lineBounds(focusLine.geometry) : null;
    const frame = map.getContainer();
    map.setMaxBounds(boundsForView(mapMaxBounds(focus), frame.clientWidth, frame.clientHeight, FIT_PADDING));
    (map.getSource('focus-line') as GeoJSONSource | undefined)?.setData(focusLine ?? EMPTY);
    if (zoom === null && bounds) map.fitBounds(bounds, { padding: 60, maxZoom: 14 });
    else map.flyTo({ center: [continuousLng(focus.lng), focus.lat], zoom: zoom ?? TRACK_LINES_MIN_ZOOM + 1 });
  }, [ready, focus, focusLine]);

  return (
    <MapFrame
      ref={container}
      role="region"
      aria-label="Map of tracks, huts and campsites"
      data-ready={ready}
      data-lines={linesCount}
    />
  );
}

function popupContent(
  place: { type: MapPlace['type']; slug: string; title: string; closed: boolean },
  onOpen: () => void,
): HTMLElement {
  const root = document.createElement('div');
  root.className = 'pmw-popup';
  const kind = document.createElement('p');
  kind.className = 'pmw-popup-kind';
  kind.textContent = place.closed ? `${place.type} - CLOSED` : place.type;
  const link = document.createElement('a');
  link.href = placeHref(place);
  link.textContent = place.title;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    onOpen();
  });
  root.append(kind, link);
  return root;
}

const MapFrame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 320px;
  background: ${({ theme }) => theme.colors.surfaceSunken};

  .pmw-popup {
    font-family: ${({ theme }) => theme.fonts.body};
  }
  .pmw-popup-kind {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  }
  .pmw-popup a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.link};
  }
  .pmw-region-marker,
  .pmw-cluster-marker {
    width: var(--size);
    height: var(--size);
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
    font: ${({ theme }) => `${theme.fontWeights.bold} ${theme.fontSizes.sm} ${theme.fonts.body}`};
    cursor: pointer;
  }
  .pmw-region-marker {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .pmw-cluster-marker {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  .pmw-region-marker:focus-visible,
  .pmw-cluster-marker:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
  .pmw-base-layers {
    display: flex;
  }
  .pmw-base-layers button {
    width: auto;
    padding: 0 ${({ theme }) => theme.space.xs};
    font: ${({ theme }) => `${theme.fontWeights.semibold} ${theme.fontSizes.xs} ${theme.fonts.body}`};
    color: ${({ theme }) => theme.colors.text};
  }
  .pmw-base-layers button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .pmw-base-layers button:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }
  .maplibregl-ctrl button:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
  }
`;
