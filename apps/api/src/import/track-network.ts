/**
 * The walking network custom tracks snap to (ADR 033), built from the same files as the
 * locations: DOC's detailed track layer first (the Great Walks and popular tracks), then
 * every walking experience's simplified line where the detailed layer has none.
 * Written only when it changed, so a second import of the same files writes nothing.
 */
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { buildTrackNetwork, type NetworkStats } from '../routing/buildNetwork.ts';
import type { LngLat } from '../routing/geometry.ts';
import { readSources, type Sources } from './sources.ts';

export interface NetworkImportResult extends NetworkStats {
  /** False when the stored network was already this one. */
  written: boolean;
  ms: number;
}

type Geometry = { type: 'LineString'; coordinates: number[][] } | { type: 'MultiLineString'; coordinates: number[][][] };
const partsOf = (geometry: Geometry): number[][][] => (geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates);

/** The network's tiers, most detailed first. */
export function networkTiers(sources: Pick<Sources, 'greatWalkLines' | 'popularTrackLines' | 'walkingExperienceLines'>): number[][][][] {
  return [
    [...sources.greatWalkLines, ...sources.popularTrackLines].flatMap((f) => partsOf(f.geometry as Geometry)),
    sources.walkingExperienceLines.flatMap((f) => partsOf(f.geometry as Geometry)),
  ];
}

export async function writeTrackNetwork(db: Queryable, lines: LngLat[][], stats: NetworkStats): Promise<boolean> {
  const text = JSON.stringify(lines);
  const hash = createHash('sha256').update(text).digest('hex');
  const written = await db.query(
    `INSERT INTO track_network (id, hash, lines, stats) VALUES (true, $1, $2::jsonb, $3::jsonb)
     ON CONFLICT (id) DO UPDATE SET hash = EXCLUDED.hash, lines = EXCLUDED.lines, stats = EXCLUDED.stats, built_at = now()
     WHERE track_network.hash <> EXCLUDED.hash
     RETURNING id`,
    [hash, text, JSON.stringify(stats)],
  );
  return written.length > 0;
}

/** Builds the network from the data files and stores it. */
export async function importTrackNetwork(db: Database, sources?: Sources): Promise<NetworkImportResult> {
  const started = performance.now();
  const network = buildTrackNetwork(networkTiers(sources ?? (await readSources())));
  const written = await writeTrackNetwork(db, network.lines, network.stats);
  return { ...network.stats, written, ms: Math.round(performance.now() - started) };
}

/** True when the database has no network yet (a database seeded before migration 008). */
export async function hasTrackNetwork(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM track_network');
  return (row?.n ?? 0) > 0;
}
