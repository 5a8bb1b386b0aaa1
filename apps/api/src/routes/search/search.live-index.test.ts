/**
 * The index follows the database: built from it, rebuilt when any process writes the
 * locations (the version the triggers of migration 011 keep), and never left empty-handed
 * by a failed rebuild.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { LiveSearchIndex } from './search.live-index.ts';
import { parseSearchForm } from './search.schema.ts';

const version = async (db: Queryable) => (await db.query<{ version: number }>('SELECT version FROM search_index_version'))[0]?.version;
const firstTitle = async (live: LiveSearchIndex, term: string) => (await live.current()).search(parseSearchForm({ term }))[0]?.title;

describe('LiveSearchIndex', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openSeededTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('given a write to the locations or a link table, the version moves; given a read, it does not', async () => {
    const before = await version(t.db);
    await t.db.query('SELECT count(*) FROM locations');
    expect(await version(t.db)).toBe(before);
    await t.db.query(`UPDATE locations SET is_closed = is_closed WHERE slug = 'kepler-track'`);
    const afterLocations = await version(t.db);
    expect(afterLocations).toBeGreaterThan(before ?? 0);
    await t.db.query('DELETE FROM location_regions WHERE false');
    expect(await version(t.db)).toBeGreaterThan(afterLocations ?? 0);
  });

  it('builds from the database on first use and keeps answering from that build while nothing changes', async () => {
    const live = new LiveSearchIndex(t.db);
    const first = await live.current();
    expect(first.size).toBe((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM locations'))[0]?.n);
    await live.refresh();
    expect(await live.current()).toBe(first);
    await live.close();
  });

  it('given a location renamed by another writer, answers the new title after the next check', async () => {
    let now = 0;
    const live = new LiveSearchIndex(t.db, { checkEveryMs: 1_000, now: () => now });
    expect(await firstTitle(live, 'kepler track')).toBe('Kepler Track');
    await t.db.query(`UPDATE locations SET title = 'Kepler Circuit', search_title = 'kepler circuit',
      search_text = replace(search_text, 'kepler track', 'kepler circuit') WHERE slug = 'kepler-track'`);
    // Before the check is due the previous index answers; the check runs off the request's path.
    now = 500;
    expect(await firstTitle(live, 'kepler circuit')).not.toBe('Kepler Circuit');
    now = 1_000;
    await live.current();
    await live.refresh();
    expect(await firstTitle(live, 'kepler circuit')).toBe('Kepler Circuit');
    await t.db.query(`UPDATE locations SET title = 'Kepler Track', search_title = 'kepler track',
      search_text = replace(search_text, 'kepler circuit', 'kepler track') WHERE slug = 'kepler-track'`);
    await live.close();
  });

  it('given a rebuild that fails, keeps answering from the previous index and says so', async () => {
    const errors: unknown[] = [];
    let failing = false;
    const db: Queryable = {
      query: (sql, params) => (failing ? Promise.reject(new Error('connection lost')) : t.db.query(sql, params)),
      exec: (sql) => t.db.exec(sql),
    };
    let now = 0;
    const live = new LiveSearchIndex(db, { checkEveryMs: 1_000, now: () => now, onError: (e) => errors.push(e) });
    const first = await live.current();
    failing = true;
    now = 2_000;
    expect(await live.current()).toBe(first);
    await expect(live.refresh()).rejects.toThrow('connection lost');
    expect(await live.current()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors.map(String)).toContain('Error: connection lost');
    await live.close();
  });
});
