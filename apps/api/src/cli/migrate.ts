/**
 * `pnpm migrate`: applies the pending migrations to the database named by DATABASE_URL,
 * or the embedded one in DATA_DIR, and exits. With PostgreSQL this is its own deploy step,
 * run once before the new release's replicas start (they refuse an older schema unless
 * MIGRATE_ON_START=true); with the embedded database stop the API first (one process per
 * DATA_DIR, ADR 062), though its start migrates by itself anyway.
 */
import { readEnv } from '../config/env.ts';
import { StartRefusedError } from '../db/data-dir/refusal.ts';
import { migrate, schemaStatus } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';

const env = readEnv(process.env);
let db;
try {
  db = await openDatabase(env);
} catch (error) {
  console.error(`pnpm migrate did not run: ${error instanceof StartRefusedError || error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
try {
  const applied = await migrate(db);
  const { databaseAt } = await schemaStatus(db);
  process.stdout.write(`${JSON.stringify({ database: db.kind, applied, databaseAt })}\n`);
} catch (error) {
  console.error('pnpm migrate failed; no migration of this run was recorded (they run in one transaction):', error);
  process.exitCode = 1;
} finally {
  await db.close();
}
