import type { GalleryImage, LocationType } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import {
  distanceKm,
  distanceToLineKm,
  expandBox,
  lineBoundingBox,
  pointBox,
  type BoundingBox,
  type LineGeometry,
} from '../lib/geo.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from './location-summary.ts';

/** Huts and campsites this close to a track's line count as on or near it. */
export const NEARBY_LINE_KM = 1;
/** Around a point (a hut, a campsite, a track without a line). */
export const NEARBY_POINT_KM = 5;
/** Most huts (and most campsites) listed with a location. */
export const NEARBY_LIMIT = 20;

export interface LocationRow extends SummaryRow {
  introduction: string | null;
  image: string | null;
  image_alt: string | null;
  photo_credit: string | null;
  gallery: GalleryImage[];
  dogs_allowed: boolean | null;
  dogs_allowed_information: string | null;
  wheelchair_friendly: boolean | null;
  line: LineGeometry | null;
  /** The presets the location offers, in the gear page's order. */
  gear_list_presets: Array<{ id: string; title: string }>;
  duration_category_gear_list: string | null;
  /** Null in a database not imported since migration 018. */
  essential_preparation: string | null;
  weather_conditions: string | null;
  shared_use: string | null;
}

export interface NearbyRow extends SummaryRow {
  km: number;
}

const LOCATION_SELECT = `SELECT ${SUMMARY_COLUMNS}, l.introduction, l.image, l.image_alt, l.photo_credit, l.gallery,
            l.dogs_allowed, l.dogs_allowed_information, l.wheelchair_friendly, l.line,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('id', p.id, 'title', p.title) ORDER BY p.position)
                      FROM gear_list_presets p WHERE p.id = ANY (l.gear_list_presets)), '[]') AS gear_list_presets,
            l.duration_category_gear_list, l.essential_preparation, l.weather_conditions, l.shared_use
     FROM locations l`;

export async function findLocationBySlug(db: Queryable, type: LocationType, slug: string): Promise<LocationRow | null> {
  const [row] = await db.query<LocationRow>(`${LOCATION_SELECT} WHERE l.type = $1 AND l.slug = $2`, [type, slug]);
  return row ?? null;
}

export async function findLocationById(db: Queryable, id: number): Promise<LocationRow | null> {
  const [row] = await db.query<LocationRow>(`${LOCATION_SELECT} WHERE l.id = $1`, [id]);
  return row ?? null;
}

/**
 * Huts and campsites on a track (near its line) or around a point, nearest first.
 * The box query uses the lat/lng btree indexes; exact distances are measured here on
 * the few rows inside it.
 */
export async function findNearby(
  db: Queryable,
  location: Pick<LocationRow, 'id' | 'lat' | 'lng' | 'line'>,
): Promise<{ huts: NearbyRow[]; campsites: NearbyRow[] }> {
  const lineBox = location.line ? lineBoundingBox(location.line) : null;
  const box: BoundingBox = lineBox
    ? expandBox(lineBox, NEARBY_LINE_KM)
    : pointBox([location.lng, location.lat], NEARBY_POINT_KM);
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM locations l
     WHERE l.type IN ('Hut', 'Campsite') AND l.id <> $1
       AND l.lat BETWEEN $2 AND $3 AND l.lng BETWEEN $4 AND $5`,
    [location.id, box.minLat, box.maxLat, box.minLng, box.maxLng],
  );
  const line = lineBox ? location.line : null;
  const measured = rows
    .map((row) => ({
      ...row,
      km: line ? distanceToLineKm([row.lng, row.lat], line) : distanceKm([row.lng, row.lat], [location.lng, location.lat]),
    }))
    .filter((row) => row.km <= (line ? NEARBY_LINE_KM : NEARBY_POINT_KM))
    .sort((a, b) => a.km - b.km || a.title.localeCompare(b.title));
  return {
    huts: measured.filter((r) => r.type === 'Hut').slice(0, NEARBY_LIMIT),
    campsites: measured.filter((r) => r.type === 'Campsite').slice(0, NEARBY_LIMIT),
  };
}
