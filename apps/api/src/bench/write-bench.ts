/**
 * `pnpm --filter @planmywalk/api bench:write`: the product's main writes under load, on
 * PostgreSQL (`PG_PORT=54345 bash scripts/with-postgres.sh pnpm bench:write`; PGlite too,
 * and alone when no DATABASE_URL / TEST_DATABASE_URL is set). Same harness as
 * bench:search (load.ts): the API in a child process on a private seeded database,
 * autocannon per scenario, requests/s, p50/p99, the share of `GET config` on the same
 * server and the server's event-loop delay. 20 verified walkers take turns, one bearer
 * token per request, so no one account's row is the bottleneck.
 *
 * Scenarios: saving a new plan (a draft), and saving a plan published (the plan, its
 * people and 6 emails queued in one transaction, with the publish rate limit counted).
 * Ticking gear and posting a review are not on this branch yet: add them to
 * WRITE_SCENARIOS (a Scenario: method, path, bodies, a check of one answer) when they
 * land. The outbox worker does not run, so delivery is not part of the figures.
 *
 * Options: --duration <s> (10), --connections <n> (20), --warmup <s> (3).
 */
import type { PlanInput } from '@planmywalk/contracts';
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

const created = (status: number) => (status === 201 ? null : `answered ${status}`);

/**
 * The writes to load, given the server (its walkers' tokens). Extension point: gear ticks
 * (PUT plan/{id}/gear by an accepted member) and reviews (POST of a review with a photo)
 * join this list when their branches merge.
 */
async function WRITE_SCENARIOS(server: BenchServer): Promise<Scenario[]> {
  const tokens = await new Promise<string[]>((resolve) => {
    server.child.once('message', (answer) => resolve((answer as WalkerTokens).tokens));
    command(server.child, { walkers: WALKERS });
  });
  const headers = tokens.map((token) => ({ authorization: `Bearer ${token}` }));
  const trackId = Number(process.env.BENCH_TRACK_ID ?? 0) || (await firstTrackId(server.ready.address));
  const json = (input: PlanInput) => [{ payload: JSON.stringify(input), contentType: 'application/json' }];
  return [
    { name: 'save a plan (draft)', method: 'POST', path: apiPaths.plans, bodies: json(planInput(trackId, false)), headers, check: created },
    { name: 'save a plan published', method: 'POST', path: apiPaths.plans, bodies: json(planInput(trackId, true)), headers, check: created },
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
