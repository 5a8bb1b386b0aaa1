/**
 * `pnpm bench:lighthouse [--runs 3] [--port 8305] [--product <checkout>] [--compare <checkout>] [--pages home,tracks,place]`
 * (after `pnpm build`; `--product` measures another checkout's build, e.g. a worktree of the
 * commit before a change): Lighthouse's mobile performance score (its default: a mid-range
 * phone, simulated slow 4G and a 4x slower CPU) for home, `/tracks` and a track page of the
 * built product, started on a throw-away data directory. Pages take turns run by run so a
 * busy machine weighs on all alike; the medians are printed, with the metrics the score is
 * made of. Lighthouse warns that this machine's CPU is slow: compare figures taken here,
 * side by side.
 *
 * `--compare <checkout>` starts that checkout's build beside this one (on the next port)
 * and measures both, page by page, taking turns which goes first, so that a busy spell
 * falls on both alike; it prints each one's medians and, per page, the other build's
 * score less this one's and its blocking time as a share of this one's. Comparing a
 * build with itself shows the noise a change has to beat.
 *
 * `--pages` measures some of the pages only (by key), e.g. `--pages place` for the many runs
 * a change to one page needs.
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { median, REPO_ROOT, startProduct, type ProductServer } from './lib/productServer.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8305' },
    product: { type: 'string' },
    compare: { type: 'string' },
    pages: { type: 'string', default: 'home,tracks,place' },
  },
});
const runs = Number(values.runs);

const ALL_PAGES = [
  { key: 'home', name: 'home', path: '/home' },
  { key: 'tracks', name: 'tracks', path: '/tracks' },
  { key: 'place', name: 'track page', path: '/tracks/kepler-track' },
];
const pageKeys = values.pages.split(',').map((key) => key.trim());
const unknownKeys = pageKeys.filter((key) => !ALL_PAGES.some((page) => page.key === key));
if (unknownKeys.length > 0) {
  throw new Error(`--pages: no page ${unknownKeys.join(', ')} (the pages are ${ALL_PAGES.map((page) => page.key).join(', ')})`);
}
const PAGES = ALL_PAGES.filter((page) => pageKeys.includes(page.key));

/** The audits the performance score weighs, in Lighthouse's report order. */
const METRICS = [
  ['first-contentful-paint', 'FCP ms'],
  ['largest-contentful-paint', 'LCP ms'],
  ['total-blocking-time', 'TBT ms'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI ms'],
] as const;

interface Sample {
  score: number;
  metrics: Record<string, number>;
}

function lighthouse(url: string): Promise<Sample> {
  const bin = path.join(REPO_ROOT, 'node_modules/.bin/lighthouse');
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    execFile(bin, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const report = JSON.parse(stdout) as {
        categories: { performance: { score: number | null } };
        audits: Record<string, { numericValue?: number }>;
        runtimeError?: { message: string };
      };
      if (report.runtimeError) return reject(new Error(`${url}: ${report.runtimeError.message}`));
      const score = report.categories.performance.score;
      if (score === null) return reject(new Error(`${url}: Lighthouse gave no performance score`));
      const metrics = Object.fromEntries(METRICS.map(([id]) => [id, report.audits[id]?.numericValue ?? Number.NaN]));
      resolve({ score, metrics });
    });
  });
}

interface Build {
  label: string;
  server: ProductServer;
  samples: Map<string, Sample[]>;
}

const thisCheckout = values.product ? path.resolve(values.product) : undefined;
const builds: Build[] = [];
try {
  builds.push({ label: thisCheckout ?? 'this checkout', server: await startProduct(Number(values.port), thisCheckout), samples: new Map() });
  if (values.compare) {
    const other = path.resolve(values.compare);
    builds.push({ label: other, server: await startProduct(Number(values.port) + 1, other), samples: new Map() });
  }
  // One unmeasured visit warms each server's caches (config, the first search, the place).
  for (const build of builds) for (const page of PAGES) await fetch(`${build.server.baseUrl}${page.path}`);
  for (let run = 1; run <= runs; run++) {
    for (const page of PAGES) {
      // With two builds, which goes first alternates run by run.
      const turn = run % 2 === 1 ? builds : [...builds].reverse();
      for (const build of turn) {
        // Lighthouse now and then loses Chromium on a loaded machine: one more try, said aloud.
        const url = `${build.server.baseUrl}${page.path}`;
        const sample = await lighthouse(url).catch((error: unknown) => {
          process.stderr.write(`run ${run}/${runs} ${page.name}: Lighthouse failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); trying again\n`);
          return lighthouse(url);
        });
        build.samples.set(page.name, [...(build.samples.get(page.name) ?? []), sample]);
        process.stderr.write(`run ${run}/${runs} ${page.name}${builds.length > 1 ? ` (${build.label})` : ''}: ${sample.score.toFixed(2)}\n`);
      }
    }
  }
  const medianOf = (samples: readonly Sample[], pick: (sample: Sample) => number) => median(samples.map(pick));
  for (const build of builds) {
    process.stdout.write(
      `Lighthouse ${runs} runs, mobile performance, medians${builds.length > 1 ? `, ${build.label}` : ''} (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}):\n`,
    );
    process.stdout.write(`  ${'page'.padEnd(12)} ${'score'.padStart(6)} ${METRICS.map(([, label]) => label.padStart(8)).join(' ')}  scores\n`);
    for (const page of PAGES) {
      const pageSamples = build.samples.get(page.name) ?? [];
      const metrics = METRICS.map(([id, label]) => {
        const value = medianOf(pageSamples, (s) => s.metrics[id] ?? Number.NaN);
        return (label === 'CLS' ? value.toFixed(3) : value.toFixed(0)).padStart(8);
      });
      const score = medianOf(pageSamples, (s) => s.score);
      process.stdout.write(`  ${page.name.padEnd(12)} ${score.toFixed(2).padStart(6)} ${metrics.join(' ')}  ${pageSamples.map((s) => s.score.toFixed(2)).join(' ')}\n`);
    }
  }
  const [base, other] = builds;
  if (base && other) {
    process.stdout.write(`${other.label} against ${base.label} (medians):\n`);
    for (const page of PAGES) {
      const [a, b] = [base, other].map((build) => build.samples.get(page.name) ?? []) as [Sample[], Sample[]];
      const scoreDelta = medianOf(b, (s) => s.score) - medianOf(a, (s) => s.score);
      const tbt = (samples: Sample[]) => medianOf(samples, (s) => s.metrics['total-blocking-time'] ?? Number.NaN);
      const share = tbt(a) > 0 ? `${((tbt(b) / tbt(a)) * 100).toFixed(0)}%` : 'n/a';
      process.stdout.write(`  ${page.name.padEnd(12)} score ${scoreDelta >= 0 ? '+' : ''}${scoreDelta.toFixed(2)}, blocking time ${share} of this one's\n`);
    }
  }
} finally {
  for (const build of builds) await build.server.stop();
}
