/**
 * `pnpm --filter @planmywalk/api bench:search`: how search holds up under load, as a
 * ratio to the cheapest route on the same machine (GET /api/v1/config), since the
 * absolute ceiling depends on the machine (TOOLCHAIN.md: ~10–12 k req/s for a trivial
 * route on 2 cores shared with the load generator).
 *
 * For PGlite, and also for PostgreSQL when DATABASE_URL is set, it starts the API in a
 * child process on 127.0.0.1 with a private copy of the seeded database (PGlite: a temp
 * copy of the test cache; PostgreSQL: a throw-away database created from a seeded
 * template on that server, which needs CREATEDB; DATABASE_URL's own database is not
 * touched), checks each scenario answers 200 with results, warms up, then loads each
 * scenario with autocannon for a fixed time and prints requests/s, p50/p99 latency, the
 * share of `GET config`'s throughput on the same server, and the server's event-loop
 * delay under that load (p99 and max: how long any other request waited for the loop).
 * Exits non-zero if any request failed.
 *
 * PostgreSQL: `PG_PORT=54345 bash scripts/with-postgres.sh pnpm bench:search` (a
 * throw-away cluster; TEST_DATABASE_URL is used when DATABASE_URL is not set).
 *
 * Options: --duration <s> (10), --connections <n> (20), --warmup <s> (3).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { apiPaths } from '@planmywalk/contracts';
import { multipart } from '../testing/http.ts';
import type { BenchServerCommand, BenchServerReady, EventLoopDelay } from './bench-server.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
  },
});
const positive = (name: string, text: string) => {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got '${text}'`);
  return n;
};
const DURATION_S = positive('duration', args.duration);
const CONNECTIONS = Math.round(positive('connections', args.connections));
const WARMUP_S = positive('warmup', args.warmup);

/** What people type: a prefix, whole names, a generic word, two words. */
const TERMS = ['kep', 'routeburn', 'hut', 'tongariro', 'abel tasman', 'lake'];

/** Map views at about zoom 10 (1.6° × 0.8°) where people plan walks: a map move with no term. */
const MAP_VIEWS: Array<[number, number]> = [
  [168.66, -45.03], // Queenstown
  [175.6, -39.2], // Tongariro
  [172.95, -40.9], // Abel Tasman
  [171.56, -42.94], // Arthur's Pass
  [174.78, -41.29], // Wellington
  [167.72, -45.41], // Te Anau
];
const boundOf = ([lng, lat]: [number, number]) => JSON.stringify([[lng - 0.8, lat - 0.4], [lng + 0.8, lat + 0.4]]);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Request bodies used in turn (none for GET). */
  bodies: Array<{ payload: string; contentType: string }>;
  /** Checks one answer before the load, so a broken route cannot pass as a fast one. */
  check(status: number, body: unknown): string | null;
}

const searchForms = (forms: Array<Record<string, string>>) =>
  forms.map((fields) => {
    const body = multipart(fields);
    return { payload: body.payload, contentType: body.headers['content-type'] ?? '' };
  });
const hasList = (status: number, body: unknown) =>
  status === 200 && typeof body === 'object' && body !== null && 'list' in body && Array.isArray(body.list) && body.list.length > 0
    ? null
    : `answered ${status} without results`;

const SCENARIOS: Scenario[] = [
  {
    name: 'search: term',
    method: 'POST',
    path: apiPaths.searchTracks,
    bodies: searchForms(TERMS.map((term) => ({ term }))),
    check: hasList,
  },
  {
    name: 'search: bounds',
    method: 'POST',
    path: apiPaths.searchTracks,
    bodies: searchForms(MAP_VIEWS.map((centre) => ({ bound: boundOf(centre) }))),
    check: hasList,
  },
  {
    name: 'config',
    method: 'GET',
    path: apiPaths.config,
    bodies: [],
    check: (status) => (status === 200 ? null : `answered ${status}`),
  },
];

interface Row {
  engine: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  loop: EventLoopDelay;
}

function startServer(postgresUrl: string | null): Promise<{ child: ChildProcess; ready: BenchServerReady }> {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_POSTGRES_URL: postgresUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as BenchServerReady }));
    child.once('exit', (code) => reject(new Error(`bench server exited (code ${code}) before it was ready`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.send('stop');
  });
}

const command = (child: ChildProcess, message: BenchServerCommand) => child.send(message);

/** Runs `fn` while the server samples its event-loop delay, and returns both. */
async function withLoopDelay<T>(child: ChildProcess, fn: () => Promise<T>): Promise<[T, EventLoopDelay]> {
  command(child, 'delay:start');
  const result = await fn();
  const delay = new Promise<EventLoopDelay>((resolve) => child.once('message', (m) => resolve(m as EventLoopDelay)));
  command(child, 'delay:stop');
  return [result, await delay];
}

async function checkScenario(address: string, scenario: Scenario): Promise<void> {
  for (const body of scenario.bodies.length > 0 ? scenario.bodies : [null]) {
    const response = await fetch(`${address}${scenario.path}`, {
      method: scenario.method,
      ...(body ? { body: body.payload, headers: { 'content-type': body.contentType } } : {}),
    });
    const problem = scenario.check(response.status, await response.json());
    if (problem) throw new Error(`${scenario.name}: ${scenario.method} ${scenario.path} ${problem}`);
  }
}

function load(address: string, scenario: Scenario, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: address,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        // Each request takes the next body in turn: the terms (or map views) rotate.
        setupRequest: (request) => {
          const body = scenario.bodies[next++ % Math.max(1, scenario.bodies.length)];
          return body ? { ...request, body: body.payload, headers: { ...request.headers, 'content-type': body.contentType } } : request;
        },
      },
    ],
  });
}

async function benchEngine(engine: string, postgresUrl: string | null): Promise<Row[]> {
  process.stdout.write(`${engine}: starting the API on a seeded database…\n`);
  const { child, ready } = await startServer(postgresUrl);
  try {
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      await checkScenario(ready.address, scenario);
      await load(ready.address, scenario, WARMUP_S);
      process.stdout.write(`${engine}: ${scenario.name} for ${DURATION_S} s with ${CONNECTIONS} connections…\n`);
      const [result, loop] = await withLoopDelay(child, () => load(ready.address, scenario, DURATION_S));
      rows.push({
        loop,
        engine: ready.kind,
        scenario: scenario.name,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
      });
    }
    return rows;
  } finally {
    await stopServer(child);
  }
}

function printTable(rows: Row[]): void {
  const header = ['engine', 'scenario', 'req/s', 'p50 ms', 'p99 ms', '% of config', 'loop p99 ms', 'loop max ms', 'failed'];
  const lines = rows.map((row) => {
    const config = rows.find((r) => r.engine === row.engine && r.scenario === 'config');
    const ratio = config && config.requestsPerSecond > 0 ? row.requestsPerSecond / config.requestsPerSecond : Number.NaN;
    return [
      row.engine,
      row.scenario,
      row.requestsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      Number.isNaN(ratio) ? '–' : `${(ratio * 100).toFixed(ratio < 0.1 ? 2 : 0)} %`,
      row.loop.p99.toFixed(1),
      row.loop.max.toFixed(1),
      String(row.failed),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  process.stdout.write(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(format).join('\n')}\n`);
  process.stdout.write(`\n${CONNECTIONS} connections, ${DURATION_S} s per scenario after ${WARMUP_S} s of warm-up; Node ${process.version}\n`);
  process.stdout.write('loop: the server\'s event-loop delay during the scenario (monitorEventLoopDelay, 10 ms resolution)\n');
}

const engines: Array<[string, string | null]> = [['pglite', null]];
const databaseUrl = (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)?.trim();
if (databaseUrl) engines.push(['postgres', databaseUrl]);

const rows: Row[] = [];
for (const [engine, url] of engines) rows.push(...(await benchEngine(engine, url)));
printTable(rows);
if (rows.some((r) => r.failed > 0)) {
  process.stderr.write('Some requests failed: the figures above are not to be trusted.\n');
  process.exitCode = 1;
}
