/**
 * The one database seam of the API. PGlite (embedded) and a PostgreSQL server (pg Pool)
 * both implement it, so every query and migration is plain PostgreSQL written once.
 *
 * Result values are what both drivers agree on: int4/float8 as numbers, json/jsonb
 * parsed, text[] as arrays, timestamptz as Date. int8 is parsed to a number by both
 * adapters (counts stay far below 2^53).
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with `$1…` parameters. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migration files). */
  exec(sql: string): Promise<void>;
}

/** How busy the connections are, for the metrics; what each driver can tell. */
export type DatabaseStats =
  /** A pg Pool: connections open, of those idle, and queries waiting for one. */
  | { kind: 'pool'; total: number; idle: number; waiting: number }
  /** The embedded database's thread (ADR 044): requests sent to it and not yet answered. */
  | { kind: 'thread'; pending: number };

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Unset where there is nothing to tell (PGlite in-process, in tests: it has no queue of its own). */
  stats?(): DatabaseStats;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
