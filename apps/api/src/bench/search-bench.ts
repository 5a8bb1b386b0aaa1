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
import { apiPaths } from '@planmywalk/contracts';
import { multipart } from '../testing/http.ts';
import { benchEngine, CONFIG_SCENARIO, printTable, readLoadOptions, type Row, type Scenario } from './load.ts';

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
  CONFIG_SCENARIO,
];

const options = readLoadOptions();
const engines: Array<[string, string | null]> = [['pglite', null]];
const databaseUrl = (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)?.trim();
if (databaseUrl) engines.push(['postgres', databaseUrl]);

const rows: Row[] = [];
for (const [engine, url] of engines) rows.push(...(await benchEngine(engine, url, async () => SCENARIOS, options)));
printTable(rows, options);
if (rows.some((r) => r.failed > 0)) {
  process.stderr.write('Some requests failed: the figures above are not to be trusted.\n');
  process.exitCode = 1;
}
