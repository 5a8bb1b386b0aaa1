import type { IdTitle } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from '../../locations/location-summary.ts';

export interface RegionRow {
  [column: string]: unknown;
  id: number;
  title: string;
  lat: number;
  lng: number;
  track_count: number;
}

export interface TracksOverview {
  pinned: SummaryRow[];
  regions: RegionRow[];
  durations: IdTitle[];
  difficulties: IdTitle[];
}

/** Everything the tracks page needs before a search: recommended tracks and the filter lists. */
export async function loadTracksOverview(db: Queryable): Promise<TracksOverview> {
  const [pinned, regions, durations, difficulties] = await Promise.all([
    db.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM locations l WHERE l.type = 'Track' AND l.is_recommended ORDER BY l.title, l.id`,
    ),
    db.query<RegionRow>(
      `SELECT r.id, r.title, r.lat, r.lng, count(l.id)::int AS track_count
       FROM regions r
       LEFT JOIN location_regions lr ON lr.region_id = r.id
       LEFT JOIN locations l ON l.id = lr.location_id AND l.type = 'Track'
       GROUP BY r.id
       ORDER BY r.title`,
    ),
    db.query<IdTitle & Record<string, unknown>>('SELECT id, title FROM durations ORDER BY position, id'),
    db.query<IdTitle & Record<string, unknown>>('SELECT id, title FROM difficulties ORDER BY position, id'),
  ]);
  return { pinned, regions, durations, difficulties };
}
