/**
 * Real databases for tests, never mocks. Seeding the whole DOC import per test file
 * would cost seconds each, so it happens once per content of (migrations, import code,
 * data files, PGlite version) and each file gets its own copy:
 *
 * - PGlite (default): a seeded data dir is cached under `<repo>/.data/test-cache/` and
 *   copied into a temp dir per test file.
 * - PostgreSQL (`TEST_DATABASE_URL` set): a seeded template database `pmw_seed_<key>` is
 *   created once; each test file gets `CREATE DATABASE … TEMPLATE` and drops it after.
 *
 * Writes in one file never reach another, and two runs can share the cache safely.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { REPO_ROOT } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { MIGRATIONS_DIR, migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPgliteThreadDatabase } from '../db/pglite-thread-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { importData } from '../import/import-data.ts';
import { DEFAULT_SOURCE_DIR, SOURCE_FILES } from '../import/sources.ts';

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where another process could open the same database: DATABASE_URL or a PGlite DATA_DIR's pglite folder. */
  location: { databaseUrl: string } | { pgliteDir: string };
  /** Closes the database and deletes the copy. */
  close(): Promise<void>;
}

const SRC_DIR = fileURLToPath(new URL('../', import.meta.url));
const CACHE_DIR = path.join(REPO_ROOT, '.data', 'test-cache');
const STALE_LOCK_MS = 3 * 60_000;

const testDatabaseUrl = () => process.env.TEST_DATABASE_URL?.trim() || undefined;

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Changes whenever anything that shapes the seeded database changes. */
function seedKey(): string {
  const hash = createHash('sha256');
  const codeDirs = [MIGRATIONS_DIR, path.join(SRC_DIR, 'import'), path.join(SRC_DIR, 'db'), path.join(SRC_DIR, 'routing')];
  for (const dir of codeDirs) {
    for (const file of readdirSync(dir).sort()) {
      if (file.endsWith('.test.ts') || statSync(path.join(dir, file)).isDirectory()) continue;
      hash.update(file).update(readFileSync(path.join(dir, file)));
    }
  }
  for (const file of Object.values(SOURCE_FILES).sort()) hash.update(file).update(readFileSync(path.join(DEFAULT_SOURCE_DIR, file)));
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seedPglite(target: string): Promise<void> {
  const db = await openPgliteDatabase(target);
  try {
    await migrate(db);
    await importData(db);
  } finally {
    await db.close();
  }
}

/** The cached seeded data dir, building it first when missing (one builder at a time). */
async function pgliteSeedDir(): Promise<string> {
  const key = seedKey();
  const seedDir = path.join(CACHE_DIR, `pglite-seed-${key}`);
  const lockDir = path.join(CACHE_DIR, `lock-${key}`);
  await mkdir(CACHE_DIR, { recursive: true });
  for (;;) {
    if (existsSync(seedDir)) return seedDir;
    try {
      await mkdir(lockDir);
    } catch {
      const age = await stat(lockDir).then((s) => Date.now() - s.mtimeMs).catch(() => 0);
      if (age > STALE_LOCK_MS) await rm(lockDir, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (existsSync(seedDir)) return seedDir;
      const building = path.join(CACHE_DIR, `building-${key}-${process.pid}-${randomBytes(4).toString('hex')}`);
      await seedPglite(building);
      await rename(building, seedDir);
      // Seeds for older code or data are dead weight.
      for (const entry of await readdir(CACHE_DIR)) {
        if (entry.startsWith('pglite-seed-') && entry !== path.basename(seedDir)) {
          await rm(path.join(CACHE_DIR, entry), { recursive: true, force: true });
        }
      }
      return seedDir;
    } finally {
      await rm(lockDir, { recursive: true, force: true });
    }
  }
}

async function tempDir(): Promise<string> {
  const dir = path.join(os.tmpdir(), `pmw-test-${process.pid}-${randomBytes(6).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn` with an admin connection to TEST_DATABASE_URL holding a cluster-wide advisory lock. */
async function withAdmin<T>(base: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    // CREATE DATABASE … TEMPLATE fails while another session uses the template: take turns.
    await admin.query('SELECT pg_advisory_lock(7316002)');
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function createPostgresDatabase(base: string, seeded: boolean): Promise<TestDatabase> {
  const name = `pmw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(base, async (admin) => {
    if (!seeded) {
      await admin.query(`CREATE DATABASE ${name}`);
      return;
    }
    const template = `pmw_seed_${seedKey()}`;
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      const stale = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'pmw\\_seed\\_%' AND datname <> $1",
        [template],
      );
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = await openPostgresDatabase({ connectionString: databaseUrl(base, building), max: 2 });
      try {
        await migrate(db);
        await importData(db);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  const url = databaseUrl(base, name);
  const db = await openPostgresDatabase({ connectionString: url, max: 4 });
  return {
    db,
    kind: 'postgres',
    location: { databaseUrl: url },
    async close() {
      await db.close();
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

async function pgliteCopy(from: string | null, inThread = false): Promise<TestDatabase> {
  const dir = await tempDir();
  if (from) await cp(from, dir, { recursive: true });
  const db = inThread ? await openPgliteThreadDatabase(dir) : await openPgliteDatabase(dir);
  return {
    db,
    kind: 'pglite',
    location: { pgliteDir: dir },
    async close() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface TestDatabaseOptions {
  /** PostgreSQL server to create the database on, or null for PGlite. Default: TEST_DATABASE_URL, else PGlite. */
  postgresUrl?: string | null;
  /** PGlite in its own thread, as the product runs it (ADR 044; the benchmarks); default in-process, cheaper per test. */
  pgliteThread?: boolean;
}

/** A migrated database holding the whole DOC import, private to the caller. */
export async function openSeededTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const base = options.postgresUrl === undefined ? testDatabaseUrl() : (options.postgresUrl ?? undefined);
  if (base) return createPostgresDatabase(base, true);
  return pgliteCopy(await pgliteSeedDir(), options.pgliteThread);
}

/** A new, empty database (no migrations applied), private to the caller. */
export async function openEmptyTestDatabase(): Promise<TestDatabase> {
  const base = testDatabaseUrl();
  if (base) return createPostgresDatabase(base, false);
  return pgliteCopy(null);
}

/** For tests that only need the folder a fresh PGlite would live in (e.g. DATA_DIR). */
export async function makeTempDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await tempDir();
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A DATA_DIR as the product leaves it after its first start, `pglite/` holding a copy of
 * the seeded database (without the marker an older install lacks), for tests that start
 * the product on it: a process need not create and import a database first.
 */
export async function seededDataDir(): Promise<{ dir: string; pgliteDir: string; remove(): Promise<void> }> {
  const dataDir = await makeTempDir();
  const pgliteDir = path.join(dataDir.dir, 'pglite');
  await cp(await pgliteSeedDir(), pgliteDir, { recursive: true });
  return { dir: dataDir.dir, pgliteDir, remove: dataDir.remove };
}
