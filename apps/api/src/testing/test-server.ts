import type { FastifyInstance } from 'fastify';
import type { AppSettings } from '../config/env.ts';
import { buildServer } from '../server.ts';
import { openSeededTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer {
  app: FastifyInstance;
  t: TestDatabase;
  close(): Promise<void>;
}

/** The real server on a private copy of the seeded database. */
export async function openTestServer(options: { webRoot?: string; settings?: AppSettings } = {}): Promise<TestServer> {
  const t = await openSeededTestDatabase();
  const app = await buildServer({ db: t.db, ...options });
  await app.ready();
  return {
    app,
    t,
    async close() {
      await app.close();
      await t.close();
    },
  };
}
