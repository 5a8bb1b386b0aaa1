import type { CustomTrack, CustomTrackSaved, CustomTrackSummary } from '@planmywalk/contracts';
import { presentSummary } from '../locations/location-summary.ts';
import type { CustomTrackRow, CustomTrackSummaryRow } from './customTracks.queries.ts';
import type { RelatedRows } from './related.ts';

/** Kilometres to the metre, as the editor shows them. */
const km = (metres: number) => Math.round(metres) / 1000;

export function presentCustomTrack(row: CustomTrackRow, related: RelatedRows): CustomTrack {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    distance: km(row.distance_m),
    markers: row.markers,
    last_edited: row.updated_at.toISOString(),
    geojson: row.line ? { type: 'Feature', properties: { slug: String(row.id), title: row.title }, geometry: row.line } : null,
    lat: row.lat,
    lng: row.lng,
    locations: (related.nearest?.places ?? []).map((title) => ({ title })),
    regions: related.nearest?.regions ?? [],
    related: {
      tracks: related.tracks.map(presentSummary),
      huts: related.huts.map(presentSummary),
      campsites: related.campsites.map(presentSummary),
    },
    share_key: row.share_key,
  };
}

export function presentCustomTrackSummary(row: CustomTrackSummaryRow): CustomTrackSummary {
  return { id: row.id, title: row.title, distance: km(row.distance_m), last_edited: row.updated_at.toISOString(), share_key: row.share_key };
}

export function presentSaved(row: { id: number; distance_m: number; updated_at: Date }): CustomTrackSaved {
  return { id: row.id, distance: km(row.distance_m), last_edited: row.updated_at.toISOString() };
}
