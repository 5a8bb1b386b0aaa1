import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../config/env.ts';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/api/migrations');

// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_KEY = 7_316_001;

export interface Migration {
  version: string;
  sql: string;
}

/** `NNN_name.sql` files, in numeric order. */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d+_[\w-]+\.sql$/.test(f));
  files.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b));
  return Promise.all(
    files.map(async (file) => ({ version: file.replace(/\.sql$/, ''), sql: await readFile(path.join(dir, file), 'utf8') })),
  );
}

/**
 * Applies the pending migrations in order, all in one transaction: either every one is
 * recorded in schema_migrations or none is. The advisory lock lets several API replicas
 * start at once against one PostgreSQL.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const migration of all) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** The number a migration's version starts with (`014_outbox_claims_and_readiness` → 14). */
const numberOf = (version: string) => Number.parseInt(version, 10);

export interface SchemaStatus {
  /** The highest migration number the database has recorded (0: none). */
  databaseAt: number;
  /** The highest this release ships. */
  releaseNeeds: number;
  /** This release's migrations the database has not applied, in order. */
  pending: string[];
}

/**
 * What the database holds against what this release ships, without changing anything.
 * Migrations the database has and this release does not know (a newer release migrated
 * first, as a rolling deploy does) are not pending: they are the next release's.
 */
export async function schemaStatus(db: Database, migrations?: Migration[]): Promise<SchemaStatus> {
  const all = migrations ?? (await readMigrations());
  const [table] = await db.query<{ name: string | null }>("SELECT to_regclass('schema_migrations')::text AS name");
  const done = table?.name ? (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version) : [];
  const have = new Set(done);
  return {
    databaseAt: Math.max(0, ...done.map(numberOf).filter(Number.isFinite)),
    releaseNeeds: Math.max(0, ...all.map((m) => numberOf(m.version))),
    pending: all.filter((m) => !have.has(m.version)).map((m) => m.version),
  };
}

/** The refusal a start without MIGRATE_ON_START gives a database that is behind: what to run. */
export function schemaBehindMessage(status: SchemaStatus): string {
  const at = status.databaseAt === 0 ? 'the database has no migrations applied' : `the database is at migration ${status.databaseAt}`;
  return `${at}, this release needs ${status.releaseNeeds} (pending: ${status.pending.join(', ')}): run \`pnpm migrate\` first (or set MIGRATE_ON_START=true to migrate on start)`;
}
