import type { Queryable } from '../../db/database.ts';

export type PlacePathRow = { type: 'Track' | 'Hut' | 'Campsite'; slug: string };

/** Every DOC place with a page, in a stable order (a sitemap that reorders itself looks changed to a crawler). */
export async function listPlacePaths(db: Queryable): Promise<PlacePathRow[]> {
  return db.query<PlacePathRow>(`SELECT type, slug FROM locations WHERE type IN ('Track', 'Hut', 'Campsite') ORDER BY type, slug`);
}
