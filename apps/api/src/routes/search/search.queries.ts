import { SEARCH_BROWSE_RESULT_LIMIT, SEARCH_TERM_RESULT_LIMIT } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from '../../locations/location-summary.ts';
import { isTrackOnly, type SearchFilters } from './search.schema.ts';

/** Collects parameters and hands back their `$n` placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const TYPE_ORDER = `CASE l.type WHEN 'Track' THEN 0 WHEN 'Hut' THEN 1 ELSE 2 END`;

/**
 * Every filter is a WHERE clause. The term matches the folded title, places and region
 * names by substring (trigram GIN index) or by word similarity (`<%`, same index, for
 * typos); the bounds are range conditions on the lat/lng btree indexes.
 *
 * Order with a term: exact title, title prefix, word prefix in the title, match in
 * places/regions only; then trigram similarity, tracks before huts before campsites,
 * title. Without a term: nearest the bounds' centre, or recommended tracks then title.
 */
export async function searchLocations(db: Queryable, filters: SearchFilters): Promise<SummaryRow[]> {
  if (filters.term === '') return [];
  const p = new Params();
  const where: string[] = [];

  if (isTrackOnly(filters)) where.push(`l.type = 'Track'`);
  if (filters.term !== null) {
    const term = p.add(filters.term);
    where.push(`(l.search_text LIKE ${p.add(`%${filters.term}%`)} OR ${term} <% l.search_text)`);
  }
  if (filters.distance) {
    where.push(`l.distance_km >= ${p.add(filters.distance.min)}`);
    if (filters.distance.max !== null) where.push(`l.distance_km <= ${p.add(filters.distance.max)}`);
  }
  if (filters.wheelchair) where.push('l.wheelchair_friendly');
  if (filters.dogAllowed) where.push('l.dogs_allowed');
  if (filters.durations.length > 0) {
    where.push(
      `EXISTS (SELECT 1 FROM location_durations x WHERE x.location_id = l.id AND x.duration_id = ANY(${p.add(filters.durations)}::int[]))`,
    );
  }
  if (filters.difficulties.length > 0) {
    where.push(
      `EXISTS (SELECT 1 FROM location_difficulties x WHERE x.location_id = l.id AND x.difficulty_id = ANY(${p.add(filters.difficulties)}::int[]))`,
    );
  }
  if (filters.regions.length > 0) {
    where.push(
      `EXISTS (SELECT 1 FROM location_regions x WHERE x.location_id = l.id AND x.region_id = ANY(${p.add(filters.regions)}::int[]))`,
    );
  }

  const bound = filters.bound;
  const crosses = bound !== null && !bound.allLongitudes && bound.west > bound.east;
  if (bound) {
    where.push(`l.lat BETWEEN ${p.add(bound.south)} AND ${p.add(bound.north)}`);
    if (!bound.allLongitudes) {
      const west = p.add(bound.west);
      const east = p.add(bound.east);
      where.push(crosses ? `(l.lng >= ${west} OR l.lng <= ${east})` : `l.lng BETWEEN ${west} AND ${east}`);
    }
  }

  let orderBy: string;
  let limit: number;
  if (filters.term !== null) {
    const term = p.add(filters.term);
    orderBy = `CASE
        WHEN l.search_title = ${term} THEN 0
        WHEN l.search_title LIKE ${p.add(`${filters.term}%`)} THEN 1
        WHEN l.search_title LIKE ${p.add(`% ${filters.term}%`)} THEN 2
        WHEN l.search_title LIKE ${p.add(`%${filters.term}%`)} THEN 3
        ELSE 4 END,
      similarity(l.search_title, ${term}) DESC, ${TYPE_ORDER}, l.title, l.id`;
    limit = SEARCH_TERM_RESULT_LIMIT;
  } else if (bound) {
    // Planar distance to the centre, longitudes scaled by cos(latitude); across 180° in a 0..360 frame.
    const midLat = (bound.south + bound.north) / 2;
    const east = crosses ? bound.east + 360 : bound.east;
    const midLng = bound.allLongitudes ? 0 : (bound.west + east) / 2;
    const lng = crosses ? `(CASE WHEN l.lng < 0 THEN l.lng + 360 ELSE l.lng END)` : 'l.lng';
    orderBy = `power(l.lat - ${p.add(midLat)}, 2) + power((${lng} - ${p.add(midLng)}) * ${p.add(Math.cos((midLat * Math.PI) / 180))}, 2), ${TYPE_ORDER}, l.id`;
    limit = SEARCH_BROWSE_RESULT_LIMIT;
  } else {
    orderBy = `l.is_recommended DESC, ${TYPE_ORDER}, l.title, l.id`;
    limit = SEARCH_BROWSE_RESULT_LIMIT;
  }

  return db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM locations l
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${orderBy}
     LIMIT ${p.add(limit)}`,
    p.values,
  );
}
