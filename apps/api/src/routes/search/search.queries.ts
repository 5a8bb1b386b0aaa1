import { SEARCH_BROWSE_RESULT_LIMIT, SEARCH_TERM_RESULT_LIMIT } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from '../../locations/location-summary.ts';
import { isTrackOnly, type Bounds, type DecodedSearchForm } from './search.schema.ts';

/** Collects parameters and hands back their `$n` placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const TYPE_ORDER = `CASE l.type WHEN 'Track' THEN 0 WHEN 'Hut' THEN 1 ELSE 2 END`;

/** Escapes LIKE's wildcards; the folded term holds only [a-z0-9 ], so this is a safeguard. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * `id` and `ord` (1, 2, …) of the first `limit` rows of `source`, in the order of `keys`
 * (a sort list over `source`'s columns). The summaries are then built for these rows only.
 */
function firstRows(source: string, keys: string, limit: string): string {
  return `SELECT id, row_number() OVER (ORDER BY ${keys}) AS ord
    FROM (SELECT * FROM (${source}) ranked ORDER BY ${keys} LIMIT ${limit}) first_rows`;
}

/** The filters other than the term, as conditions on `locations l`. */
function filterConditions(filters: DecodedSearchForm, p: Params): string[] {
  const where: string[] = [];
  if (isTrackOnly(filters)) where.push(`l.type = 'Track'`);
  if (filters.distance) {
    where.push(`l.distance_km >= ${p.add(filters.distance.min)}`);
    if (filters.distance.max !== null) where.push(`l.distance_km <= ${p.add(filters.distance.max)}`);
  }
  if (filters.wheelchair) where.push('l.wheelchair_friendly');
  if (filters.dogAllowed) where.push('l.dogs_allowed');
  for (const [ids, table, column] of [
    [filters.durations, 'location_durations', 'duration_id'],
    [filters.difficulties, 'location_difficulties', 'difficulty_id'],
    [filters.regions, 'location_regions', 'region_id'],
  ] as const) {
    if (ids.length > 0) {
      where.push(`EXISTS (SELECT 1 FROM ${table} x WHERE x.location_id = l.id AND x.${column} = ANY(${p.add(ids)}::int[]))`);
    }
  }
  const bound = filters.bound;
  if (bound) {
    // Range conditions on the (lat, lng) btree index.
    where.push(`l.lat BETWEEN ${p.add(bound.south)} AND ${p.add(bound.north)}`);
    if (!bound.allLongitudes) {
      const west = p.add(bound.west);
      const east = p.add(bound.east);
      where.push(crosses180(bound) ? `(l.lng >= ${west} OR l.lng <= ${east})` : `l.lng BETWEEN ${west} AND ${east}`);
    }
  }
  return where;
}

const crosses180 = (bound: Bounds) => !bound.allLongitudes && bound.west > bound.east;
const and = (conditions: string[]) => (conditions.length > 0 ? conditions.join(' AND ') : 'true');

/**
 * A term, best match first, in tiers:
 *   0 the title is the term · 1 the title starts with it · 2 a later word of the title
 *   starts with it · 3 the title contains it · 4 only the places or region names contain
 *   it · 5 no literal match, but a similar word (a typo: word similarity ≥ 0.6, `<%`).
 * Within tiers 0–3 a title holding the term as a whole word comes first, then the
 * shorter title (the term covers more of it: for a title containing the term this
 * orders like trigram similarity, without computing it for hundreds of rows); within
 * tiers 4–5, trigram similarity of the title to the term. Then tracks, huts, campsites;
 * title; id.
 *
 * The query is shaped for the trigram GIN index on search_text:
 * - `literal`: `search_text LIKE '%term%'`, a bitmap scan of the index (a LIKE recheck is cheap).
 * - `typo`: only when fewer than a page of literal matches were found — a typo can only
 *   rank below all of them — and then `term <% search_text`, also from the index. Word
 *   similarity costs about ten times a LIKE per row, so it runs on the index's candidates
 *   only, never on the whole table.
 * The other filters apply inside both, so the tiers rank only rows that qualify.
 */
function rankByTerm(term: string, filters: string[], p: Params): string {
  const t = p.add(term);
  const contains = p.add(`%${likeLiteral(term)}%`);
  const limit = p.add(SEARCH_TERM_RESULT_LIMIT);
  const source = `
    WITH literal AS MATERIALIZED (
      SELECT l.id, l.type, l.title, l.search_title,
        CASE WHEN l.search_title = ${t} THEN 0
             WHEN l.search_title LIKE ${p.add(`${likeLiteral(term)}%`)} THEN 1
             WHEN l.search_title LIKE ${p.add(`% ${likeLiteral(term)}%`)} THEN 2
             WHEN l.search_title LIKE ${contains} THEN 3
             ELSE 4 END AS tier
      FROM locations l
      WHERE l.search_text LIKE ${contains} AND ${and(filters)}
    ),
    typo AS MATERIALIZED (
      SELECT l.id, l.type, l.title, l.search_title, 5 AS tier
      FROM locations l
      WHERE (SELECT count(*) FROM literal) < ${limit}
        AND ${t} <% l.search_text AND l.search_text NOT LIKE ${contains} AND ${and(filters)}
    )
    SELECT id, tier,
      CASE WHEN tier < 4 THEN (' ' || search_title || ' ') NOT LIKE ${p.add(`% ${likeLiteral(term)} %`)} END AS partial_word,
      CASE WHEN tier < 4 THEN length(search_title) END AS title_length,
      CASE WHEN tier >= 4 THEN similarity(search_title, ${t}) END AS similarity,
      CASE type WHEN 'Track' THEN 0 WHEN 'Hut' THEN 1 ELSE 2 END AS type_order,
      title
    FROM (SELECT * FROM literal UNION ALL SELECT * FROM typo) hit`;
  return firstRows(source, 'tier, partial_word, title_length, similarity DESC, type_order, title, id', limit);
}

/** No term, map bounds: nearest the bounds' centre first. */
function rankByDistance(bound: Bounds, filters: string[], p: Params): string {
  // Planar distance to the centre, longitudes scaled by cos(latitude); across 180° in a 0..360 frame.
  const crosses = crosses180(bound);
  const midLat = (bound.south + bound.north) / 2;
  const east = crosses ? bound.east + 360 : bound.east;
  const midLng = bound.allLongitudes ? 0 : (bound.west + east) / 2;
  const lng = crosses ? `(CASE WHEN l.lng < 0 THEN l.lng + 360 ELSE l.lng END)` : 'l.lng';
  const source = `SELECT l.id, ${TYPE_ORDER} AS type_order,
      power(l.lat - ${p.add(midLat)}, 2) + power((${lng} - ${p.add(midLng)}) * ${p.add(Math.cos((midLat * Math.PI) / 180))}, 2) AS distance
    FROM locations l WHERE ${and(filters)}`;
  return firstRows(source, 'distance, type_order, id', p.add(SEARCH_BROWSE_RESULT_LIMIT));
}

/** No term, no bounds: recommended tracks first, then by title. */
function rankByDefault(filters: string[], p: Params): string {
  const source = `SELECT l.id, l.is_recommended, ${TYPE_ORDER} AS type_order, l.title FROM locations l WHERE ${and(filters)}`;
  return firstRows(source, 'is_recommended DESC, type_order, title, id', p.add(SEARCH_BROWSE_RESULT_LIMIT));
}

/**
 * Every filter is a condition on `locations`; the term picks the ranking (see
 * rankByTerm), otherwise the bounds do (nearest first), otherwise recommended first.
 * The summaries are built for the answered rows only.
 */
export async function searchLocations(db: Queryable, filters: DecodedSearchForm): Promise<SummaryRow[]> {
  if (filters.term === '') return [];
  const p = new Params();
  const where = filterConditions(filters, p);
  const page =
    filters.term !== null
      ? rankByTerm(filters.term, where, p)
      : filters.bound
        ? rankByDistance(filters.bound, where, p)
        : rankByDefault(where, p);
  // The LATERAL subquery with OFFSET 0 is not merged into a join, so each answered row
  // is one primary-key lookup; as a join the planner, unsure how few rows the page has,
  // hashed it against a scan of the whole table.
  return db.query<SummaryRow>(
    `SELECT summary.* FROM (${page}) page
     CROSS JOIN LATERAL (SELECT ${SUMMARY_COLUMNS} FROM locations l WHERE l.id = page.id OFFSET 0) summary
     ORDER BY page.ord`,
    p.values,
  );
}
