/**
 * A custom track as a place of alerts and forecasts (spec part 2 §7: "alerts and
 * forecasts for a custom track use its line"): its start and its whole line for the
 * area-based feeds, and for DOC's alerts the DOC tracks it follows and the huts and
 * campsites beside it (the same ones its related block lists).
 */
import type { Queryable } from '../db/database.ts';
import type { ForecastPlace } from '../feeds/forecastCache.ts';
import type { AlertPlace } from '../feeds/placeAlerts.ts';
import { findRelated } from './related.ts';
import type { CustomTrackRow } from './customTracks.queries.ts';

type Track = Pick<CustomTrackRow, 'id' | 'title' | 'lat' | 'lng' | 'line'>;

export function customTrackForecastPlace(track: Track): ForecastPlace {
  return { id: track.id, of: 'custom-track', point: [track.lng, track.lat], line: track.line };
}

export async function customTrackAlertPlace(db: Queryable, track: Track): Promise<AlertPlace> {
  const related = await findRelated(db, track.line?.coordinates ?? null);
  const near = [...related.tracks, ...related.huts, ...related.campsites];
  const keys = new Map(
    (await db.query<{ id: number; source_key: string }>('SELECT id, source_key FROM locations WHERE id = ANY($1::int[])', [near.map((n) => n.id)])).map((k) => [
      k.id,
      k.source_key.toLowerCase(),
    ]),
  );
  const assets = (rows: ReadonlyArray<{ id: number; title: string }>) =>
    rows.flatMap((row) => {
      const assetId = keys.get(row.id);
      return assetId ? [{ assetId, title: row.title }] : [];
    });
  return {
    point: [track.lng, track.lat],
    line: track.line,
    title: track.title,
    singularName: 'custom track',
    isClosed: false,
    assetId: null,
    tracks: assets(related.tracks),
    huts: assets(related.huts),
    campsites: assets(related.campsites),
  };
}
