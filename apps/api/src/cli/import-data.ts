/**
 * `pnpm --filter @planmywalk/api import:data`: migrate, then load data/ into the
 * database named by DATABASE_URL, or the embedded one in DATA_DIR. Safe to re-run.
 * With the embedded database, stop the API first: PGlite is one process per folder.
 */
import { readEnv } from '../config/env.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { importData } from '../import/import-data.ts';

const env = readEnv(process.env);
const db = await openDatabase(env);
try {
  const applied = await migrate(db);
  const result = await importData(db);
  process.stdout.write(`${JSON.stringify({ migrationsApplied: applied, ...result }, null, 2)}\n`);
} finally {
  await db.close();
}
