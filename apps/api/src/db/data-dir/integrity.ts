/**
 * A cheap look at every table of the embedded database before the server starts (ADR 062):
 * a damaged page would otherwise let the server start "healthy" and answer every request
 * that touches it with a 500 (the fault probe's corrupt users table: every registration).
 *
 * Each table is counted twice in one read-only transaction: once by reading its rows (a
 * damaged page fails with "invalid page in block…"), once through an index (a file cut
 * short leaves index entries whose rows are gone, so the counts differ, or the read of a
 * missing block fails). It reads every page of every table once, which the embedded
 * database's size allows (hundreds of milliseconds for the seeded DOC data); a PostgreSQL
 * server (DATABASE_URL) has its own checks and its tables may be large, so it is skipped there.
 */
import type { Database, Queryable } from '../database.ts';
import { StartRefusedError } from './refusal.ts';

export interface IntegrityReport {
  tables: number;
  rows: number;
  ms: number;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const BY_ROWS =
  "SELECT set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'on', true)";
const BY_INDEX =
  "SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'on', true), set_config('enable_indexonlyscan', 'on', true)";

/** Every table's count in one statement (a round trip to the database thread each costs more than the counting). */
async function countAll(tx: Queryable, tables: readonly string[]): Promise<number[]> {
  if (tables.length === 0) return [];
  const [row] = await tx.query<Record<string, number>>(`SELECT ${tables.map((t, i) => `(SELECT count(*)::int FROM ${quote(t)}) AS c${i}`).join(', ')}`);
  return tables.map((_, i) => row?.[`c${i}`] ?? 0);
}

type Table = { name: string; indexed: boolean };

/** Both counts of every table; the per-table pass after a failure names the one that failed. */
async function countTables(tx: Queryable, tables: readonly Table[], onTable: (name: string) => void): Promise<number> {
  const indexed = tables.filter((t) => t.indexed).map((t) => t.name);
  // A failed statement aborts the transaction; the savepoint lets the per-table pass run after it.
  await tx.query('SAVEPOINT all_tables');
  try {
    await tx.query(BY_ROWS);
    const byRows = await countAll(tx, tables.map((t) => t.name));
    await tx.query(BY_INDEX);
    const byIndex = await countAll(tx, indexed);
    const rows = new Map(tables.map((t, i) => [t.name, byRows[i] ?? 0]));
    if (indexed.every((name, i) => byIndex[i] === rows.get(name))) return byRows.reduce((a, b) => a + b, 0);
  } catch {
    // Find which table it was, below.
  }
  await tx.query('ROLLBACK TO SAVEPOINT all_tables');
  let total = 0;
  for (const { name, indexed: hasIndex } of tables) {
    onTable(name);
    await tx.query(BY_ROWS);
    const [byRows = 0] = await countAll(tx, [name]);
    total += byRows;
    if (!hasIndex) continue;
    await tx.query(BY_INDEX);
    const [byIndex = 0] = await countAll(tx, [name]);
    if (byIndex !== byRows) throw new Error(`its index counts ${byIndex} rows but the table holds ${byRows}`);
  }
  return total;
}

/** Refuses with the damaged table named, or answers what was read. */
export async function checkTables(db: Database, dbDir: string): Promise<IntegrityReport> {
  const started = performance.now();
  let current = 'the list of tables';
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION READ ONLY');
      const tables = await tx.query<Table>(
        `SELECT c.relname AS name, EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisvalid) AS indexed
         FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace ORDER BY c.relname`,
      );
      const rows = await countTables(tx, tables, (name) => (current = `table ${name}`));
      return { tables: tables.length, rows, ms: Math.round(performance.now() - started) };
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartRefusedError(
      `The database in ${dbDir} is damaged: ${current} cannot be read (${reason}). ` +
        'Plan My Walk will not start on it: requests touching it would fail. ' +
        'Restore DATA_DIR from a backup (with every Plan My Walk process stopped), then start again.',
      { cause: error },
    );
  }
}
