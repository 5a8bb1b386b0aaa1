import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  FullscreenControl,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type GeoJSONSource,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import styled from 'styled-components';
import {
  EDITOR_INITIAL_CENTRE,
  EDITOR_INITIAL_ZOOM,
  MIDPOINT_MARKERS_MIN_ZOOM,
  ROUTE_ARROW_SPACING_PX,
  ROUTE_FIT_PADDING_PX,
  ROUTE_LINE_WIDTH_PX,
} from '@planmywalk/contracts';
import { palette } from '@planmywalk/ui';
import { TRACK_LINES_MIN_ZOOM, boundsForView, mapMaxBounds, type MidpointHandle, type SegmentStatus } from '@planmywalk/domain';
import { BaseLayerControl } from './BaseLayerControl.ts';
import { buildMapStyle, rasterLayerId, type BaseLayer } from './mapStyle.ts';
import type { MapSources } from './useMapSources.ts';

setWorkerUrl(workerUrl);

export interface EditorMapMarker {
  id: string;
  lng: number;
  lat: number;
  /** 1-based, as the popup names it. */
  number: number;
  selected: boolean;
  /** A marker being moved shows where it would go. */
  moving: boolean;
}

export interface EditorMapSegment {
  coordinates: Array<[number, number]>;
  status: SegmentStatus;
}

export interface EditorMapProps extends Pick<MapSources, 'basemapUrl' | 'topo' | 'satellite' | 'loadLines'> {
  markers: readonly EditorMapMarker[];
  segments: readonly EditorMapSegment[];
  midpoints: readonly MidpointHandle[];
  /** Changes when the map should fit the whole route (a track opened, a GPX file read). */
  fitKey: string | null;
  /** Where the map opens when there is no route: [lng, lat, zoom]. */
  initialView?: [number, number, number] | null;
  onMapClick: (lng: number, lat: number) => void;
  onMarkerClick: (id: string) => void;
  /** A midpoint handle was dropped (or pressed): a marker goes there, before `beforeId`. */
  onMidpoint: (beforeId: string, lng: number, lat: number) => void;
  /** The selected marker's popup content, shown over it. */
  popup: ReactNode;
  popupAt: [number, number] | null;
}

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
const ARROW_IMAGE = 'route-arrow';

/** A small chevron for the direction arrows, drawn on a canvas: symbol icons need no glyphs offline. */
function arrowImage(): ImageData {
  const size = 24;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return new ImageData(size, size);
  context.strokeStyle = palette.white;
  context.lineWidth = 5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  const chevron = () => {
    context.beginPath();
    context.moveTo(8, 6);
    context.lineTo(16, 12);
    context.lineTo(8, 18);
    context.stroke();
  };
  chevron();
  context.strokeStyle = palette.forest[800];
  context.lineWidth = 2.5;
  chevron();
  return context.getImageData(0, 0, size, size);
}

function routeFeatures(segments: readonly EditorMapSegment[]): GeoJSON.FeatureCollection<GeoJSON.LineString> {
  return {
    type: 'FeatureCollection',
    features: segments
      .filter((segment) => segment.coordinates.length >= 2)
      .map((segment) => ({
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: segment.coordinates },
        // Spec §8: a segment without a route is a straight dashed line (and so, meanwhile, one being routed).
        properties: { dashed: segment.status === 'failed' || segment.status === 'routing', status: segment.status },
      })),
  };
}

function routeBounds(segments: readonly EditorMapSegment[]): [[number, number], [number, number]] | null {
  const points = segments.flatMap((s) => s.coordinates);
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lng, lat] of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * The custom-track editor's map (spec part 2 §2, §9): markers as buttons (keyboard
 * reachable, each opening its popup), the route with direction arrows every 75 px and a
 * line 2 px wide (dashed where no route was found), midpoint handles from zoom 8 to add
 * a marker between two, DOC's track lines from zoom 10 to aim at, topo and satellite, and
 * a fit to the route with 100 px of padding. The editor's state lives in the store; this
 * draws it and reports clicks.
 */
export default function EditorMap(props: EditorMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [ready, setReady] = useState(false);
  const markerRefs = useRef(new Map<string, { marker: Marker; element: HTMLButtonElement }>());
  const midpointRefs = useRef<Marker[]>([]);
  const popupRef = useRef<{ popup: Popup; element: HTMLDivElement } | null>(null);
  const [popupElement, setPopupElement] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const { basemapUrl, topo, satellite, initialView } = latest.current;
    const baseLayer: BaseLayer = topo ? 'topo' : 'satellite';
    const frame = container.current;
    const map = new MapLibreMap({
      container: frame,
      style: buildMapStyle({ basemapUrl, baseLayer, topo, satellite }),
      center: initialView ? [initialView[0], initialView[1]] : [...EDITOR_INITIAL_CENTRE],
      zoom: initialView ? initialView[2] : EDITOR_INITIAL_ZOOM,
      maxBounds: boundsForView(mapMaxBounds(null), frame.clientWidth, frame.clientHeight, 16),
      maxZoom: 18,
      attributionControl: { compact: true, customAttribution: 'Department of Conservation (DOC), CC BY 4.0' },
      doubleClickZoom: false,
    });
    mapRef.current = map;
    map.on('resize', () => map.setMaxBounds(boundsForView(mapMaxBounds(null), frame.clientWidth, frame.clientHeight, 16)));
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new FullscreenControl(), 'top-right');
    map.addControl(
      new BaseLayerControl({ initial: baseLayer, topo: Boolean(topo), satellite: Boolean(satellite) }, (layer) => {
        for (const other of ['topo', 'satellite'] as const) {
          if (map.getLayer(rasterLayerId(other))) map.setLayoutProperty(rasterLayerId(other), 'visibility', other === layer ? 'visible' : 'none');
        }
      }),
      'top-left',
    );
    const popupElementNode = document.createElement('div');
    popupRef.current = { popup: new Popup({ closeButton: false, closeOnClick: false, maxWidth: '320px', offset: 18 }).setDOMContent(popupElementNode), element: popupElementNode };
    setPopupElement(popupElementNode);

    let linesRequest: AbortController | null = null;
    // DOC's lines in view, to aim at: on load (the editor may open already zoomed in,
    // with no move to come) and after every move.
    const loadLinesInView = () => {
      if (map.getZoom() < TRACK_LINES_MIN_ZOOM || !map.getSource('doc-lines')) return;
      linesRequest?.abort();
      linesRequest = new AbortController();
      const b = map.getBounds();
      latest.current
        .loadLines([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], linesRequest.signal)
        .then((lines) => {
          (map.getSource('doc-lines') as GeoJSONSource | undefined)?.setData(lines);
          frame.dataset.trackLines = String(lines.features.length);
        })
        .catch(() => {
          // Context only: the next move tries again.
        });
    };
    const describeView = () => {
      const centre = map.getCenter();
      frame.dataset.zoom = map.getZoom().toFixed(2);
      frame.dataset.center = `${centre.lng.toFixed(6)},${centre.lat.toFixed(6)}`;
    };
    describeView();

    map.on('load', () => {
      map.addImage(ARROW_IMAGE, arrowImage());
      map.addSource('doc-lines', { type: 'geojson', data: EMPTY });
      map.addLayer({
        id: 'doc-lines',
        type: 'line',
        source: 'doc-lines',
        minzoom: TRACK_LINES_MIN_ZOOM,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': palette.tussock[700], 'line-width': 3, 'line-opacity': 0.55 },
      });
      map.addSource('route', { type: 'geojson', data: EMPTY });
      map.addLayer({
        id: 'route-solid',
        type: 'line',
        source: 'route',
        filter: ['!', ['get', 'dashed']],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': palette.alert.orange, 'line-width': ROUTE_LINE_WIDTH_PX },
      });
      map.addLayer({
        id: 'route-dashed',
        type: 'line',
        source: 'route',
        filter: ['get', 'dashed'],
        paint: { 'line-color': palette.alert.orange, 'line-width': ROUTE_LINE_WIDTH_PX, 'line-dasharray': [3, 2] },
      });
      map.addLayer({
        id: 'route-arrows',
        type: 'symbol',
        source: 'route',
        layout: {
          'symbol-placement': 'line',
          'symbol-spacing': ROUTE_ARROW_SPACING_PX,
          'icon-image': ARROW_IMAGE,
          'icon-size': 0.6,
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
          'icon-rotation-alignment': 'map',
        },
      });
      setReady(true);
      loadLinesInView();
    });

    map.on('click', (event) => latest.current.onMapClick(Number(event.lngLat.lng.toFixed(6)), Number(event.lngLat.lat.toFixed(6))));

    map.on('moveend', () => {
      describeView();
      loadLinesInView();
    });

    const markers = markerRefs.current;
    return () => {
      linesRequest?.abort();
      markers.forEach(({ marker }) => marker.remove());
      markers.clear();
      midpointRefs.current.forEach((m) => m.remove());
      popupRef.current?.popup.remove();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  const { markers, segments, midpoints, fitKey, popupAt, popup } = props;

  // The route.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    (map.getSource('route') as GeoJSONSource | undefined)?.setData(routeFeatures(segments));
    container.current?.setAttribute('data-segments', segments.map((s) => s.status).join(','));
  }, [ready, segments]);

  // Markers: one button each, kept across renders so focus stays on the one in use.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const known = markerRefs.current;
    const wanted = new Set(markers.map((m) => m.id));
    for (const [id, { marker }] of known) {
      if (!wanted.has(id)) {
        marker.remove();
        known.delete(id);
      }
    }
    for (const m of markers) {
      let entry = known.get(m.id);
      if (!entry) {
        const element = document.createElement('button');
        element.type = 'button';
        element.className = 'pmw-editor-marker';
        for (const type of ['mousedown', 'pointerdown', 'dblclick'] as const) element.addEventListener(type, (event) => event.stopPropagation());
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          latest.current.onMarkerClick(m.id);
        });
        entry = { element, marker: new Marker({ element }).setLngLat([m.lng, m.lat]).addTo(map) };
        known.set(m.id, entry);
      }
      entry.marker.setLngLat([m.lng, m.lat]);
      entry.element.textContent = String(m.number);
      entry.element.setAttribute('aria-label', `Marker ${m.number}${m.selected ? ', selected' : ''}`);
      entry.element.setAttribute('aria-pressed', String(m.selected));
      entry.element.dataset.moving = String(m.moving);
    }
    container.current?.setAttribute('data-markers', String(markers.length));
  }, [markers, ready]);

  // Midpoint handles from zoom 8 (spec §9): drag one off the line, or press it, to add a marker there.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    midpointRefs.current.forEach((m) => m.remove());
    midpointRefs.current = midpoints.map((handle) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = 'pmw-editor-midpoint';
      element.setAttribute('aria-label', 'Add a marker here');
      for (const type of ['mousedown', 'pointerdown', 'dblclick'] as const) element.addEventListener(type, (event) => event.stopPropagation());
      const marker = new Marker({ element, draggable: true }).setLngLat(handle.position);
      let dragged = false;
      marker.on('dragstart', () => (dragged = true));
      marker.on('dragend', () => {
        const at = marker.getLngLat();
        latest.current.onMidpoint(handle.beforeId, Number(at.lng.toFixed(6)), Number(at.lat.toFixed(6)));
      });
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        if (!dragged) latest.current.onMidpoint(handle.beforeId, handle.position[0], handle.position[1]);
      });
      return marker;
    });
    const show = () => {
      const visible = map.getZoom() >= MIDPOINT_MARKERS_MIN_ZOOM;
      midpointRefs.current.forEach((m) => (visible ? m.addTo(map) : m.remove()));
    };
    show();
    map.on('zoomend', show);
    return () => {
      map.off('zoomend', show);
    };
  }, [midpoints, ready]);

  // The popup over the selected marker.
  useEffect(() => {
    const map = mapRef.current;
    const entry = popupRef.current;
    if (!map || !entry) return;
    if (popupAt) entry.popup.setLngLat(popupAt).addTo(map);
    else entry.popup.remove();
  }, [popupAt, ready]);

  // Fit to the whole route when asked (spec §9: padding 100).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready || !fitKey) return;
    const bounds = routeBounds(latest.current.segments);
    if (bounds) map.fitBounds(bounds, { padding: ROUTE_FIT_PADDING_PX, maxZoom: 15, duration: 0 });
  }, [ready, fitKey]);

  return (
    <>
      <MapFrame ref={container} role="region" aria-label="Custom track map: click to add a marker" data-ready={ready} />
      {popupElement && popup ? createPortal(popup, popupElement) : null}
    </>
  );
}

const MapFrame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 320px;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  cursor: crosshair;

  .maplibregl-canvas-container.maplibregl-interactive {
    cursor: crosshair;
  }
  .pmw-editor-marker {
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: ${({ theme }) => `${theme.fontWeights.bold} ${theme.fontSizes.xs} ${theme.fonts.body}`};
    box-shadow: ${({ theme }) => theme.shadows.md};
    cursor: pointer;
  }
  .pmw-editor-marker[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    transform: scale(1.15);
  }
  .pmw-editor-marker[data-moving='true'] {
    opacity: 0.6;
  }
  .pmw-editor-midpoint {
    width: 0.9rem;
    height: 0.9rem;
    padding: 0;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    cursor: grab;
  }
  .pmw-editor-marker:focus-visible,
  .pmw-editor-midpoint:focus-visible,
  .maplibregl-ctrl button:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
  .maplibregl-popup-content {
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.md};
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
`;
