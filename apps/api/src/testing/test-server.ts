import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../server.ts';
import { makeTempDir, openSeededTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer {
  app: FastifyInstance;
  t: TestDatabase;
  close(): Promise<void>;
}

export type TestServerOptions = Omit<ServerOptions, 'db' | 'filesDir'>;

/**
 * The real server on a private copy of the seeded database, with uploads in a private
 * temporary folder. Mail goes to the development mailbox unless `mail.smtpUrl` is given;
 * the outbox worker does not run on its own: tests call `app.outbox.deliverDue()`.
 */
export async function openTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const t = await openSeededTestDatabase();
  const files = await makeTempDir();
  const app = await buildServer({ db: t.db, filesDir: files.dir, ...options });
  await app.ready();
  return {
    app,
    t,
    async close() {
      await app.close();
      await t.close();
      await files.remove();
    },
  };
}
