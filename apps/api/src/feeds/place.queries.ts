/**
 * Where a location is and what DOC calls it and the huts and campsites on it: what its
 * alerts and forecasts are matched by (the alerts routes, the trip notifications).
 */
import type { LocationType } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import type { LineGeometry } from '../lib/geo.ts';
import { findNearby } from '../locations/locations.queries.ts';
import type { ForecastPlace } from './forecastCache.ts';
import type { AlertPlace } from './placeAlerts.ts';

const PLACE_COLUMNS = 'id, type, title, source_key, is_closed, lat, lng, line';

type PlaceRow = { id: number; type: LocationType; title: string; source_key: string; is_closed: boolean; lat: number; lng: number; line: LineGeometry | null };

/** A location by id, as the alerts of its place need it (huts and campsites on it included). */
export async function findAlertPlaceById(db: Queryable, id: number): Promise<AlertPlace | null> {
  const [row] = await db.query<PlaceRow>(`SELECT ${PLACE_COLUMNS} FROM locations WHERE id = $1`, [id]);
  return row ? alertPlaceOf(db, row) : null;
}

/** The same, by the location's kind and slug (the alerts route). */
export async function findAlertPlace(db: Queryable, type: LocationType, slug: string): Promise<AlertPlace | null> {
  const [row] = await db.query<PlaceRow>(`SELECT ${PLACE_COLUMNS} FROM locations WHERE type = $1 AND slug = $2`, [type, slug]);
  return row ? alertPlaceOf(db, row) : null;
}

/** Where a location is, for its forecast. */
export async function findForecastPlace(db: Queryable, type: LocationType, slug: string): Promise<ForecastPlace | null> {
  const [row] = await db.query<PlaceRow>(`SELECT ${PLACE_COLUMNS} FROM locations WHERE type = $1 AND slug = $2`, [type, slug]);
  return row ? { id: row.id, point: [row.lng, row.lat], line: row.line } : null;
}

async function alertPlaceOf(db: Queryable, row: PlaceRow): Promise<AlertPlace> {
  const nearby = await findNearby(db, row);
  const ids = [...nearby.huts, ...nearby.campsites].map((n) => n.id);
  const keys = new Map(
    (await db.query<{ id: number; source_key: string }>('SELECT id, source_key FROM locations WHERE id = ANY($1::int[])', [ids])).map((k) => [k.id, k.source_key.toLowerCase()]),
  );
  const asset = (n: { id: number; title: string }) => ({ assetId: keys.get(n.id) ?? '', title: n.title });
  return {
    point: [row.lng, row.lat],
    line: row.line,
    title: row.title,
    singularName: row.type.toLowerCase(),
    isClosed: row.is_closed,
    assetId: row.source_key.toLowerCase(),
    tracks: [],
    huts: nearby.huts.map(asset),
    campsites: nearby.campsites.map(asset),
  };
}
