import type { LocationType } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import type { AlertPlace } from '../../feeds/placeAlerts.ts';
import type { ForecastPlace } from '../../feeds/forecastCache.ts';
import type { LineGeometry } from '../../lib/geo.ts';
import { findNearby } from '../locations/locations.queries.ts';

const SINGULAR: Record<LocationType, string> = { Track: 'track', Hut: 'hut', Campsite: 'campsite' };

type PlaceRow = {
  id: number;
  type: LocationType;
  title: string;
  source_key: string;
  is_closed: boolean;
  lat: number;
  lng: number;
  line: LineGeometry | null;
};

async function findPlaceRow(db: Queryable, type: LocationType, slug: string): Promise<PlaceRow | null> {
  const [row] = await db.query<PlaceRow>(
    'SELECT id, type, title, source_key, is_closed, lat, lng, line FROM locations WHERE type = $1 AND slug = $2',
    [type, slug],
  );
  return row ?? null;
}

/** Where a location is and what DOC calls it and the huts and campsites on it, for its alerts. */
export async function findAlertPlace(db: Queryable, type: LocationType, slug: string): Promise<AlertPlace | null> {
  const row = await findPlaceRow(db, type, slug);
  if (!row) return null;
  const nearby = await findNearby(db, row);
  const keys = await db.query<{ id: number; source_key: string }>('SELECT id, source_key FROM locations WHERE id = ANY($1::int[])', [
    [...nearby.huts, ...nearby.campsites].map((n) => n.id),
  ]);
  const keyOf = new Map(keys.map((k) => [k.id, k.source_key.toLowerCase()]));
  const asset = (n: { id: number; title: string }) => ({ assetId: keyOf.get(n.id) ?? '', title: n.title });
  return {
    point: [row.lng, row.lat],
    line: row.line,
    title: row.title,
    singularName: SINGULAR[row.type],
    isClosed: row.is_closed,
    assetId: row.source_key.toLowerCase(),
    huts: nearby.huts.map(asset),
    campsites: nearby.campsites.map(asset),
  };
}

/** Where a location is, for its forecast. */
export async function findForecastPlace(db: Queryable, type: LocationType, slug: string): Promise<ForecastPlace | null> {
  const row = await findPlaceRow(db, type, slug);
  return row ? { id: row.id, point: [row.lng, row.lat], line: row.line } : null;
}
