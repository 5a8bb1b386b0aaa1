/**
 * `pnpm --filter @planmywalk/api bench:plan`: what a trip plan costs the API, in process
 * (app.inject) on a private copy of the seeded database (PGlite; TEST_DATABASE_URL's
 * PostgreSQL when set). Prints, for RUNS calls each (median, p90, max in ms):
 * saving a new draft, saving over it, publishing (the plan and its 6 emails in one
 * transaction), re-publishing while those are queued (replaced, not doubled), reading
 * it, My Walks with 60 plans, and building the PDF (time and size) for the track with
 * the longest line, in a heavy-work thread, then the same PDF from the cache. Figures, never assertions: the machine is shared.
 */
import type { AccessToken, Plan, PlanInput } from '@planmywalk/contracts';
import { DEFAULT_OAUTH_CLIENT } from '@planmywalk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { ManualClock } from '../lib/clock.ts';
import { buildServer } from '../server.ts';
import { TEST_PASSWORD_HASHING } from '../testing/test-server.ts';
import { makeTempDir, openSeededTestDatabase } from '../testing/test-database.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PASSWORD = 'kea-in-the-snow-42';

interface Row {
  what: string;
  samples: number[];
  note?: string;
}

function summary(row: Row): string {
  const sorted = [...row.samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)] ?? NaN;
  const cells = [at(0.5), at(0.9), sorted.at(-1) ?? NaN].map((ms) => ms.toFixed(1).padStart(7));
  return `${row.what.padEnd(44)} ${cells.join(' ')}   ${row.note ?? ''}`;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

async function signUp(app: FastifyInstance, db: Queryable, tag: string): Promise<string> {
  const email = `${tag}.${Date.now().toString(36)}@example.org`;
  await app.inject({ method: 'POST', url: '/api/v1/user', payload: { email, password: PASSWORD, agreed_to_terms: true } });
  const [mail] = await db.query<{ text_body: string }>("SELECT text_body FROM email_outbox WHERE to_address = $1 AND kind = 'activation'", [email]);
  const code = /activate\?code=([A-Z0-9]{6})/.exec(mail?.text_body ?? '')?.[1];
  await app.inject({ method: 'POST', url: '/api/v1/activate', payload: { code } });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth',
    payload: { grant_type: 'password', client_id: DEFAULT_OAUTH_CLIENT.id, client_secret: DEFAULT_OAUTH_CLIENT.secret, username: email, password: PASSWORD },
  });
  return login.json<AccessToken>().access_token;
}

const t = await openSeededTestDatabase();
const files = await makeTempDir();
try {
  const clock = new ManualClock('2030-12-01T00:00:00Z');
  const app = await buildServer({
    db: t.db,
    filesDir: files.dir,
    clock,
    accounts: { passwordHashing: TEST_PASSWORD_HASHING, publicUrl: 'https://walk.example.nz', rateLimits: { perIpPerMinute: 100_000, planPublishesPerHour: 100_000 } },
    // Each run's plan is new, so every first PDF is a render in the heavy-work thread (ADR 060); the second is the cache's.
    load: { limits: { pdfPerIpPerMinute: 100_000, pdfPerPlanPerMinute: 100_000 }, shedding: null },
  });
  await app.ready();
  const token = await signUp(app, t.db, 'bench');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const [track] = await t.db.query<{ id: number; title: string; points: number }>(
    `SELECT id, title, (SELECT count(*)::int FROM jsonb_path_query(line, CASE line->>'type' WHEN 'LineString' THEN '$.coordinates[*]' ELSE '$.coordinates[*][*]' END::jsonpath)) AS points
     FROM locations WHERE type = 'Track' AND line IS NOT NULL ORDER BY pg_column_size(line) DESC LIMIT 1`,
  );
  if (!track) throw new Error('no track with a line in the seeded database');

  const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
    location: { id: track.id, type: 'Track' },
    is_published: false,
    date: { start: '2030-12-14', end: '2030-12-16', start_time: { hour: '07', minute: '30', meridiem: 'AM' }, end_time: { hour: '04', minute: '00', meridiem: 'PM' } },
    custom_trip_name: 'Bench crossing',
    contacts: Array.from({ length: 5 }, (_, i) => ({ first_name: `Member${i}`, last_name: 'Bench', email: `member${i}@example.org`, phone: '021 555 0101' })),
    emergency_contact: { first_name: 'Hemi', last_name: 'Walker', email: 'hemi@example.org', phone: '027 555 0199', relationship: 'Brother' },
    daily_plans: [0, 1, 2].map((day_index) => ({ day_index, start_location: 'Hut', end_location: 'Next hut', notes: 'Long day over the saddle. '.repeat(8) })),
    note: 'Back at the car by 4. '.repeat(20),
    attachments: [],
    gearList: {
      list: {
        title: 'Overnight',
        categories: ['Shelter', 'Clothing', 'Food', 'Safety'].map((title) => ({
          title,
          items: Array.from({ length: 8 }, (_, i) => ({ packed: i % 2 === 0, title: `${title} item ${i + 1}`, notes: '' })),
        })),
      },
      list_type: 'default',
      list_preset_id: null,
      list_custom_id: null,
    },
    ...overrides,
  });
  const call = async (method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) => {
    const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };

  const rows: Row[] = [
    { what: 'save a new draft (POST plan)', samples: [] },
    { what: 'save over it (PUT plan, draft)', samples: [] },
    { what: 'publish (PUT plan, 6 emails queued)', samples: [] },
    { what: 're-publish while queued (6 replaced)', samples: [] },
    { what: 'read it (GET plan/{guid}/readonly)', samples: [] },
    { what: 'My Walks, page 0 (GET plan)', samples: [] },
    { what: 'build the PDF (GET plan/{id}/download)', samples: [] },
    { what: 'the same PDF again (from the cache)', samples: [] },
  ];
  const sizes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    clock.advance(1000);
    const created = await timed(() => call('POST', '/api/v1/plan', input()));
    rows[0]?.samples.push(created.ms);
    const plan = created.value.json<Plan>();
    const saved = await timed(() => call('PUT', `/api/v1/plan/${plan.id}`, input({ revision: 1, note: 'Changed' })));
    rows[1]?.samples.push(saved.ms);
    rows[2]?.samples.push((await timed(() => call('PUT', `/api/v1/plan/${plan.id}`, input({ revision: 2, is_published: true })))).ms);
    rows[3]?.samples.push((await timed(() => call('PUT', `/api/v1/plan/${plan.id}`, input({ revision: 3, is_published: true, note: 'Again' })))).ms);
    rows[4]?.samples.push((await timed(() => call('GET', `/api/v1/plan/${plan.id}/readonly`))).ms);
    const pdf = await timed(() => call('GET', `/api/v1/plan/${plan.id}/download`));
    rows[6]?.samples.push(pdf.ms);
    sizes.push(pdf.value.rawPayload.length);
    rows[7]?.samples.push((await timed(() => call('GET', `/api/v1/plan/${plan.id}/download`))).ms);
  }
  // My Walks with RUNS * 2 plans and more: fill to 60.
  for (let i = RUNS; i < 60; i++) await call('POST', '/api/v1/plan', input());
  for (let run = 0; run < RUNS; run++) rows[5]?.samples.push((await timed(() => call('GET', '/api/v1/plan?page=0'))).ms);
  const [queued] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox WHERE topic IS NOT NULL AND sent_at IS NULL');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const sortedSizes = [...sizes].sort((a, b) => a - b);
  if (rows[3]) rows[3].note = `${queued?.n} emails queued after ${RUNS} plans published twice (6 each)`;
  if (rows[6]) rows[6].note = `${kb(sortedSizes[Math.floor(sortedSizes.length / 2)] ?? 0)} (line of ${track.points} points, 32 gear items, 2 pages)`;

  const lines = [
    `plan bench: ${t.kind}, ${RUNS} runs each, in process (app.inject); Node ${process.version}; track '${track.title}'`,
    `${'call'.padEnd(44)} ${'median'.padStart(7)} ${'p90'.padStart(7)} ${'max'.padStart(7)}   (ms)`,
    ...rows.map(summary),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  await app.close();
} finally {
  await t.close();
  await files.remove();
}
