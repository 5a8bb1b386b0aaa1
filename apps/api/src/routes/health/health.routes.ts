import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '@planmywalk/contracts';
import type { Database } from '../../db/database.ts';
import { pingDatabase } from './health.queries.ts';

const Health = Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false });

/** Readiness for load balancers and orchestrators: answers only when the database does. */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['app'], summary: 'Readiness check', response: { 200: Health, 503: ErrorResponse } } },
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
