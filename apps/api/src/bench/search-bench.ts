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
 * The first two scenarios ask a few popular questions over and over, as a busy morning
 * does: they are answered from the answer cache (ADR 050) after the first time. The
 * 'every … new' ones never repeat a question within the cache's reach, so every request
 * searches the index and builds its answer: the cost of a question nobody asked before.
 * Requests ask for no compression: with brotli answers (as browsers get, from the same
 * cache) autocannon's one thread saturates before the server does, so such a row would
 * measure the load generator.
 *
 * Options: --duration <s> (10), --connections <n> (20), --warmup <s> (3).
 */
import { apiPaths } from '@planmywalk/contracts';
import { multipart } from '../testing/http.ts';
import { DEFAULT_ANSWER_CACHE_LIMITS } from '../routes/search/search.answer-cache.ts';
import { benchEngine, CONFIG_SCENARIO, printTable, readLoadOptions, type BenchServer, type Row, type Scenario } from './load.ts';

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

const searchForms = (forms: Array<Record<string, string>>) =>
  forms.map((fields) => {
    const body = multipart(fields);
    return { payload: body.payload, contentType: body.headers['content-type'] ?? '' };
  });
const hasList = (status: number, body: unknown) =>
  status === 200 && typeof body === 'object' && body !== null && 'list' in body && Array.isArray(body.list) && body.list.length > 0
    ? null
    : `answered ${status} without results`;

const termScenario = (name: string, terms: string[]): Scenario => ({
  name,
  method: 'POST',
  path: apiPaths.searchTracks,
  bodies: searchForms(terms.map((term) => ({ term }))),
  check: hasList,
});
const boundsScenario = (name: string, views: Array<[number, number, number]>): Scenario => ({
  name,
  method: 'POST',
  path: apiPaths.searchTracks,
  bodies: searchForms(views.map(([lng, lat, half]) => ({ bound: JSON.stringify([[lng - half, lat - half / 2], [lng + half, lat + half / 2]]) }))),
  check: hasList,
});


/** A small deterministic generator, so every run asks the same questions. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * More distinct questions than the cache holds, asked in turn: each is a miss. Terms are
 * pieces (3–8 letters) of the words of 500 places' titles; views are 0.4°–1.6°
 * wide around those places.
 */
async function questionsNobodyAskedBefore(address: string): Promise<{ terms: string[]; views: Array<[number, number, number]> }> {
  const body = multipart({ bound: JSON.stringify([[165, -48], [179, -34]]) });
  const response = await fetch(`${address}${apiPaths.searchTracks}`, { method: 'POST', headers: body.headers, body: body.payload });
  const { list } = (await response.json()) as { list: Array<{ title: string; lat: number; lng: number }> };
  const terms = new Set<string>();
  for (const { title } of list) {
    for (const word of title.toLowerCase().split(/[^a-z]+/)) {
      for (let start = 0; start + 3 <= word.length; start++) {
        for (let end = start + 3; end <= Math.min(start + 8, word.length); end++) terms.add(word.slice(start, end));
      }
    }
  }
  const wanted = DEFAULT_ANSWER_CACHE_LIMITS.maxAnswers + 500;
  if (terms.size < wanted) throw new Error(`only ${terms.size} distinct terms, fewer than the ${wanted} needed to miss the cache`);
  const next = random(15);
  const views = Array.from({ length: 1_000 }, (): [number, number, number] => {
    const place = list[Math.floor(next() * list.length)] as { lat: number; lng: number };
    return [place.lng + (next() - 0.5) * 0.2, place.lat + (next() - 0.5) * 0.2, 0.2 + next() * 0.6];
  });
  return { terms: [...terms].slice(0, wanted), views };
}

async function scenarios({ ready }: BenchServer): Promise<Scenario[]> {
  const fresh = await questionsNobodyAskedBefore(ready.address);
  return [
    termScenario('search: term', TERMS),
    boundsScenario('search: bounds', MAP_VIEWS.map(([lng, lat]) => [lng, lat, 0.8])),
    termScenario('search: every term new', fresh.terms),
    boundsScenario('search: every view new', fresh.views),
    CONFIG_SCENARIO,
  ];
}

const options = readLoadOptions();
const engines: Array<[string, string | null]> = [['pglite', null]];
const databaseUrl = (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)?.trim();
if (databaseUrl) engines.push(['postgres', databaseUrl]);

const rows: Row[] = [];
for (const [engine, url] of engines) rows.push(...(await benchEngine(engine, url, scenarios, options)));
printTable(rows, options);
if (rows.some((r) => r.failed > 0)) {
  process.stderr.write('Some requests failed: the figures above are not to be trusted.\n');
  process.exitCode = 1;
}
