import path from 'node:path';
import type { Database } from './database.ts';
import { openPgliteThreadDatabase } from './pglite-thread-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

export interface DatabaseSettings {
  /** When set, a PostgreSQL server; otherwise PGlite in `${dataDir}/pglite`, in its own thread (ADR 044). */
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}

export function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.databaseUrl) {
    return openPostgresDatabase({
      connectionString: settings.databaseUrl,
      ...(settings.onIdleError ? { onIdleError: settings.onIdleError } : {}),
    });
  }
  return openPgliteThreadDatabase(path.join(settings.dataDir, 'pglite'));
}
