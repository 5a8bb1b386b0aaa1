/**
 * The messages between the API's thread and the database thread that runs PGlite
 * (ADR 044): one request, one answer with the same id. Values cross by structured
 * clone, so rows keep their Dates, arrays and parsed JSON.
 */
export type ThreadRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; tx: number | null }
  | { id: number; kind: 'exec'; sql: string; tx: number | null }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'close' };

/** A PostgreSQL error's fields (code, constraint, detail…), kept so callers can tell errors apart. */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, string | number | boolean>;
}

/** Id 0 answers the opening of the database. */
export type ThreadAnswer = { id: number; ok: true; rows?: unknown[]; tx?: number } | { id: number; ok: false; error: ThreadError };

export interface ThreadOptions {
  dataDir: string | undefined;
}
