/**
 * The embedded database opens only when it is safe to (ADR 062; issue 29, findings 8 and 9):
 * DATA_DIR locked, never a fresh database over a folder that held one, a damaged table or a
 * full disk refused with a message that names the folder, what is wrong and what to do.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seededDataDir } from '../testing/test-database.ts';
import { mountTinyDisk } from '../testing/tiny-disk.ts';
import { MARKER_FILE, writeDatabaseMarker } from './data-dir/folder.ts';
import { LOCK_FILE } from './data-dir/lock.ts';
import { StartRefusedError } from './data-dir/refusal.ts';
import { openDatabase } from './open-database.ts';
import { openPgliteDatabase } from './pglite-database.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir() {
  const folder = await seededDataDir();
  cleanups.push(folder.remove);
  return folder;
}

/** The refusal `openDatabase` answers for this DATA_DIR (fails the test if it opens). */
async function refusal(dir: string): Promise<string> {
  const error: unknown = await openDatabase({ dataDir: dir }).then(
    async (db) => {
      await db.close();
      return null;
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StartRefusedError);
  return (error as Error).message;
}

/** Runs SQL on the folder's database in this process, then closes it (no lock: a test's own hands). */
async function withDatabase<T>(pgliteDir: string, fn: (db: Awaited<ReturnType<typeof openPgliteDatabase>>) => Promise<T>): Promise<T> {
  const db = await openPgliteDatabase(pgliteDir);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** Gives the users table 300 rows, all-visible (so its index can count them without it), and answers its file. */
async function usersFile(pgliteDir: string): Promise<string> {
  return withDatabase(pgliteDir, async (db) => {
    await db.exec("INSERT INTO users (email, password_hash, terms_agreed_at) SELECT 'walker' || g || '@example.org', 'x', now() FROM generate_series(1, 300) g");
    await db.exec('VACUUM users');
    const [row] = await db.query<{ file: string }>("SELECT pg_relation_filepath('users') AS file");
    return path.join(pgliteDir, row?.file ?? '');
  });
}

describe('opening the embedded database', () => {
  it('given an existing database without a marker (an older install), opens it, writes the marker and holds the lock until closed', async () => {
    const { dir } = await dataDir();
    expect(existsSync(path.join(dir, MARKER_FILE))).toBe(false);
    const db = await openDatabase({ dataDir: dir });
    try {
      const marker = JSON.parse(readFileSync(path.join(dir, MARKER_FILE), 'utf8')) as { createdAt: string };
      expect(Number.isNaN(Date.parse(marker.createdAt))).toBe(false);
      const lock = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };
      expect(lock.pid).toBe(process.pid);
      // A second open of the folder, even from this process, is refused with who holds it.
      const message = await refusal(dir);
      expect(message).toContain(`Another Plan My Walk process is using DATA_DIR (pid ${process.pid})`);
      expect(message).toContain(dir);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM locations'))[0]?.n).toBeGreaterThan(1000);
    } finally {
      await db.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('given a DATA_DIR that held a database whose PG_VERSION is gone, refuses instead of creating a new database over it', async () => {
    const { dir, pgliteDir } = await dataDir();
    writeDatabaseMarker(dir, new Date('2030-01-02T03:04:05Z'));
    await rm(path.join(pgliteDir, 'PG_VERSION'));
    const message = await refusal(dir);
    expect(message).toContain(`The database folder ${pgliteDir} has no PG_VERSION file`);
    expect(message).toContain('created 2030-01-02T03:04:05.000Z');
    expect(message).toMatch(/Restore DATA_DIR from a backup/);
    // Nothing was written over the old files, and the folder is free again.
    expect(existsSync(path.join(pgliteDir, 'PG_VERSION'))).toBe(false);
    expect(existsSync(path.join(pgliteDir, 'base'))).toBe(true);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('given a DATA_DIR that held a database whose folder was emptied or removed, refuses and says how to start anew on purpose', async () => {
    const { dir, pgliteDir } = await dataDir();
    writeDatabaseMarker(dir, new Date());
    await rm(pgliteDir, { recursive: true });
    await mkdir(pgliteDir);
    let message = await refusal(dir);
    expect(message).toContain(`The database folder ${pgliteDir} is empty`);
    expect(message).toContain(`delete ${path.join(dir, MARKER_FILE)}`);
    await rm(pgliteDir, { recursive: true });
    message = await refusal(dir);
    expect(message).toContain(`The database folder ${pgliteDir} is missing`);
    expect(existsSync(pgliteDir)).toBe(false);
  });

  it('given database files without PG_VERSION and no marker, refuses rather than create a database over them', async () => {
    const { dir, pgliteDir } = await dataDir();
    await rm(path.join(pgliteDir, 'PG_VERSION'));
    const message = await refusal(dir);
    expect(message).toContain(`The database folder ${pgliteDir} holds files but no PG_VERSION`);
    expect(message).toContain(`delete ${pgliteDir}`);
  });

  it('given a damaged page in the users table, refuses to start and names the table, instead of starting "healthy"', async () => {
    const { dir, pgliteDir } = await dataDir();
    const file = await usersFile(pgliteDir);
    const bytes = await readFile(file);
    bytes.fill(0xab, 0, 24); // the first page's header
    await writeFile(file, bytes);
    const message = await refusal(dir);
    expect(message).toContain(`The database in ${pgliteDir} is damaged: table users cannot be read (invalid page in block 0`);
    expect(message).toMatch(/Restore DATA_DIR from a backup/);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('given a users table whose file was cut short, refuses: its index still counts the rows that are gone', async () => {
    const { dir, pgliteDir } = await dataDir();
    await truncate(await usersFile(pgliteDir), 0);
    const message = await refusal(dir);
    expect(message).toContain('is damaged: table users cannot be read');
    expect(message).toMatch(/index counts 300 rows but the table holds 0|could not read block/);
  });
});

describe('opening the embedded database on a full disk', () => {
  it('given a disk too small to create the database, refuses with the full disk named (not "[object Object]") and leaves no half-made folder', async (ctx) => {
    const disk = await mountTinyDisk(20);
    if ('skip' in disk) return ctx.skip(disk.skip);
    cleanups.push(() => disk.unmount());
    const message = await refusal(disk.dir);
    expect(message).toContain(`The database in ${path.join(disk.dir, 'pglite')} could not be created: the disk of DATA_DIR (${disk.dir}) is full`);
    expect(message).toContain('No space left on device');
    expect(message).toContain('Free space on that disk and start again.');
    expect(message).not.toContain('[object Object]');
    expect(existsSync(path.join(disk.dir, 'pglite'))).toBe(false);
    expect(existsSync(path.join(disk.dir, MARKER_FILE))).toBe(false);
  });

  it('given an existing database on a disk that filled up, refuses to open it until space is freed', async (ctx) => {
    const disk = await mountTinyDisk(96);
    if ('skip' in disk) return ctx.skip(disk.skip);
    cleanups.push(() => disk.unmount());
    const { pgliteDir } = await dataDir();
    await cp(pgliteDir, path.join(disk.dir, 'pglite'), { recursive: true });
    disk.fill();
    const message = await refusal(disk.dir);
    expect(message).toMatch(new RegExp(`the disk of DATA_DIR \\(${disk.dir}\\) is full: 0\\.\\d MB free`));
    expect(message).toContain('Free space on that disk and start again.');
    disk.free();
    const db = await openDatabase({ dataDir: disk.dir });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM locations'))[0]?.n).toBeGreaterThan(1000);
    await db.close();
  });
});
