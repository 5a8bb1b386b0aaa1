/**
 * The search index of this process, kept in step with the database (ADR 039). The
 * database stays the source of truth: the index is built from it on first use (start
 * warms it before listening) and rebuilt when `search_index_version` moves (migration
 * 011: triggers on the locations and their link tables bump it on every write, from any
 * process). Each replica holds its own copy and checks the version at most every
 * `checkEveryMs`, off the request's path: a search never waits for a rebuild after the
 * first build, it answers from the previous snapshot until the new one is swapped in.
 */
import type { Queryable } from '../../db/database.ts';
import { SUMMARY_COLUMNS } from '../../locations/location-summary.ts';
import { SearchIndex, type IndexedLocationRow } from './search.index.ts';

const linkIds = (table: string, column: string, name: string) =>
  `LEFT JOIN (SELECT location_id, array_agg(${column}) AS ids FROM ${table} GROUP BY location_id) ${name} ON ${name}.location_id = l.id`;

const ROWS = `
  SELECT ${SUMMARY_COLUMNS}, l.search_title, l.search_text, l.wheelchair_friendly, l.dogs_allowed, l.is_recommended,
    COALESCE(du.ids, '{}') AS duration_ids, COALESCE(di.ids, '{}') AS difficulty_ids, COALESCE(re.ids, '{}') AS region_ids
  FROM locations l
  ${linkIds('location_durations', 'duration_id', 'du')}
  ${linkIds('location_difficulties', 'difficulty_id', 'di')}
  ${linkIds('location_regions', 'region_id', 're')}`;

/**
 * The version first, then the rows: a write landing between the two leaves the index
 * newer than its version, so the next check rebuilds once more; it can never leave the
 * index older than the version it records.
 */
async function readSnapshot(db: Queryable): Promise<{ version: number; rows: IndexedLocationRow[] }> {
  const version = await readVersion(db);
  return { version, rows: await db.query<IndexedLocationRow>(ROWS) };
}

async function readVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number }>('SELECT version FROM search_index_version');
  return row?.version ?? 0;
}

export interface LiveSearchIndexOptions {
  /** How often a replica asks whether the locations changed; 5 s by default. */
  checkEveryMs?: number;
  /** Told when a background check or rebuild fails (the previous index keeps answering). */
  onError?: (error: unknown) => void;
  now?: () => number;
}

export class LiveSearchIndex {
  private index: SearchIndex | null = null;
  private version = -1;
  private building: Promise<SearchIndex> | null = null;
  private checking: Promise<void> | null = null;
  private checkedAt = 0;
  private closed = false;
  private readonly checkEveryMs: number;
  private readonly onError: (error: unknown) => void;
  private readonly now: () => number;

  constructor(
    private readonly db: Queryable,
    options: LiveSearchIndexOptions = {},
  ) {
    this.checkEveryMs = options.checkEveryMs ?? 5_000;
    this.onError = options.onError ?? (() => {});
    this.now = options.now ?? Date.now;
  }

  /** The current index: built on first call (callers wait once), then checked for changes in the background. */
  async current(): Promise<SearchIndex> {
    if (!this.index) return this.build();
    if (this.now() - this.checkedAt >= this.checkEveryMs) void this.refresh().catch(this.onError);
    return this.index;
  }

  /** Rebuilds if the locations changed since the index was built; resolves when the index is current. */
  refresh(): Promise<void> {
    this.checking ??= (async () => {
      try {
        this.checkedAt = this.now();
        if (!this.index || (await readVersion(this.db)) !== this.version) await this.build();
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }

  /** Waits for a build under way, so the database is not closed under it. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([this.building, this.checking]);
  }

  private build(): Promise<SearchIndex> {
    this.building ??= (async () => {
      try {
        if (this.closed) throw new Error('the search index is closed');
        const { version, rows } = await readSnapshot(this.db);
        const index = new SearchIndex(rows);
        this.index = index;
        this.version = version;
        this.checkedAt = this.now();
        return index;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }
}
