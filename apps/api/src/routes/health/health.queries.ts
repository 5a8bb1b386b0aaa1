import type { Database, Queryable } from '../../db/database.ts';

/**
 * Throws when the database does not answer. The value is checked, not only the absence
 * of an error: PGlite after a PANIC (a full disk at a checkpoint) answers statements with
 * no rows at all.
 */
export async function pingDatabase(db: Queryable): Promise<void> {
  const [row] = await db.query<{ ok: number }>('SELECT 1 AS ok');
  if (row?.ok !== 1) throw new Error('the database answered SELECT 1 without its row');
}

/** Thrown inside the probe's transaction so it is rolled back. */
class ProbeDone extends Error {}

/**
 * Throws when the database cannot take a write (ADR 062). A row updated in place is not
 * enough: on a full disk PostgreSQL still rewrites a page it has and WAL it preallocated,
 * while every save that needs a new page fails. So the probe empties its table (a new,
 * empty file) and writes one row (a new page) in a transaction that is rolled back:
 * the same allocation a save makes, nothing kept, a few milliseconds.
 */
export async function probeWrite(db: Database, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // Two probes at once take turns; one stuck behind a lock is an answer too.
      await tx.query("SELECT set_config('lock_timeout', '2s', true)");
      await tx.query('TRUNCATE readiness_probe');
      await tx.query('INSERT INTO readiness_probe (checked_at) VALUES ($1)', [now]);
      throw new ProbeDone();
    });
  } catch (error) {
    if (!(error instanceof ProbeDone)) throw error;
  }
}
