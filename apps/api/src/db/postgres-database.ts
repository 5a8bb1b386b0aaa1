import pg from 'pg';
import type { Database, Queryable, Row } from './database.ts';

const INT8_OID = 20;

// Match PGlite, which parses int8 to a number; pg's default is a string.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Pool size per process; replicas multiply it. */
  max?: number;
  /** An idle pooled connection died (server restart, failover); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

/** A PostgreSQL server through a pg connection pool. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.max ?? 10, types });
  // Without a listener, an idle connection's error would crash the process; the next
  // query simply gets a fresh connection.
  pool.on('error', (error) => options.onIdleError?.(error));
  let closed = false;
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const base = wrap(pool);
  return {
    kind: 'postgres',
    stats: () => ({ kind: 'pool', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
