import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { apiPaths, ErrorResponse } from '@planmywalk/contracts';
import type { Database } from '../../db/database.ts';
import { diskFullReason } from '../../db/data-dir/folder.ts';
import { isDiskFull } from '../../db/errors.ts';
import type { BackgroundWorker } from '../../jobs/worker.ts';
import type { Clock } from '../../lib/clock.ts';
import { pingDatabase, probeWrite } from './health.queries.ts';

const Ok = Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false });

/**
 * Liveness, for restarts: the process answers and its database does (the embedded
 * database's thread may have stopped, ADR 044). Cheap: one SELECT.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['app'], summary: 'Liveness check: the process and its database answer', response: { 200: Ok, 503: ErrorResponse } } },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { ok: true as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ error: 'Database unavailable' });
      }
    },
  );
};

export interface ReadinessOptions {
  db: Database;
  worker: BackgroundWorker;
  clock: Clock;
  /** The embedded database's DATA_DIR, whose disk must have room; undefined with DATABASE_URL. */
  embeddedDataDir?: string | undefined;
}

/**
 * Readiness, for load balancers and monitoring (ADR 062): 503 while this process cannot
 * do its work, though it is alive: the database does not answer or cannot take a write
 * (a full disk: saves would answer 500), or the background worker that sends the email
 * (the overdue walker's included) has stopped moving where it runs in this process (its
 * parts named: BACKGROUND_WORK, ADR 063).
 */
export const readinessRoutes: FastifyPluginAsync<ReadinessOptions> = async (app, { db, worker, clock, embeddedDataDir }) => {
  const why = async (): Promise<string | null> => {
    try {
      await pingDatabase(db);
    } catch (error) {
      app.log.error({ err: error }, 'readiness: the database does not answer');
      return 'the database does not answer';
    }
    const full = embeddedDataDir ? diskFullReason(embeddedDataDir) : null;
    if (full) return full;
    try {
      await probeWrite(db, clock.now());
    } catch (error) {
      app.log.error({ err: error }, 'readiness: the database cannot take a write');
      return isDiskFull(error) ? 'the database cannot take a write: its disk is full' : 'the database cannot take a write';
    }
    const stalled = worker.stalledForMs();
    // Named by the parts this process runs (BACKGROUND_WORK): a web-only replica has none to stall.
    if (stalled !== null) return `the background worker (${worker.jobsRunning().join(', ')}) has not moved for ${Math.round(stalled / 1000)} s`;
    return null;
  };

  app.get(
    apiPaths.ready,
    {
      schema: {
        tags: ['app'],
        summary: 'Readiness check: the database takes writes and the background worker runs',
        response: { 200: Ok, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      const reason = await why();
      if (reason === null) return { ok: true as const };
      request.log.warn({ reason }, 'not ready');
      return reply.code(503).send({ error: `Not ready: ${reason}` });
    },
  );
};
