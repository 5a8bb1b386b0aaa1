/**
 * Liveness (/api/health) and readiness (/api/v1/ready, ADR 062; issue 29 finding 12: a disk
 * that filled while the server ran made saves answer 500 while /api/health said 200).
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openPgliteDatabase } from '../../db/pglite-database.ts';
import { buildServer } from '../../server.ts';
import { newEmail, register } from '../../testing/accounts.ts';
import { seededDataDir } from '../../testing/test-database.ts';
import { openTestServer, TEST_PASSWORD_HASHING, type TestServer } from '../../testing/test-server.ts';
import { mountTinyDisk } from '../../testing/tiny-disk.ts';

const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/v1/ready' });
const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });

describe('readiness', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('given a database that takes writes, answers 200 and keeps nothing of its probe', async () => {
    const res = await ready(s.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(await s.t.db.query('SELECT * FROM readiness_probe')).toEqual([]);
  });

  it('given a database that answers reads but refuses every write (a full disk), answers 503 with the reason while /api/health stays 200', async () => {
    const diskFull = () => Object.assign(new Error('could not extend file "base/5/16399": No space left on device'), { code: '53100' });
    const failing: Database = {
      ...s.t.db,
      transaction: async () => {
        throw diskFull();
      },
    };
    const app = await buildServer({ db: failing, accounts: { passwordHashing: TEST_PASSWORD_HASHING } });
    try {
      const res = await ready(app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'Not ready: the database cannot take a write: its disk is full' });
      expect((await health(app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('given a database that does not answer, answers 503', async () => {
    const down: Database = { ...s.t.db, query: async () => Promise.reject(new Error('The database thread stopped (exit code 1)')) };
    const app = await buildServer({ db: down, accounts: { passwordHashing: TEST_PASSWORD_HASHING } });
    try {
      expect((await ready(app)).json()).toEqual({ error: 'Not ready: the database does not answer' });
      expect((await health(app)).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('readiness and the background worker', () => {
  let s: TestServer;
  let release = () => undefined as void;
  beforeAll(async () => {
    s = await openTestServer({
      mail: { pollIntervalMs: 50 },
      worker: { stallAfterMs: 300 },
      beforeReady: async (app) => {
        // A job waiting on something that never answers, until the test lets it go.
        let stuck = true;
        app.worker.add({
          name: 'stuck',
          everyMs: 0,
          run: () => (stuck ? new Promise<void>((resolve) => (release = () => ((stuck = false), resolve()))) : Promise.resolve()),
        });
      },
    });
  });
  afterAll(async () => {
    release();
    await s.close();
  });

  it('given a worker not started in this process (BACKGROUND_WORK=none, or a tool), does not hold readiness back', async () => {
    expect(s.app.worker.started).toBe(false);
    expect((await ready(s.app)).statusCode).toBe(200);
  });

  it('given the worker stuck in a job past its limit, answers 503 until it moves again', async () => {
    s.app.worker.start();
    await vi.waitFor(
      async () => {
        const res = await ready(s.app);
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json<{ error: string }>().error).toMatch(
          /^Not ready: the background worker \(email-outbox, housekeeping, feeds, trip-notifications, stuck\) has not moved for \d+ s$/,
        );
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await health(s.app)).statusCode).toBe(200);
    release();
    await vi.waitFor(async () => expect((await ready(s.app)).statusCode).toBe(200), { timeout: 10_000, interval: 50 });
  });
});

describe('readiness and a worker running some parts (BACKGROUND_WORK, ADR 063)', () => {
  let s: TestServer;
  let release = () => undefined as void;
  beforeAll(async () => {
    s = await openTestServer({
      mail: { pollIntervalMs: 50 },
      worker: { stallAfterMs: 300 },
      beforeReady: async (app) => {
        app.worker.add({ name: 'stuck', everyMs: 0, run: () => new Promise<void>((resolve) => (release = resolve)) });
      },
    });
  });
  afterAll(async () => {
    release();
    await s.close();
  });

  it('given a stuck job of a part this process does not run, stays ready: only the parts it runs can stall it', async () => {
    s.app.worker.start(['email-outbox', 'housekeeping']);
    expect(s.app.worker.jobsRunning()).toEqual(['email-outbox', 'housekeeping']);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(s.app.worker.stalledForMs()).toBeNull();
    expect((await ready(s.app)).statusCode).toBe(200);
  });
});

describe('readiness on a disk that fills while the server runs', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('given the embedded database’s disk filling up, saves fail and ready answers 503 (health stays 200); once space is freed, both recover', async (ctx) => {
    const disk = await mountTinyDisk(96);
    if ('skip' in disk) return ctx.skip(disk.skip);
    cleanups.push(() => disk.unmount());
    const seeded = await seededDataDir();
    cleanups.push(seeded.remove);
    const pgliteDir = path.join(disk.dir, 'pglite');
    await cp(seeded.pgliteDir, pgliteDir, { recursive: true });
    const db = await openPgliteDatabase(pgliteDir);
    cleanups.push(() => db.close());
    // The write probe alone, as with DATABASE_URL; and with the embedded DATA_DIR's free space too.
    const probeOnly = await buildServer({ db, accounts: { passwordHashing: TEST_PASSWORD_HASHING } });
    cleanups.push(() => probeOnly.close());
    const embedded = await buildServer({ db, embeddedDataDir: disk.dir, accounts: { passwordHashing: TEST_PASSWORD_HASHING } });
    cleanups.push(() => embedded.close());
    expect((await ready(probeOnly)).statusCode).toBe(200);
    expect((await ready(embedded)).statusCode).toBe(200);

    disk.fill();
    // What the fault probe saw: a save fails, the liveness check says all is well.
    expect((await register(probeOnly, newEmail('full-disk'))).statusCode).toBe(500);
    expect((await health(probeOnly)).statusCode).toBe(200);
    // Readiness says so.
    expect((await ready(probeOnly)).json()).toEqual({ error: 'Not ready: the database cannot take a write: its disk is full' });
    const embeddedAnswer = await ready(embedded);
    expect(embeddedAnswer.statusCode).toBe(503);
    expect(embeddedAnswer.json<{ error: string }>().error).toContain(`Not ready: the disk of DATA_DIR (${disk.dir}) is full`);

    disk.free();
    expect((await ready(probeOnly)).statusCode).toBe(200);
    expect((await ready(embedded)).statusCode).toBe(200);
    expect((await register(probeOnly, newEmail('space-again'))).statusCode).toBe(201);
  });
});
