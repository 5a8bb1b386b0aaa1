/**
 * `pnpm --filter @planmywalk/api bench:start [--runs 5]`: how long the API takes from
 * launch to answering /api/health, and how much memory its processes hold, run through
 * tsx (TypeScript compiled at start, as `pnpm dev` does) and as the built bundle under
 * node (as `pnpm start` does). Build first (`pnpm --filter @planmywalk/api build`).
 *
 * Each launch opens the same seeded PGlite copy (seeded once before timing), so the
 * figures are the process's own start, not the first-start import. Memory is the RSS
 * of the whole process tree (tsx runs the API in a child node process), read from
 * /proc at ready and again after a small load of 200 requests. Modes alternate run by
 * run so a busy machine weighs on all of them alike; medians are printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../config/env.ts';

const API_DIR = path.join(REPO_ROOT, 'apps/api');
const TSX = path.join(API_DIR, 'node_modules/.bin/tsx');
const BUNDLE = path.join(API_DIR, 'dist/main.js');

interface Mode {
  name: string;
  command: string;
  args: string[];
}

const MODES: Mode[] = [
  { name: 'tsx src/main.ts (before)', command: TSX, args: ['src/main.ts'] },
  { name: 'node dist/main.js', command: process.execPath, args: ['dist/main.js'] },
  { name: 'node --enable-source-maps dist/main.js (pnpm start)', command: process.execPath, args: ['--enable-source-maps', 'dist/main.js'] },
];

interface Sample {
  readyMs: number;
  rssReadyMiB: number;
  rssLoadedMiB: number;
  processes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid and every descendant, from /proc/<pid>/task/<tid>/children. */
function processTree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    const current = pids[i] as number;
    const tasks = `/proc/${current}/task`;
    if (!existsSync(tasks)) continue;
    for (const tid of readdirSync(tasks)) {
      const children = readFileSync(`${tasks}/${tid}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  return pids;
}

function rssMiB(pids: number[]): number {
  let kib = 0;
  for (const pid of pids) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kib / 1024;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function launch(mode: Mode, dataDir: string, port: number): Promise<Sample> {
  const started = performance.now();
  const child = spawn(mode.command, mode.args, {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BACKGROUND_WORK: 'none' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, child, 120_000);
    const readyMs = performance.now() - started;
    const pid = child.pid as number;
    const rssReadyMiB = rssMiB(processTree(pid));
    for (let i = 0; i < 100; i++) {
      await (await fetch(`${base}/api/v1/tracks`)).arrayBuffer();
      await (await fetch(`${base}/api/v1/config`)).arrayBuffer();
    }
    const tree = processTree(pid);
    return { readyMs, rssReadyMiB, rssLoadedMiB: rssMiB(tree), processes: tree.length };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '8299' } } });
  const runs = Number(values.runs);
  const port = Number(values.port);
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run pnpm --filter @planmywalk/api build first`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pmw-start-bench-'));
  try {
    process.stderr.write('seeding a database for the runs (first start)…\n');
    await launch(MODES[1] as Mode, dataDir, port);
    const samples = new Map<string, Sample[]>(MODES.map((m) => [m.name, []]));
    for (let run = 1; run <= runs; run++) {
      for (const mode of MODES) {
        const sample = await launch(mode, dataDir, port);
        samples.get(mode.name)?.push(sample);
        process.stderr.write(`run ${run}/${runs} ${mode.name}: ready ${sample.readyMs.toFixed(0)} ms, RSS ${sample.rssReadyMiB.toFixed(0)} MiB\n`);
      }
    }
    const rows = MODES.map((mode) => {
      const list = samples.get(mode.name) ?? [];
      return [
        mode.name,
        median(list.map((s) => s.readyMs)).toFixed(0),
        median(list.map((s) => s.rssReadyMiB)).toFixed(0),
        median(list.map((s) => s.rssLoadedMiB)).toFixed(0),
        String(list[0]?.processes ?? 0),
      ];
    });
    const header = ['mode', 'ready ms', 'RSS ready MiB', 'RSS after 200 req MiB', 'processes'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
    console.warn(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), '', `median of ${runs} runs each, seeded PGlite, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}`].join('\n'));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
