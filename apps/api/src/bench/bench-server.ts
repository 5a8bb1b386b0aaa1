/**
 * Child process of `bench:search`: the API on a private copy of the seeded database,
 * listening on loopback only. It runs apart from the load generator so the two do not
 * share one event loop. Tells the parent `{ address, kind }` when ready; stops, deleting
 * its copy, when the parent says 'stop', goes away, or a signal arrives.
 *
 * Between 'delay:start' and 'delay:stop' it samples its own event-loop delay (how long
 * a ready callback waited for the loop: what every other request on this process feels)
 * and answers the stop with an EventLoopDelay.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { buildServer } from '../server.ts';
import { openSeededTestDatabase } from '../testing/test-database.ts';

export interface BenchServerReady {
  address: string;
  kind: 'pglite' | 'postgres';
}

/** Event-loop delay over a measured interval, in milliseconds. */
export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export type BenchServerCommand = 'stop' | 'delay:start' | 'delay:stop';

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
let histogram: IntervalHistogram | null = null;
const ms = (ns: number) => ns / 1e6;
process.on('message', (message: BenchServerCommand) => {
  if (message === 'stop') void stop();
  if (message === 'delay:start') {
    histogram?.disable();
    histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
  }
  if (message === 'delay:stop' && histogram) {
    histogram.disable();
    const delay: EventLoopDelay = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
    histogram = null;
    process.send?.(delay);
  }
});
process.on('disconnect', () => void stop());
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

const ready: BenchServerReady = { address, kind: t.kind };
process.send(ready);
