/**
 * Child process of `bench:search` and `bench:write`: the API on a private copy of the seeded database,
 * listening on loopback only. It runs apart from the load generator so the two do not
 * share one event loop. Tells the parent `{ address, kind }` when ready; stops, deleting
 * its copy, when the parent says 'stop', goes away, or a signal arrives.
 *
 * Between 'delay:start' and 'delay:stop' it samples its own event-loop delay (how long
 * a ready callback waited for the loop: what every other request on this process feels)
 * and answers the stop with an EventLoopDelay.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEFAULT_OAUTH_CLIENT, type AccessToken } from '@planmywalk/contracts';
import { buildServer } from '../server.ts';
import { openSeededTestDatabase } from '../testing/test-database.ts';
import { TEST_PASSWORD_HASHING } from '../testing/test-server.ts';

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

/** `{ walkers: n }`: make n verified walkers with profiles; answered with WalkerTokens. */
export type BenchServerCommand = 'stop' | 'delay:start' | 'delay:stop' | { walkers: number };

export interface WalkerTokens {
  tokens: string[];
}

if (!process.send) throw new Error('bench-server runs as a child of search-bench (it needs an IPC channel)');

// PGlite in its own thread, as the product runs it (ADR 044); BENCH_PGLITE=in-process measures it
// on the event loop instead, as it ran before, for a side-by-side figure.
const t = await openSeededTestDatabase({ postgresUrl: process.env.BENCH_POSTGRES_URL || null, pgliteThread: process.env.BENCH_PGLITE !== 'in-process' });
// Limits raised so the write benchmark measures the work, not the 429s that guard it;
// scrypt at the tests' cost so making walkers is quick (logins are not benchmarked here).
const app = await buildServer({
  db: t.db,
  // bench:render serves the built web app, whose public pages the server draws.
  ...(process.env.BENCH_WEB_ROOT ? { webRoot: process.env.BENCH_WEB_ROOT } : {}),
  accounts: {
    passwordHashing: TEST_PASSWORD_HASHING,
    publicUrl: 'https://walk.example.nz',
    rateLimits: { perIpPerMinute: 1_000_000, planPublishesPerHour: 1_000_000, reviewsPerHour: 1_000_000 },
  },
  // The same for the costly reads' limits and load shedding (ADR 060): autocannon is one IP flooding on purpose.
  load: {
    limits: { searchPerIpPerMinute: 1_000_000, pdfPerIpPerMinute: 1_000_000, pdfPerPlanPerMinute: 1_000_000, gpxPerIpPerMinute: 1_000_000 },
    shedding: null,
  },
});
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
let histogram: ReturnType<typeof monitorEventLoopDelay> | null = null;
const ms = (ns: number) => ns / 1e6;
const PASSWORD = 'kea-in-the-snow-42';
async function makeWalker(n: number): Promise<string> {
  const email = `bench.${n}.${Date.now().toString(36)}@example.org`;
  await app.inject({ method: 'POST', url: '/api/v1/user', payload: { email, password: PASSWORD, agreed_to_terms: true } });
  const [mail] = await t.db.query<{ text_body: string }>("SELECT text_body FROM email_outbox WHERE to_address = $1 AND kind = 'activation'", [email]);
  const code = /activate\?code=([A-Z0-9]{6})/.exec(mail?.text_body ?? '')?.[1];
  await app.inject({ method: 'POST', url: '/api/v1/activate', payload: { code } });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth',
    payload: { grant_type: 'password', client_id: DEFAULT_OAUTH_CLIENT.id, client_secret: DEFAULT_OAUTH_CLIENT.secret, username: email, password: PASSWORD },
  });
  const token = login.json<AccessToken>().access_token;
  const profile = { firstname: 'Bench', lastname: `Walker ${n}`, gender: 'Female', level: 'Advanced' };
  await app.inject({ method: 'PUT', url: '/api/v1/user', payload: profile, headers: { authorization: `Bearer ${token}` } });
  return token;
}

process.on('message', (message: BenchServerCommand) => {
  if (message === 'stop') void stop();
  if (typeof message === 'object') {
    void Promise.all(Array.from({ length: message.walkers }, (_, n) => makeWalker(n))).then((tokens) => {
      const answer: WalkerTokens = { tokens };
      process.send?.(answer);
    });
  }
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
