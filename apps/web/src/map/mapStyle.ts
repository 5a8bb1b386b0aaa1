import type { StyleSpecification } from 'maplibre-gl';
import { palette } from '@planmywalk/ui';

/** A raster tile layer from configuration (LINZ Basemaps topo or aerial, or another provider). */
export interface RasterLayerConfig {
  tiles: string[];
  attribution: string;
  maxzoom?: number;
}

export type BaseLayer = 'topo' | 'satellite';

export interface MapStyleOptions {
  /** GeoJSON of NZ land and region outlines (GET /api/v1/map/basemap): the offline default. */
  basemapUrl: string;
  /** Which configured tile layer shows first; unconfigured layers fall back to the offline map. */
  baseLayer: BaseLayer;
  topo?: RasterLayerConfig | null;
  satellite?: RasterLayerConfig | null;
}

/** Layer id of a configured tile layer; its visibility is the topo/satellite toggle. */
export const rasterLayerId = (layer: BaseLayer) => `${layer}-raster`;

/**
 * The map style. The default draws New Zealand from data shipped with the product, so
 * the map works with no network and no keys; configured topo and satellite tiles are
 * layers over it, one visible at a time. No symbol layers: there are no glyphs offline,
 * so counts are HTML markers.
 */
export function buildMapStyle(options: MapStyleOptions): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {
      basemap: {
        type: 'geojson',
        data: options.basemapUrl,
        attribution: 'Natural Earth; regions: name-suggestion-index',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': palette.lake[100] } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': palette.tussock[100] },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'line-color': palette.lake[400], 'line-width': 1 },
      },
    ],
  };
  for (const layer of ['topo', 'satellite'] as const) {
    const raster = options[layer];
    if (!raster) continue;
    style.sources[layer] = {
      type: 'raster',
      tiles: raster.tiles,
      tileSize: 256,
      attribution: raster.attribution,
      ...(raster.maxzoom !== undefined ? { maxzoom: raster.maxzoom } : {}),
    };
    style.layers.push({
      id: rasterLayerId(layer),
      type: 'raster',
      source: layer,
      layout: { visibility: layer === options.baseLayer ? 'visible' : 'none' },
    });
  }
  return style;
}
