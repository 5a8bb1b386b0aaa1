/**
 * `pnpm --filter @planmywalk/api exec tsx src/bench/login-bench.ts`: what a password costs.
 * At the production scrypt cost it measures one hash, then 20 sequential logins through
 * app.inject and 20 over loopback HTTP (mean and p95), and 20 failed logins each with a
 * wrong password and with an unknown email, whose times should match (the dummy hash) so
 * timing does not tell who is registered.
 * Runs on a new empty database (PGlite, or TEST_DATABASE_URL's server).
 */
import { DEFAULT_OAUTH_CLIENT } from '@planmywalk/contracts';
import { CURRENT_PARAMS, hashPassword } from '../auth/passwords.ts';
import { migrate } from '../db/migrate.ts';
import { buildServer } from '../server.ts';
import { makeTempDir, openEmptyTestDatabase } from '../testing/test-database.ts';

const RUNS = 20;
const PASSWORD = 'kea-in-the-snow-42';

function stats(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
  console.warn(`${label.padEnd(34)} mean ${mean.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (n=${samples.length})`);
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const t = await openEmptyTestDatabase();
const files = await makeTempDir();
try {
  await migrate(t.db);
  // Production cost (no passwordHashing override), generous limits: this measures cost, not limiting.
  const app = await buildServer({ db: t.db, filesDir: files.dir, accounts: { rateLimits: { perIpPerMinute: 10_000, loginFailuresPerIp: 10_000, loginFailuresPerAccount: 10_000 } } });
  await app.ready();
  console.warn(`database ${t.kind}, scrypt ln=${CURRENT_PARAMS.ln} r=${CURRENT_PARAMS.r} p=${CURRENT_PARAMS.p}`);

  const hashes: number[] = [];
  for (let i = 0; i < RUNS; i++) hashes.push(await time(() => hashPassword(PASSWORD)));
  stats('hashPassword', hashes);

  const email = 'bench@example.org';
  const registered = await app.inject({ method: 'POST', url: '/api/v1/user', payload: { email, password: PASSWORD, agreed_to_terms: true } });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const form = (username: string, password = PASSWORD) =>
    new URLSearchParams({ grant_type: 'password', client_id: DEFAULT_OAUTH_CLIENT.id, client_secret: DEFAULT_OAUTH_CLIENT.secret, scope: '', username, password }).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };

  const login = async (username: string, expected: number, password = PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/oauth', payload: form(username, password), headers });
    if (res.statusCode !== expected) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  };
  await login(email, 200);
  const injected: number[] = [];
  for (let i = 0; i < RUNS; i++) injected.push(await time(() => login(email, 200)));
  stats('login, app.inject', injected);
  const wrong: number[] = [];
  for (let i = 0; i < RUNS; i++) wrong.push(await time(() => login(email, 400, 'not-the-password')));
  stats('wrong password, app.inject', wrong);
  const unknown: number[] = [];
  for (let i = 0; i < RUNS; i++) unknown.push(await time(() => login(`nobody${i}@example.org`, 400)));
  stats('unknown email, app.inject', unknown);

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const loopback: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    loopback.push(
      await time(async () => {
        const res = await fetch(`${address}/api/v1/auth/oauth`, { method: 'POST', body: form(email), headers });
        if (res.status !== 200) throw new Error(`loopback login: ${res.status}`);
        await res.json();
      }),
    );
  }
  stats('login, HTTP over loopback', loopback);
  await app.close();
} finally {
  await t.close();
  await files.remove();
}
