/**
 * Custom tracks as places of plans (the plan API's `PlanLocationSource` for 'Custom
 * Track', src/plans/plan-locations.ts): a plan may be made on the owner's own custom
 * track only, and shows it like a track without a page on the DOC website. Its region
 * is the nearest DOC place's (as the custom track's own page says), so the emergency
 * contact's email can say where in New Zealand it is.
 */
import type { IdTitle } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import type { LineGeometry } from '../lib/geo.ts';
import type { PlanLocationDetails, PlanLocationSource } from '../plans/plan-location-source.ts';

export const CUSTOM_TRACK_NOT_YOURS = 'We could not find that custom track.';

type Row = {
  id: number;
  title: string;
  lat: number;
  lng: number;
  distance_m: number;
  line: LineGeometry | null;
  regions: IdTitle[] | null;
};

export const customTrackPlanLocations: PlanLocationSource = {
  async load(db: Queryable, ids, { withLine }) {
    if (ids.length === 0) return new Map();
    const rows = await db.query<Row>(
      // The nearest DOC place by a flat-earth distance (a cosine for the longitude): good enough to name a region.
      `SELECT t.id, t.title, t.lat, t.lng, t.distance_m, ${withLine ? 't.line' : 'NULL::jsonb AS line'},
         (SELECT l.region_list FROM locations l
           ORDER BY (l.lat - t.lat) * (l.lat - t.lat) + (l.lng - t.lng) * (l.lng - t.lng) * 0.5 LIMIT 1) AS regions
       FROM custom_tracks t WHERE t.id = ANY($1::int[])`,
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
            regions: row.regions ?? [],
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
