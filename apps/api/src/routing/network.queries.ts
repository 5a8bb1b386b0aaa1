import type { Queryable } from '../db/database.ts';
import type { LngLat } from './geometry.ts';

/** The stored walking network (migration 008), read whole as one JSON text; null before the first import. */
export async function loadNetworkLines(db: Queryable): Promise<LngLat[][] | null> {
  const [row] = await db.query<{ lines: string }>('SELECT lines::text AS lines FROM track_network');
  return row ? (JSON.parse(row.lines) as LngLat[][]) : null;
}
