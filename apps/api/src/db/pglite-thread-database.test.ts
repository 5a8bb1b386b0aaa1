/** PGlite in its own thread keeps the `Database` contract of the in-process adapter (ADR 044). */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { isUniqueViolation } from './errors.ts';
import { openPgliteThreadDatabase } from './pglite-thread-database.ts';

describe('PGlite in its own thread', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pmw-pglite-thread-'));
    db = await openPgliteThreadDatabase(dir);
    await db.exec('CREATE TABLE walks (id int PRIMARY KEY, title text NOT NULL, at timestamptz, tags text[], info jsonb, bytes bytea)');
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers rows with the types the in-process adapter gives: numbers, text, Dates, arrays, parsed JSON, bytes', async () => {
    const at = new Date('2030-12-14T18:30:00Z');
    await db.query('INSERT INTO walks (id, title, at, tags, info, bytes) VALUES ($1, $2, $3, $4, $5, $6)', [
      1,
      'Kepler Track',
      at,
      ['great walk', 'alpine'],
      JSON.stringify({ huts: 3 }),
      new Uint8Array([1, 2, 3]),
    ]);
    const [row] = await db.query<{ id: number; title: string; at: Date; tags: string[]; info: { huts: number }; bytes: Uint8Array; n: number }>(
      'SELECT *, count(*) OVER ()::int8 AS n FROM walks WHERE id = $1',
      [1],
    );
    expect(row).toMatchObject({ id: 1, title: 'Kepler Track', tags: ['great walk', 'alpine'], info: { huts: 3 }, n: 1 });
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.at.toISOString()).toBe(at.toISOString());
    expect([...(row?.bytes ?? [])]).toEqual([1, 2, 3]);
  });

  it('commits a transaction when its function resolves, and rolls every statement back when it throws', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO walks (id, title) VALUES (2, $1)', ['Routeburn Track']);
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM walks'))[0]?.n;
    });
    expect(answer).toBe(2);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO walks (id, title) VALUES (3, $1)', ['Heaphy Track']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query('SELECT id FROM walks ORDER BY id')).map((r) => r.id)).toEqual([1, 2]);
  });

  it('passes PostgreSQL’s error code and constraint across, so callers still tell a duplicate apart; the transaction rolls back', async () => {
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO walks (id, title) VALUES (4, $1)', ['Abel Tasman Coast Track']);
        await tx.query('INSERT INTO walks (id, title) VALUES (1, $1)', ['Kepler again']);
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure, 'walks_pkey')).toBe(true);
    expect(failure).toBeInstanceOf(Error);
    expect((await db.query('SELECT id FROM walks WHERE id = 4')).length).toBe(0);
    await expect(db.query('SELECT no_such_column FROM walks')).rejects.toThrow(/no_such_column/);
  });

  it('runs transactions one after another when several start at once, each seeing its own writes', async () => {
    const ids = [10, 11, 12, 13, 14];
    await Promise.all(
      ids.map((id) =>
        db.transaction(async (tx) => {
          const [before] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM walks');
          await tx.query('INSERT INTO walks (id, title) VALUES ($1, $2)', [id, `walk ${id}`]);
          const [after] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM walks');
          expect(after!.n).toBe(before!.n + 1);
        }),
      ),
    );
    expect((await db.query('SELECT id FROM walks WHERE id >= 10 ORDER BY id')).map((r) => r.id)).toEqual(ids);
  });

  it('keeps the API’s event loop free while the thread works', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    // About a second of database work in one statement.
    await db.query('SELECT count(*) FROM generate_series(1, 3000000) a, LATERAL (SELECT md5(a::text)) b');
    const busy = performance.now() - started;
    delay.disable();
    expect(busy).toBeGreaterThan(100);
    // On the loop itself the statement would have held it for the whole time.
    expect(delay.max / 1e6).toBeLessThan(busy / 2);
  });

  it('keeps its data in the directory: a new thread on it reads what the last one wrote', async () => {
    await db.close();
    db = await openPgliteThreadDatabase(dir);
    expect((await db.query('SELECT title FROM walks WHERE id = 2'))[0]).toEqual({ title: 'Routeburn Track' });
  }, 60_000);
});
