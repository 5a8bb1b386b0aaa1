/**
 * What is in DATA_DIR before PGlite may open it (ADR 062). PGlite creates a new, empty
 * database wherever it finds no PG_VERSION, so a database folder that was emptied, lost
 * its PG_VERSION or was not restored whole would be replaced, silently, by a fresh one. A
 * marker beside the folder (`planmywalk-db.json`, written once the first database exists)
 * remembers that a database lived here; with the marker and no database, the start is
 * refused instead.
 */
import { existsSync, readdirSync, readFileSync, renameSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartRefusedError } from './refusal.ts';

export const MARKER_FILE = 'planmywalk-db.json';
/** The embedded database's folder inside DATA_DIR. */
export const PGLITE_FOLDER = 'pglite';
/**
 * Below this much free space the embedded database is not started, nor called ready: a save
 * needs new pages, a checkpoint new WAL, and PGlite stops (PANIC) when it cannot write them.
 */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

export interface DatabaseMarker {
  /** When this DATA_DIR's database was created (or first seen, for one older than the marker). */
  createdAt: string;
  folder: string;
}

export type FolderState =
  /** Nothing here yet: PGlite may create the database. */
  | { kind: 'new' }
  /** A database; `marker` is null for one created before markers existed (it gets one now). */
  | { kind: 'existing'; marker: DatabaseMarker | null };

const RESTORE = 'Restore DATA_DIR from a backup (with every Plan My Walk process stopped)';

function readMarker(file: string): DatabaseMarker | 'unreadable' | null {
  if (!existsSync(file)) return null;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<DatabaseMarker>;
    return typeof value.createdAt === 'string' ? { createdAt: value.createdAt, folder: value.folder ?? PGLITE_FOLDER } : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * Decides whether the embedded database may be opened or created here, or refuses with
 * what is wrong and what to do. Never answers 'new' for a folder that held a database.
 */
export function inspectDatabaseFolder(dataDir: string): FolderState {
  const dbDir = path.join(dataDir, PGLITE_FOLDER);
  const markerFile = path.join(dataDir, MARKER_FILE);
  const marker = readMarker(markerFile);
  const entries = existsSync(dbDir) ? readdirSync(dbDir) : null;
  const hasVersion = entries?.includes('PG_VERSION') ?? false;
  if (hasVersion) return { kind: 'existing', marker: marker === 'unreadable' ? null : marker };

  if (marker !== null) {
    const since = marker === 'unreadable' ? '' : ` (created ${marker.createdAt})`;
    const what = entries === null ? 'is missing' : entries.length === 0 ? 'is empty' : 'has no PG_VERSION file, so PGlite would create a new, empty database over it';
    throw new StartRefusedError(
      `The database folder ${dbDir} ${what}, but ${markerFile} says DATA_DIR held a database${since}. ` +
        `Plan My Walk will not start a new, empty database in its place. ${RESTORE}. ` +
        `Only if that database is meant to go, delete ${markerFile} (and ${dbDir}) to start with a new one.`,
    );
  }
  if (entries === null || entries.length === 0) return { kind: 'new' };
  throw new StartRefusedError(
    `The database folder ${dbDir} holds files but no PG_VERSION: it is not a database PGlite can open, and opening it would create a new one over them. ` +
      `${RESTORE}. If it never held your data (a first start that was interrupted), delete ${dbDir} and start again.`,
  );
}

/** Records that DATA_DIR holds a database (written whole: a temporary file renamed). */
export function writeDatabaseMarker(dataDir: string, createdAt: Date): void {
  const file = path.join(dataDir, MARKER_FILE);
  const marker: DatabaseMarker = { createdAt: createdAt.toISOString(), folder: PGLITE_FOLDER };
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(marker, null, 2)}\n`);
  renameSync(temp, file);
}

/** Free bytes for this user on the disk of `dir`, or null where the system cannot tell. */
export function freeBytes(dir: string): number | null {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The sentence for a full disk, or null when there is room. */
export function diskFullReason(dataDir: string): string | null {
  const free = freeBytes(dataDir);
  if (free === null || free >= MIN_FREE_BYTES) return null;
  return `the disk of DATA_DIR (${dataDir}) is full: ${mb(free)} free, at least ${mb(MIN_FREE_BYTES)} needed`;
}

/** Refuses to start the embedded database on a disk that cannot take its writes. */
export function checkFreeSpace(dataDir: string): void {
  const reason = diskFullReason(dataDir);
  if (reason) throw new StartRefusedError(`Plan My Walk will not open its database: ${reason}. Free space on that disk and start again.`);
}
