import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';
import { checkTables, type IntegrityReport } from './data-dir/integrity.ts';
import { checkFreeSpace, inspectDatabaseFolder, PGLITE_FOLDER, writeDatabaseMarker, type FolderState } from './data-dir/folder.ts';
import { lockDataDir, type DataDirLock } from './data-dir/lock.ts';
import { StartRefusedError } from './data-dir/refusal.ts';
import { isDiskFull } from './errors.ts';
import { openPgliteThreadDatabase } from './pglite-thread-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

export interface DatabaseSettings {
  /** When set, a PostgreSQL server; otherwise PGlite in `${dataDir}/pglite`, in its own thread (ADR 044). */
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleError?: (error: Error) => void;
  /** Told what the embedded database's start found (for the start-up log). */
  onEmbeddedOpened?: (info: EmbeddedOpened) => void;
}

export interface EmbeddedOpened {
  /** Whether this start created the database. */
  created: boolean;
  /** The lock this process holds on DATA_DIR (released by `close()`). */
  lock: string;
  integrity: IntegrityReport;
}

/** PGlite's own words for a folder it cannot open, with what the operator should do. */
function openRefusal(error: unknown, dataDir: string, dbDir: string, state: FolderState): StartRefusedError {
  const reason = error instanceof Error ? error.message : String(error);
  const doing = state.kind === 'new' ? 'created' : 'opened';
  if (isDiskFull(error)) {
    return new StartRefusedError(
      `The database in ${dbDir} could not be ${doing}: the disk of DATA_DIR (${dataDir}) is full (${reason}). Free space on that disk and start again.`,
      { cause: error },
    );
  }
  return new StartRefusedError(
    `The database in ${dbDir} could not be ${doing} (${reason}). ` +
      (state.kind === 'new'
        ? 'Check that DATA_DIR is on a local disk this user may write to, with free space.'
        : 'The folder may be damaged or incomplete. Restore DATA_DIR from a backup (with every Plan My Walk process stopped); if its disk is full, free space and start again.'),
    { cause: error },
  );
}

/**
 * The embedded database, opened only when it is safe to (ADR 062): DATA_DIR locked for this
 * process, the folder a database or nothing (never a fresh database over one that was
 * there), room on the disk, and every table readable.
 */
async function openEmbedded(settings: DatabaseSettings): Promise<Database> {
  const dataDir = path.resolve(settings.dataDir);
  const dbDir = path.join(dataDir, PGLITE_FOLDER);
  // Before anything is written here, the lock file included.
  checkFreeSpace(dataDir);
  const lock: DataDirLock = lockDataDir(dataDir);
  try {
    const state = inspectDatabaseFolder(dataDir);
    let db: Database;
    try {
      db = await openPgliteThreadDatabase(dbDir);
    } catch (error) {
      // The folder was absent or empty: what a failed creation left (a full disk) is no one's data.
      if (state.kind === 'new') rmSync(dbDir, { recursive: true, force: true });
      throw openRefusal(error, dataDir, dbDir, state);
    }
    let integrity: IntegrityReport;
    try {
      integrity = await checkTables(db, dbDir);
      if (state.kind === 'new' || state.marker === null) writeDatabaseMarker(dataDir, new Date());
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
    settings.onEmbeddedOpened?.({ created: state.kind === 'new', lock: lock.path, integrity });
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.databaseUrl) {
    return openPostgresDatabase({
      connectionString: settings.databaseUrl,
      ...(settings.onIdleError ? { onIdleError: settings.onIdleError } : {}),
    });
  }
  return openEmbedded(settings);
}
