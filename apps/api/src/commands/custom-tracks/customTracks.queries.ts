import type { CustomTrackMarker } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import type { LngLat } from '../../custom-tracks/markers.ts';

export interface CustomTrackValues {
  title: string;
  description: string;
  markers: CustomTrackMarker[];
  distanceM: number;
  line: LngLat[] | null;
  start: LngLat;
}

export type SavedRow = {
  id: number;
  distance_m: number;
  updated_at: Date;
};

const lineJson = (line: LngLat[] | null) => (line ? JSON.stringify({ type: 'LineString', coordinates: line }) : null);

export async function insertCustomTrack(db: Queryable, userId: number, values: CustomTrackValues, shareKey: string, now: Date): Promise<SavedRow> {
  const [row] = await db.query<SavedRow>(
    `INSERT INTO custom_tracks (user_id, title, description, markers, distance_m, line, lat, lng, share_key, created_at, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7, $8, $9, $10, $10)
     RETURNING id, distance_m, updated_at`,
    [userId, values.title, values.description, JSON.stringify(values.markers), values.distanceM, lineJson(values.line), values.start[1], values.start[0], shareKey, now],
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Null when the track is not this user's (or gone). */
export async function updateCustomTrackRow(db: Queryable, userId: number, id: number, values: CustomTrackValues, now: Date): Promise<SavedRow | null> {
  const [row] = await db.query<SavedRow>(
    `UPDATE custom_tracks SET title = $3, description = $4, markers = $5::jsonb, distance_m = $6, line = $7::jsonb,
            lat = $8, lng = $9, updated_at = $10
     WHERE id = $1 AND user_id = $2
     RETURNING id, distance_m, updated_at`,
    [id, userId, values.title, values.description, JSON.stringify(values.markers), values.distanceM, lineJson(values.line), values.start[1], values.start[0], now],
  );
  return row ?? null;
}

/** Locks the user's track for a delete; false when it is not theirs (or gone). */
export async function lockOwnCustomTrack(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('SELECT id FROM custom_tracks WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, userId]);
  return rows.length > 0;
}

export type PlanOnTrack = { id: string; name: string; in_use: boolean };

/**
 * The plans made on a custom track (only its owner can make them), locked for the delete.
 * `in_use`: published, not completed and not checked in for its planned end ('I'm back
 * safely'), so its emergency contact may be relying on it (ADR 035).
 */
export async function plansOnCustomTrack(db: Queryable, id: number): Promise<PlanOnTrack[]> {
  return db.query<PlanOnTrack>(
    `SELECT p.id::text AS id, COALESCE(NULLIF(p.custom_trip_name, ''), t.title) AS name, (p.is_published AND NOT p.is_complete
             AND NOT EXISTS (SELECT 1 FROM plan_check_ins c WHERE c.plan_id = p.id AND c.ends_at = p.ends_at AND c.checked_in_at IS NOT NULL)) AS in_use
       FROM plans p JOIN custom_tracks t ON t.id = p.custom_track_id
      WHERE p.location_type = 'Custom Track' AND p.custom_track_id = $1
      ORDER BY p.created_at
        FOR UPDATE OF p`,
    [id],
  );
}

/** True when a track of this user's was deleted. */
export async function deleteCustomTrackRow(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM custom_tracks WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}

/** A copy of the track the share key names, as the user's own; null when no track has that key. */
export async function copySharedTrack(db: Queryable, shareKey: string, userId: number, newShareKey: string, now: Date): Promise<SavedRow | null> {
  const [row] = await db.query<SavedRow>(
    `INSERT INTO custom_tracks (user_id, title, description, markers, distance_m, line, lat, lng, share_key, created_at, updated_at)
     SELECT $2, title, description, markers, distance_m, line, lat, lng, $3, $4, $4
     FROM custom_tracks WHERE share_key = $1
     RETURNING id, distance_m, updated_at`,
    [shareKey, userId, newShareKey, now],
  );
  return row ?? null;
}

/** A copy of the user's own track `id`, or null when they have none of that id. */
export async function copyOwnTrack(db: Queryable, id: number, userId: number, newShareKey: string, now: Date): Promise<SavedRow | null> {
  const [row] = await db.query<SavedRow>(
    `INSERT INTO custom_tracks (user_id, title, description, markers, distance_m, line, lat, lng, share_key, created_at, updated_at)
     SELECT user_id, title, description, markers, distance_m, line, lat, lng, $3, $4, $4
     FROM custom_tracks WHERE id = $1 AND user_id = $2
     RETURNING id, distance_m, updated_at`,
    [id, userId, newShareKey, now],
  );
  return row ?? null;
}
