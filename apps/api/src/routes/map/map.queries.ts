import type { Queryable } from '../../db/database.ts';
import type { BoundingBox, LineGeometry } from '../../lib/geo.ts';

export interface MapLineRow {
  [column: string]: unknown;
  id: number;
  slug: string;
  title: string;
  line: LineGeometry;
}

/**
 * GET /api/v1/map/points, presented by the database as one JSON text (MapPointsResponse):
 * every location as a point, by id, coordinates to 5 decimals (about 1 m). As rows,
 * PGlite decodes every field in JavaScript: 2,770 rows × 7 fields took 50–130 ms against
 * 6 ms of query; one text value takes about 25 ms in all (PostgreSQL: 18 ms).
 */
export async function loadMapPointsJson(db: Queryable): Promise<string> {
  const [row] = await db.query<{ json: string }>(
    `SELECT json_build_object('type', 'FeatureCollection', 'features', COALESCE(json_agg(json_build_object(
       'type', 'Feature',
       'geometry', json_build_object('type', 'Point', 'coordinates',
                                     json_build_array(round(l.lng::numeric, 5)::float8, round(l.lat::numeric, 5)::float8)),
       'properties', json_build_object('id', l.id, 'type', l.type, 'slug', l.slug, 'title', l.title, 'is_closed', l.is_closed)
     ) ORDER BY l.id), '[]'))::text AS json
     FROM locations l`,
  );
  if (!row) throw new Error('the points query returned no row');
  return row.json;
}

/**
 * Track lines whose bounding box meets `box`: `&&` on the generated line_bounds column,
 * served by its GiST index (migration 003). A line's box may meet the asked box where
 * the line itself does not (a bend around a corner): it is still worth drawing.
 */
export function findLinesInBox(db: Queryable, box: BoundingBox): Promise<MapLineRow[]> {
  return db.query<MapLineRow>(
    `SELECT id, slug, title, line FROM locations
     WHERE line_bounds && box(point($1, $2), point($3, $4))
     ORDER BY id`,
    [box.minLng, box.minLat, box.maxLng, box.maxLat],
  );
}
