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
