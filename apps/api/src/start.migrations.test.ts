/**
 * Migrations as their own deploy step (issue 30, ADR 066): `pnpm migrate` applies them and
 * exits; with DATABASE_URL a start only checks the schema is current and refuses an older
 * one with what to run, unless MIGRATE_ON_START=true. The embedded database's start keeps
 * migrating itself (start.test.ts), so the quickstart needs no extra step.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from './config/env.ts';
import { StartRefusedError } from './db/data-dir/refusal.ts';
import { migrate, readMigrations, schemaStatus } from './db/migrate.ts';
import { startApp } from './start.ts';
import { openEmptyTestDatabase, openSeededTestDatabase, seededDataDir, type TestDatabase } from './testing/test-database.ts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const postgres = Boolean(process.env.TEST_DATABASE_URL?.trim());
const quiet = { level: 'silent' } as const;

/** `pnpm migrate` as an operator runs it: the CLI in its own process. */
function runMigrateCli(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

// On PGlite a new database costs each process tens of seconds on a loaded machine, so the
// whole path runs on PostgreSQL and PGlite only proves the CLI on a current DATA_DIR.
describe.skipIf(postgres)('pnpm migrate on the embedded database', () => {
  it('given a DATA_DIR at the current schema, applies nothing and exits 0', async () => {
    const dataDir = await seededDataDir();
    try {
      const run = await runMigrateCli({ DATA_DIR: dataDir.dir });
      expect(run.code, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ database: 'pglite', applied: [] });
    } finally {
      await dataDir.remove();
    }
  }, 90_000);
});

describe.skipIf(!postgres)('pnpm migrate, then a start that only checks', () => {
  // A new empty database on the test server.
  let server: TestDatabase;
  beforeAll(async () => {
    server = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await server?.close();
  });
  const where = (): Record<string, string> => {
    if (!('databaseUrl' in server.location)) throw new Error('expected a PostgreSQL test database');
    return { DATABASE_URL: server.location.databaseUrl };
  };

  it('given a new database, the start refuses and says to run pnpm migrate; the CLI migrates it once', async () => {
    const env = readEnv({ ...where(), WEB_ROOT: '/nonexistent', FEEDS: 'off' });
    const refused = await startApp(env, quiet).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StartRefusedError);
    const needs = Math.max(...(await readMigrations()).map((m) => Number.parseInt(m.version, 10)));
    expect((refused as Error).message).toMatch(new RegExp(`^the database has no migrations applied, this release needs ${needs} \\(pending: 001_locations, .*\\): run \`pnpm migrate\` first`));

    const first = await runMigrateCli(where());
    expect(first.code, first.stderr).toBe(0);
    const report = JSON.parse(first.stdout) as { applied: string[]; databaseAt: number };
    expect(report.applied).toEqual((await readMigrations()).map((m) => m.version));
    expect(report.databaseAt).toBe(needs);

    const again = await runMigrateCli(where());
    expect(again.code, again.stderr).toBe(0);
    expect((JSON.parse(again.stdout) as { applied: string[] }).applied).toEqual([]);

    expect((await schemaStatus(server.db)).pending).toEqual([]);
  }, 60_000);
});

describe.skipIf(!postgres)('a start on PostgreSQL (DATABASE_URL)', () => {
  it('given a database two migrations behind, refuses with the migration it is at and the one this release needs, changing nothing', async () => {
    const t = await openEmptyTestDatabase();
    try {
      if (!('databaseUrl' in t.location)) throw new Error('expected a PostgreSQL test database');
      const all = await readMigrations();
      await migrate(t.db, all.slice(0, -2));
      const at = Number.parseInt(all.at(-3)?.version ?? '', 10);
      const needs = Number.parseInt(all.at(-1)?.version ?? '', 10);
      const env = readEnv({ DATABASE_URL: t.location.databaseUrl, WEB_ROOT: '/nonexistent', FEEDS: 'off' });
      await expect(startApp(env, quiet)).rejects.toThrow(
        `the database is at migration ${at}, this release needs ${needs} (pending: ${all
          .slice(-2)
          .map((m) => m.version)
          .join(', ')}): run \`pnpm migrate\` first (or set MIGRATE_ON_START=true to migrate on start)`,
      );
      expect((await schemaStatus(t.db)).pending).toHaveLength(2);
    } finally {
      await t.close();
    }
  }, 60_000);

  // MIGRATE_ON_START=true on PostgreSQL is start.test.ts's first start (it migrates a new database).
  it('given a current schema, starts without migrating', async () => {
    const t = await openSeededTestDatabase();
    try {
      if (!('databaseUrl' in t.location)) throw new Error('expected a PostgreSQL test database');
      const lines: string[] = [];
      const logger = { level: 'info', stream: { write: (line: string) => void lines.push(line) } };
      const started = await startApp(readEnv({ DATABASE_URL: t.location.databaseUrl, WEB_ROOT: '/nonexistent', FEEDS: 'off' }), logger);
      await started.app.close();
      await started.db.close();
      expect(lines.some((l) => l.includes('schema up to date (checked'))).toBe(true);
      expect(lines.some((l) => l.includes('migrations applied'))).toBe(false);
    } finally {
      await t.close();
    }
  }, 60_000);
});
