/**
 * Child process of `bench:search`: the API on a private copy of the seeded database,
 * listening on loopback only. It runs apart from the load generator so the two do not
 * share one event loop. Tells the parent `{ address, kind }` when ready; stops, deleting
 * its copy, when the parent says 'stop', goes away, or a signal arrives.
 */
import { buildServer } from '../server.ts';
import { openSeededTestDatabase } from '../testing/test-database.ts';

export interface BenchServerReady {
  address: string;
  kind: 'pglite' | 'postgres';
}

if (!process.send) throw new Error('bench-server runs as a child of search-bench (it needs an IPC channel)');

const t = await openSeededTestDatabase({ postgresUrl: process.env.BENCH_POSTGRES_URL || null });
const app = await buildServer({ db: t.db });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

let stopping: Promise<void> | null = null;
function stop(): Promise<void> {
  stopping ??= (async () => {
    await app.close();
    await t.close();
    process.exit(0);
  })();
  return stopping;
}
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

const ready: BenchServerReady = { address, kind: t.kind };
process.send(ready);
