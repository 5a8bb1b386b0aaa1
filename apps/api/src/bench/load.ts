/**
 * What the load benchmarks share: the API in a child process (bench-server.ts) on a
 * private copy of the seeded database, autocannon against it for a fixed time per
 * scenario, the server's own event-loop delay sampled meanwhile, and one table with each
 * scenario's throughput as a share of the trivial `GET config` on the same server (the
 * machine is shared: ratios measured side by side are what compare across runs).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { apiPaths } from '@planmywalk/contracts';
import type { BenchServerCommand, BenchServerReady, EventLoopDelay } from './bench-server.ts';

export interface LoadOptions {
  durationS: number;
  connections: number;
  warmupS: number;
}

/** --duration <s> (10), --connections <n> (20), --warmup <s> (3). */
export function readLoadOptions(): LoadOptions {
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
  return { durationS: positive('duration', args.duration), connections: Math.round(positive('connections', args.connections)), warmupS: positive('warmup', args.warmup) };
}

export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Paths of each request in turn, beside the headers' rotation (each walker's own plan); else `path`. */
  paths?: string[];
  /** Request bodies used in turn (none for GET). */
  bodies: Array<{ payload: string; contentType: string }>;
  /** Headers of each request in turn (a bearer token per walker), beside the bodies' rotation. */
  headers?: Array<Record<string, string>>;
  /** Checks one answer before the load, so a broken route cannot pass as a fast one. */
  check(status: number, body: unknown): string | null;
}


/** The trivial route every table compares with. */
export const CONFIG_SCENARIO: Scenario = {
  name: 'config',
  method: 'GET',
  path: apiPaths.config,
  bodies: [],
  check: (status) => (status === 200 ? null : `answered ${status}`),
};

export interface BenchServer {
  child: ChildProcess;
  ready: BenchServerReady;
}

export interface Row {
  engine: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  loop: EventLoopDelay;
}

export function startServer(postgresUrl: string | null): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, BENCH_POSTGRES_URL: postgresUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as BenchServerReady }));
    child.once('exit', (code) => reject(new Error(`bench server exited (code ${code}) before it was ready`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
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

export const command = (child: ChildProcess, message: BenchServerCommand) => child.send(message);

/** Runs `fn` while the server samples its event-loop delay, and returns both. */
export async function withLoopDelay<T>(child: ChildProcess, fn: () => Promise<T>): Promise<[T, EventLoopDelay]> {
  command(child, 'delay:start');
  const result = await fn();
  const delay = new Promise<EventLoopDelay>((resolve) => child.once('message', (m) => resolve(m as EventLoopDelay)));
  command(child, 'delay:stop');
  return [result, await delay];
}

/** Sends each body once (writes: creates what it creates) and checks the answers. */
export async function checkScenario(address: string, scenario: Scenario): Promise<void> {
  let n = 0;
  for (const body of scenario.bodies.length > 0 ? scenario.bodies : [null]) {
    const path = scenario.paths?.[n % scenario.paths.length] ?? scenario.path;
    const headers = { ...scenario.headers?.[n++ % scenario.headers.length], ...(body ? { 'content-type': body.contentType } : {}) };
    const response = await fetch(`${address}${path}`, { method: scenario.method, headers, ...(body ? { body: body.payload } : {}) });
    const answer: unknown = (response.headers.get('content-type') ?? '').includes('json') ? await response.json() : await response.text();
    const problem = scenario.check(response.status, answer);
    if (problem) throw new Error(`${scenario.name}: ${scenario.method} ${path} ${problem}`);
  }
}

export function load(address: string, scenario: Scenario, seconds: number, connections: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: address,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        // Each request takes the next body (terms, map views), headers (walkers) and path (their plans) in turn.
        setupRequest: (request) => {
          const n = next++;
          const body = scenario.bodies[n % Math.max(1, scenario.bodies.length)];
          const headers = { ...request.headers, ...scenario.headers?.[n % scenario.headers.length], ...(body ? { 'content-type': body.contentType } : {}) };
          const path = scenario.paths?.[n % scenario.paths.length] ?? scenario.path;
          return body ? { ...request, path, body: body.payload, headers } : { ...request, path, headers };
        },
      },
    ],
  });
}

export async function benchEngine(
  engine: string,
  postgresUrl: string | null,
  scenarios: (server: BenchServer) => Promise<Scenario[]>,
  options: LoadOptions,
): Promise<Row[]> {
  process.stdout.write(`${engine}: starting the API on a seeded database…\n`);
  const server = await startServer(postgresUrl);
  const { child, ready } = server;
  try {
    const rows: Row[] = [];
    for (const scenario of await scenarios(server)) {
      await checkScenario(ready.address, scenario);
      await load(ready.address, scenario, options.warmupS, options.connections);
      process.stdout.write(`${engine}: ${scenario.name} for ${options.durationS} s with ${options.connections} connections…\n`);
      const [result, loop] = await withLoopDelay(child, () => load(ready.address, scenario, options.durationS, options.connections));
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

export function printTable(rows: Row[], options: LoadOptions): void {
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
  process.stdout.write(`\n${options.connections} connections, ${options.durationS} s per scenario after ${options.warmupS} s of warm-up; Node ${process.version}\n`);
  process.stdout.write('loop: the server\'s event-loop delay during the scenario (monitorEventLoopDelay, 10 ms resolution)\n');
}

