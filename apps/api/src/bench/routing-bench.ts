/**
 * `pnpm --filter @planmywalk/api bench:routing`: the walking network and routes over it
 * (ADR 033). Prints what the import builds (time, size), what the API's first walking
 * route pays to load it from the database (time, heap), and the time of long routes
 * (the Great Walks end to end, the Richmond Ranges section of Te Araroa) and of many
 * short ones between points along the tracks, and how well routes follow the real tracks:
 * every DOC track drawn as one line, routed from its first point to its last, against
 * that line (length, and how far the route's points stray from it). Figures, not
 * pass/fail: run it on the machine you care about.
 */
import { lineLengthMetres } from '@planmywalk/contracts';
import { buildTrackNetwork } from '../routing/buildNetwork.ts';
import type { LngLat } from '../routing/geometry.ts';
import { NetworkRouter } from '../routing/walkingRouter.ts';
import { networkTiers } from '../import/track-network.ts';
import { distanceToLineKm, lineParts, type LineGeometry } from '../lib/geo.ts';
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

  // How well a route follows the track it was drawn on.
  const tracks = await t.db.query<{ title: string; line: LineGeometry }>(
    "SELECT title, line FROM locations WHERE type = 'Track' AND line IS NOT NULL ORDER BY id",
  );
  const ratios: number[] = [];
  const strays: number[] = [];
  let tried = 0;
  let routed = 0;
  for (const track of tracks) {
    const parts = lineParts(track.line);
    if (parts.length !== 1) continue;
    const line = parts[0] as LngLat[];
    const lineMetres = lineLengthMetres(line);
    if (lineMetres < 2000) continue;
    tried++;
    const route = await router.route(line[0] as LngLat, line.at(-1) as LngLat);
    if (!route) continue;
    routed++;
    ratios.push(lineLengthMetres(route.coordinates) / lineMetres);
    // Up to 100 of the route's points, evenly spread: their distance from the DOC line.
    const step = Math.max(1, Math.floor(route.coordinates.length / 100));
    for (let i = 0; i < route.coordinates.length; i += step) strays.push(distanceToLineKm(route.coordinates[i] as LngLat, track.line) * 1000);
  }
  ratios.sort((a, b) => a - b);
  strays.sort((a, b) => a - b);
  const share = (values: number[], test: (v: number) => boolean) => `${((values.filter(test).length / Math.max(1, values.length)) * 100).toFixed(0)}%`;
  const pct = (values: number[], q: number) => values[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;
  print(`\nfollowing the real tracks: ${tried} DOC tracks drawn as one line of 2 km or more, ${routed} routed end to end over the network`);
  print(`  route length / DOC line length: median ${pct(ratios, 0.5).toFixed(3)}, p10 ${pct(ratios, 0.1).toFixed(3)}, p90 ${pct(ratios, 0.9).toFixed(3)}; ` +
    `within 1%: ${share(ratios, (r) => Math.abs(r - 1) <= 0.01)}, within 5%: ${share(ratios, (r) => Math.abs(r - 1) <= 0.05)}`);
  print(`  route points' distance from the DOC line: median ${pct(strays, 0.5).toFixed(1)} m, p95 ${pct(strays, 0.95).toFixed(1)} m; ` +
    `within 25 m: ${share(strays, (m) => m <= 25)} of ${strays.length} points`);
  print(`Node ${process.version}`);
} finally {
  await t.close();
}
