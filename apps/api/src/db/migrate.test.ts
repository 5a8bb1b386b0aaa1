import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { migrate, readMigrations } from './migrate.ts';

describe('migrate', () => {
  // One new database for the file: creating an empty PGlite costs a couple of seconds.
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('given an empty database, applies every migration in order and records it; a second run applies none', async () => {
    const all = await readMigrations();
    expect(all.map((m) => m.version)[0]).toBe('001_locations');
    expect(await migrate(t.db)).toEqual(all.map((m) => m.version));
    expect(await migrate(t.db)).toEqual([]);
    const recorded = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((r) => r.version)).toEqual(all.map((m) => m.version));
    const [trgm] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(trgm?.n).toBe(1);
  });

  it('given a batch whose second migration fails, applies and records none of it', async () => {
    await migrate(t.db);
    const batch = [
      { version: '901_good', sql: 'CREATE TABLE good_one (id int);' },
      { version: '902_bad', sql: 'CREATE TABLE bad_one (id int); SELECT no_such_function();' },
    ];
    await expect(migrate(t.db, batch)).rejects.toThrow(/no_such_function/);
    const [tables] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('good_one', 'bad_one')",
    );
    expect(tables?.n).toBe(0);
    const [recorded] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM schema_migrations WHERE version IN ('901_good', '902_bad')",
    );
    expect(recorded?.n).toBe(0);
  });
});

describe('readMigrations', () => {
  it('orders NNN_name.sql files numerically and ignores other files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pmw-migrations-'));
    try {
      for (const file of ['010_ten.sql', '002_two.sql', '001_one.sql', '9_nine.sql', 'notes.md']) {
        await writeFile(path.join(dir, file), 'SELECT 1;');
      }
      expect((await readMigrations(dir)).map((m) => m.version)).toEqual(['001_one', '002_two', '9_nine', '010_ten']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
