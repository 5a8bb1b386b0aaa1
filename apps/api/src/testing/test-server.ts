import type { FastifyInstance } from 'fastify';
import type { ScryptParams } from '../auth/passwords.ts';
import { buildServer, type ServerOptions } from '../server.ts';
import { makeTempDir, openSeededTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer {
  app: FastifyInstance;
  t: TestDatabase;
  close(): Promise<void>;
}

export type TestServerOptions = Omit<ServerOptions, 'db' | 'filesDir'> & {
  /** Runs on the built app before it is ready: a test may register routes of its own. */
  beforeReady?: (app: FastifyInstance) => Promise<void>;
};

/**
 * scrypt at N = 2^10 (about 2 ms) instead of production's 2^15 (about 75 ms): route tests
 * register and log in hundreds of times. passwords.test.ts covers the production cost.
 */
export const TEST_PASSWORD_HASHING: ScryptParams = { ln: 10, r: 8, p: 1 };

/**
 * The real server on a private copy of the seeded database, with uploads in a private
 * temporary folder. Mail goes to the development mailbox unless `mail.smtpUrl` is given;
 * the outbox worker does not run on its own: tests call `app.outbox.deliverDue()`. The
 * feeds are off unless the test sets `feeds` (and polls with `app.feeds.poller.pollDue()`).
 */
export async function openTestServer({ beforeReady, ...options }: TestServerOptions = {}): Promise<TestServer> {
  const t = await openSeededTestDatabase();
  const files = await makeTempDir();
  const app = await buildServer({
    db: t.db,
    filesDir: files.dir,
    ...options,
    // No test reaches the real providers: a test of the feeds aims them at a local server or the samples.
    feeds: { mode: 'off', ...options.feeds },
    // A test's own work (seeding, building a large file) can keep the loop busy for a second: no shedding
    // unless a test of it asks (http/load-shedding.test.ts). The request limits stay as in production.
    load: { shedding: null, ...options.load },
    accounts: { passwordHashing: TEST_PASSWORD_HASHING, ...options.accounts },
  });
  await beforeReady?.(app);
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
