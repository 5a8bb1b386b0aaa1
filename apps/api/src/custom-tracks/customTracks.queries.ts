import type { CustomTrackMarker } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import { lineBoundingBox, expandBox, type LineGeometry } from '../lib/geo.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from '../locations/location-summary.ts';

export type CustomTrackRow = {
  id: number;
  user_id: number;
  title: string;
  description: string;
  markers: CustomTrackMarker[];
  distance_m: number;
  line: { type: 'LineString'; coordinates: [number, number][] } | null;
  lat: number;
  lng: number;
  share_key: string;
  updated_at: Date;
};

export type CustomTrackSummaryRow = Pick<CustomTrackRow, 'id' | 'title' | 'distance_m' | 'share_key' | 'updated_at'>;

/** The user's own track; null for a missing one and for anyone else's alike. */
export async function findOwnCustomTrack(db: Queryable, userId: number, id: number): Promise<CustomTrackRow | null> {
  const [row] = await db.query<CustomTrackRow>(
    `SELECT id, user_id, title, description, markers, distance_m, line, lat, lng, share_key, updated_at
     FROM custom_tracks WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return row ?? null;
}

/** One page of the user's tracks, last edited first; one more row than the page says whether more follow. */
export async function listCustomTracks(db: Queryable, userId: number, page: number, size: number): Promise<{ rows: CustomTrackSummaryRow[]; more: boolean }> {
  const rows = await db.query<CustomTrackSummaryRow>(
    `SELECT id, title, distance_m, share_key, updated_at FROM custom_tracks
     WHERE user_id = $1 ORDER BY updated_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, size + 1, page * size],
  );
  return { rows: rows.slice(0, size), more: rows.length > size };
}

export async function hasCustomTracks(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM custom_tracks WHERE user_id = $1 LIMIT 1', [userId]);
  return rows.length > 0;
}

export interface NearLineRow extends SummaryRow {
  line: LineGeometry | null;
}

/**
 * Locations that may be near a line: huts and campsites whose point, and tracks whose
 * line's box, falls in the line's box grown by `km`. Exact distances are measured by
 * the caller on these few rows.
 */
export async function findLocationsNearBox(db: Queryable, line: LineGeometry, km: number): Promise<NearLineRow[]> {
  const box = lineBoundingBox(line);
  if (!box) return [];
  const near = expandBox(box, km);
  return db.query<NearLineRow>(
    `SELECT ${SUMMARY_COLUMNS}, CASE WHEN l.type = 'Track' THEN l.line END AS line FROM locations l
     WHERE (l.type IN ('Hut', 'Campsite') AND l.lat BETWEEN $2 AND $4 AND l.lng BETWEEN $1 AND $3)
        OR (l.type = 'Track' AND l.line_bounds && box(point($1, $2), point($3, $4)))`,
    [near.minLng, near.minLat, near.maxLng, near.maxLat],
  );
}
