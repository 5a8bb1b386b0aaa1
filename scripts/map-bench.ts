/**
 * `pnpm bench:map [--runs 3] [--port 8305]` (after `pnpm build`): how long the map takes,
 * in headless Chromium, from the answer with every location (`GET map/points`, fetched by
 * MapLibre's worker) arriving to drawing them clustered. The app sets performance
 * marks when a benchmark asks for them (apps/web/src/map/mapTiming.ts): the places source
 * has its data (parsed and clustered in the worker), the first frame with a cluster button,
 * and the map next idle (the view drawn, any fly-to over). Two pages: `/tracks` (the whole country: region circles on top, every location
 * clustered underneath) and a track's map (`/tracks/kepler-track/map`: zoomed in, where
 * the cluster buttons show). Each run is a fresh browser context (no cache); medians.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { median, startProduct } from './lib/productServer.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '8305' } } });
const runs = Number(values.runs);

const PAGES = [
  { name: '/tracks', path: '/tracks' },
  { name: 'track map', path: '/tracks/kepler-track/map' },
];
const MARKS = { loaded: 'pmw-map:places-loaded', clusters: 'pmw-map:clusters-shown', drawn: 'pmw-map:places-drawn' };

interface Sample {
  /** ms from the points answer's last byte to the source holding it, clustered. */
  loadedMs: number;
  /** ms from the points answer's last byte to the first frame with a cluster button (NaN: none at that zoom). */
  clustersMs: number;
  /** ms from the points answer's last byte to the map idle with it drawn. */
  drawnMs: number;
  clusters: number;
}

const server = await startProduct(Number(values.port));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const samples = new Map<string, Sample[]>(PAGES.map((page) => [page.name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const target of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // The flag apps/web/src/map/mapTiming.ts reads: only a benchmark turns the marks on.
      await context.addInitScript(() => {
        (window as Window & { pmwMapTiming?: boolean }).pmwMapTiming = true;
      });
      const page = await context.newPage();
      let points: Request | null = null;
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/map/points') points = request;
      });
      await page.goto(`${server.baseUrl}${target.path}`);
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, MARKS.drawn, { timeout: 60_000 });
      const marks = await page.evaluate(({ loaded, clusters, drawn }) => {
        const [l] = performance.getEntriesByName(loaded);
        const [c] = performance.getEntriesByName(clusters);
        const [d] = performance.getEntriesByName(drawn) as PerformanceMark[];
        return {
          loaded: performance.timeOrigin + (l?.startTime ?? Number.NaN),
          clustersShown: performance.timeOrigin + (c?.startTime ?? Number.NaN),
          drawn: performance.timeOrigin + (d?.startTime ?? Number.NaN),
          clusters: (d?.detail as { clusters?: number } | undefined)?.clusters ?? 0,
        };
      }, MARKS);
      const answer = points as Request | null;
      if (!answer) throw new Error(`${target.path}: no GET map/points seen`);
      const timing = answer.timing();
      const arrived = timing.startTime + timing.responseEnd;
      const sample = {
        loadedMs: marks.loaded - arrived,
        clustersMs: marks.clustersShown - arrived,
        drawnMs: marks.drawn - arrived,
        clusters: marks.clusters,
      };
      samples.get(target.name)?.push(sample);
      process.stderr.write(`run ${run}/${runs} ${target.name}: drawn ${sample.drawnMs.toFixed(0)} ms after the answer\n`);
      await context.close();
    }
  }
  process.stdout.write(
    `Map, every location clustered, ${runs} runs, medians (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}):\n`,
  );
  const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
  process.stdout.write(`  ${'page'.padEnd(12)} ${'loaded'.padStart(8)} ${'clusters'.padStart(9)} ${'idle'.padStart(8)} ${'buttons'.padStart(8)}  clusters / idle per run\n`);
  for (const target of PAGES) {
    const s = samples.get(target.name) ?? [];
    process.stdout.write(
      `  ${target.name.padEnd(12)} ${ms(median(s.map((x) => x.loadedMs))).padStart(8)} ${ms(median(s.map((x) => x.clustersMs))).padStart(9)} ${ms(median(s.map((x) => x.drawnMs))).padStart(8)} ${String(median(s.map((x) => x.clusters))).padStart(8)}  ${s.map((x) => `${ms(x.clustersMs)}/${ms(x.drawnMs)}`).join(' ')}\n`,
    );
  }
  process.stdout.write(
    '  ms from the points answer arriving: loaded = the source holds every location, clustered; clusters = first frame\n  with a cluster button (none at the country zoom, where region circles show); idle = the view drawn, any fly-to over.\n  Target: clustered within 1000 ms.\n',
  );
} finally {
  await browser.close();
  await server.stop();
}
