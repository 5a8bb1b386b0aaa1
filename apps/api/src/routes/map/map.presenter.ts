import type { MapLineFeature, MapLinesResponse } from '@planmywalk/contracts';
import type { MapLineRow } from './map.queries.ts';

function presentLine(row: MapLineRow): MapLineFeature {
  const properties = { id: row.id, slug: row.slug, title: row.title };
  return row.line.type === 'LineString'
    ? { type: 'Feature', geometry: { type: 'LineString', coordinates: row.line.coordinates as [number, number][] }, properties }
    : { type: 'Feature', geometry: { type: 'MultiLineString', coordinates: row.line.coordinates as [number, number][][] }, properties };
}

export function presentMapLines(rows: MapLineRow[]): MapLinesResponse {
  return { type: 'FeatureCollection', features: rows.map(presentLine) };
}
