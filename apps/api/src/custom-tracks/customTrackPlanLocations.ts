/**
 * Custom tracks as places of plans (the plan API's `PlanLocationSource` for 'Custom
 * Track', src/plans/plan-locations.ts): a plan may be made on the owner's own custom
 * track only, and shows it like a track without a page on the DOC website.
 */
import type { Queryable } from '../db/database.ts';
import type { LineGeometry } from '../lib/geo.ts';
import type { PlanLocationDetails, PlanLocationSource } from '../plans/plan-locations.ts';

export const CUSTOM_TRACK_NOT_YOURS = 'We could not find that custom track.';

type Row = {
  id: number;
  title: string;
  lat: number;
  lng: number;
  distance_m: number;
  line: LineGeometry | null;
};

export const customTrackPlanLocations: PlanLocationSource = {
  async load(db: Queryable, ids, { withLine }) {
    if (ids.length === 0) return new Map();
    const rows = await db.query<Row>(
      `SELECT id, title, lat, lng, distance_m, ${withLine ? 'line' : 'NULL::jsonb AS line'} FROM custom_tracks WHERE id = ANY($1::int[])`,
      [[...ids]],
    );
    return new Map(
      rows.map((row): [number, PlanLocationDetails] => [
        row.id,
        {
          location: {
            id: row.id,
            type: 'Custom Track',
            slug: null,
            title: row.title,
            singular_name: 'custom track',
            is_closed: false,
            locations: [],
            regions: [],
            lat: row.lat,
            lng: row.lng,
            thumbnail: null,
            distance: Math.round(row.distance_m) / 1000,
            walking_duration: null,
            difficulty: [],
          },
          line: row.line,
          infoLink: null,
        },
      ]),
    );
  },
  async refusal(db, id, ownerId) {
    const rows = await db.query('SELECT 1 FROM custom_tracks WHERE id = $1 AND user_id = $2', [id, ownerId]);
    return rows.length > 0 ? null : CUSTOM_TRACK_NOT_YOURS;
  },
};
