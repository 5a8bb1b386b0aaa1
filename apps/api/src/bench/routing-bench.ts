/**
 * `pnpm --filter @planmywalk/api bench:routing`: the walking network and routes over it
 * (ADR 033). Prints what the import builds (time, size), what the API's first walking
 * route pays to load it from the database (time, heap), and the time of long routes
 * (the Great Walks end to end, the Richmond Ranges section of Te Araroa) and of many
 * short ones between points along the tracks. Figures, not pass/fail: run it on the
 * machine you care about.
 */
import { lineLengthMetres } from '@planmywalk/contracts';
import { buildTrackNetwork } from '../routing/buildNetwork.ts';
import type { LngLat } from '../routing/geometry.ts';
import { NetworkRouter } from '../routing/walkingRouter.ts';
import { networkTiers } from '../import/track-network.ts';
import { readSources } from '../import/sources.ts';
import { openSeededTestDatabase } from '../testing/test-database.ts';

const ms = (from: number) => performance.now() - from;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const print = (line: string) => process.stdout.write(`${line}\n`);
const gc = () => (globalThis as { gc?: () => void }).gc?.();

const sources = await readSources();
let started = performance.now();
const network = buildTrackNetwork(networkTiers(sources));
const buildMs = ms(started);
const bytes = JSON.stringify(network.lines).length;
print(`network build (at import): ${buildMs.toFixed(0)} ms; ${network.stats.lines} lines, ${network.stats.vertices} vertices, ` +
  `${network.stats.crossings} crossings joined, ${network.stats.connectors} loose ends joined, ${network.stats.coveredVertices} simplified vertices dropped; ${mb(bytes)} MB of JSON`);

const t = await openSeededTestDatabase();
try {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const router = new NetworkRouter(t.db, { info: () => undefined, warn: () => undefined });
  const loaded = await router.load();
  gc();
  print(`first use (read from ${t.db.kind} and build the graph): ${loaded.ms} ms; ${loaded.stats.junctions} junctions, ${loaded.stats.edges} edges, ` +
    `${loaded.stats.segments} segments indexed; heap +${mb(process.memoryUsage().heapUsed - heapBefore)} MB`);

  const long: Array<[string, LngLat, LngLat]> = [
    ['Routeburn Track, Routeburn Shelter → The Divide', [168.26878, -44.712641], [168.117642, -44.825106]],
    ['Heaphy Track, Brown Hut → Kohaihai', [172.449568, -40.848336], [172.102964, -41.109007]],
    ['Te Araroa, Richmond Ranges section end to end', [173.46477, -41.33602], [172.95782, -41.76893]],
    ['Abel Tasman Coast Track, southern end → northern end', [173.006436, -40.997596], [172.998175, -40.782015]],
    ['Kepler Track, southern end → Luxmore, the far side', [167.653615, -45.494073], [167.593986, -45.38182]],
  ];
  print('\nroute                                                km of line  points  ms (first)  ms (median of 20)');
  for (const [name, from, to] of long) {
    started = performance.now();
    const first = await router.route(from, to);
    const firstMs = ms(started);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      started = performance.now();
      await router.route(from, to);
      times.push(ms(started));
    }
    times.sort((a, b) => a - b);
    const km = first ? (lineLengthMetres(first.coordinates) / 1000).toFixed(1) : 'none';
    print(`${name.padEnd(52)} ${km.padStart(10)}  ${String(first?.coordinates.length ?? 0).padStart(6)}  ${firstMs.toFixed(1).padStart(10)}  ${(times[10] ?? 0).toFixed(2).padStart(17)}`);
  }

  // Short segments as an editor makes them: two clicks a few km apart on the same track.
  const lines = network.lines.filter((line) => line.length > 40);
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < 500; i++) {
    const line = lines[(i * 7919) % lines.length] as LngLat[];
    const a = line[(i * 13) % (line.length - 20)] as LngLat;
    const b = line[((i * 13) % (line.length - 20)) + 20] as LngLat;
    started = performance.now();
    if (await router.route(a, b)) found++;
    times.push(ms(started));
  }
  times.sort((x, y) => x - y);
  print(`\n500 short segments: ${found} routed; p50 ${(times[250] ?? 0).toFixed(2)} ms, p99 ${(times[495] ?? 0).toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`);
  print(`Node ${process.version}`);
} finally {
  await t.close();
}
