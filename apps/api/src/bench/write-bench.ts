/**
 * `pnpm --filter @planmywalk/api bench:write`: the product's main writes under load, on
 * PostgreSQL (`PG_PORT=54345 bash scripts/with-postgres.sh pnpm bench:write`; PGlite too,
 * and alone when no DATABASE_URL / TEST_DATABASE_URL is set). Same harness as
 * bench:search (load.ts): the API in a child process on a private seeded database,
 * autocannon per scenario, requests/s, p50/p99, the share of `GET config` on the same
 * server and the server's event-loop delay. 20 verified walkers take turns, one bearer
 * token per request, so no one account's row is the bottleneck.
 *
 * Scenarios: saving a new plan (a draft); saving a plan published (the plan, its
 * people and 6 emails queued in one transaction, with the publish rate limit counted);
 * ticking gear (the gear page's autosave: each walker ticks and unticks an item of their
 * own plan's 24-item list, the plan locked and the list rewritten); and posting a review
 * of a track (the review rate limit counted, the place read back with its reviews).
 * Add a write as a Scenario in WRITE_SCENARIOS (method, path or paths, bodies, a check
 * of one answer). The outbox worker does not run, so delivery is not part of the figures.
 *
 * Options: --duration <s> (10), --connections <n> (20), --warmup <s> (3). BENCH_PGLITE=in-process runs
 * PGlite on the server's event loop, as before ADR 044, for comparison.
 */
import type { Plan, PlanGearList, PlanInput, ReviewInput } from '@planmywalk/contracts';
import { apiPaths } from '@planmywalk/contracts';
import type { WalkerTokens } from './bench-server.ts';
import { benchEngine, command, CONFIG_SCENARIO, printTable, readLoadOptions, type BenchServer, type Row, type Scenario } from './load.ts';

const WALKERS = 20;

/** A three-day trip on a seeded track: five in the group, an emergency contact, daily plans and a note. */
function planInput(trackId: number, published: boolean): PlanInput {
  return {
    location: { id: trackId, type: 'Track' },
    is_published: published,
    date: { start: '2030-12-14', end: '2030-12-16', start_time: { hour: '07', minute: '30', meridiem: 'AM' }, end_time: { hour: '04', minute: '00', meridiem: 'PM' } },
    custom_trip_name: 'Bench crossing',
    contacts: Array.from({ length: 5 }, (_, i) => ({ first_name: `Member${i}`, last_name: 'Bench', email: `member${i}@example.org`, phone: '021 555 0101' })),
    emergency_contact: { first_name: 'Hemi', last_name: 'Walker', email: 'hemi@example.org', phone: '027 555 0199', relationship: 'Brother' },
    daily_plans: [0, 1, 2].map((day_index) => ({ day_index, start_location: 'Hut', end_location: 'Next hut', notes: 'Long day over the saddle. '.repeat(8) })),
    note: 'Back at the car by 4. '.repeat(20),
    attachments: [],
  };
}

/** A packing list of 3 categories of 8 items, the first item packed or not. */
function gearList(packed: boolean): PlanGearList {
  const categories = ['Clothing', 'Shelter and sleep', 'Food and safety'].map((title, c) => ({
    title,
    items: Array.from({ length: 8 }, (_, i) => ({ packed: c === 0 && i === 0 ? packed : i % 2 === 0, title: `${title} item ${i + 1}`, notes: 'Checked before leaving' })),
  }));
  return { list: { title: 'Bench kit', categories }, list_type: 'custom', list_preset_id: null, list_custom_id: null };
}

const review: ReviewInput = {
  date: '2025-02-01',
  comment: 'Steady climb to the bushline, then wide views along the ridge. Start early: the afternoon wind is strong. '.repeat(3),
  expected: true,
};

const created = (status: number) => (status === 201 ? null : `answered ${status}`);
const ok = (status: number) => (status === 200 ? null : `answered ${status}`);

/** One draft plan per walker, for their gear ticks; answers the plans' ids in the walkers' order. */
async function planPerWalker(address: string, headers: Array<Record<string, string>>, input: PlanInput): Promise<string[]> {
  return Promise.all(
    headers.map(async (auth) => {
      const response = await fetch(`${address}${apiPaths.plans}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ ...input, gearList: gearList(false) }),
      });
      if (response.status !== 201) throw new Error(`making the walkers' plans: answered ${response.status}`);
      return ((await response.json()) as Plan).id;
    }),
  );
}

/** The writes to load, given the server (its walkers' tokens). */
async function WRITE_SCENARIOS(server: BenchServer): Promise<Scenario[]> {
  const tokens = await new Promise<string[]>((resolve) => {
    server.child.once('message', (answer) => resolve((answer as WalkerTokens).tokens));
    command(server.child, { walkers: WALKERS });
  });
  const headers = tokens.map((token) => ({ authorization: `Bearer ${token}` }));
  const trackId = Number(process.env.BENCH_TRACK_ID ?? 0) || (await firstTrackId(server.ready.address));
  const json = (...inputs: unknown[]) => inputs.map((input) => ({ payload: JSON.stringify(input), contentType: 'application/json' }));
  const plans = await planPerWalker(server.ready.address, headers, planInput(trackId, false));
  return [
    { name: 'save a plan (draft)', method: 'POST', path: apiPaths.plans, bodies: json(planInput(trackId, false)), headers, check: created },
    { name: 'save a plan published', method: 'POST', path: apiPaths.plans, bodies: json(planInput(trackId, true)), headers, check: created },
    // Every save rewrites the walker's own list: even walkers send the first item ticked, odd ones unticked.
    {
      name: 'tick gear',
      method: 'PUT',
      path: apiPaths.planGear(plans[0] ?? ''),
      paths: plans.map((id) => apiPaths.planGear(id)),
      bodies: json(gearList(true), gearList(false)),
      headers,
      check: ok,
    },
    { name: 'post a review', method: 'POST', path: apiPaths.feedback(trackId), bodies: json(review), headers, check: created },
    CONFIG_SCENARIO,
  ];
}

async function firstTrackId(address: string): Promise<number> {
  const answer = (await (await fetch(`${address}${apiPaths.tracks}`)).json()) as { pinned?: Array<{ id: number }> };
  const id = answer.pinned?.[0]?.id;
  if (!id) throw new Error('the seeded database lists no recommended track');
  return id;
}

const options = readLoadOptions();
const engines: Array<[string, string | null]> = [];
const databaseUrl = (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)?.trim();
if (databaseUrl) engines.push(['postgres', databaseUrl]);
else process.stdout.write('No DATABASE_URL or TEST_DATABASE_URL: PGlite only (see the header for PostgreSQL).\n');
engines.push(['pglite', null]);

const rows: Row[] = [];
for (const [engine, url] of engines) rows.push(...(await benchEngine(engine, url, WRITE_SCENARIOS, options)));
printTable(rows, options);
if (rows.some((r) => r.failed > 0)) {
  process.stderr.write('Some requests failed: the figures above are not to be trusted.\n');
  process.exitCode = 1;
}
