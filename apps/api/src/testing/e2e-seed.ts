/**
 * Before the end-to-end journeys start the server (playwright.config.ts): migrates and
 * seeds the fresh DATA_DIR as the first start would, and registers the account that
 * `pnpm admin:grant` then makes an administrator, as an operator would. It has to
 * happen before the server runs: the embedded database is one process per folder.
 * The account is registered through the command (the real password rules and hash),
 * then marked verified and set up, as its activation email and profile setup would.
 */
import { LoginThrottle } from '../auth/login-throttle.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import { registerUser } from '../commands/accounts/registerUser.ts';
import { readEnv } from '../config/env.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { LocalFileStorage } from '../files/storage.ts';
import { importData } from '../import/import-data.ts';
import { systemClock } from '../lib/clock.ts';

const email = process.env.E2E_ADMIN_EMAIL;
const password = process.env.E2E_ADMIN_PASSWORD;
if (!email || !password) throw new Error('E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD are needed');

const env = readEnv(process.env);
const db = await openDatabase(env);
try {
  await migrate(db);
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM locations');
  if ((row?.n ?? 0) === 0) await importData(db);
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const ctx = {
    db,
    clock: systemClock,
    settings: env.accounts,
    limiter: new RateLimiter(db, systemClock),
    throttle: new LoginThrottle(db, systemClock, env.accounts.rateLimits),
    files: new LocalFileStorage(`${env.dataDir}/files`),
    log,
    mailQueued: () => undefined,
    overdueGraceMinutes: env.overdueGraceMinutes,
  };
  const { userId } = await registerUser(ctx, { email, password });
  await db.query("UPDATE users SET verified = true, verified_at = now(), inited = true, first_name = 'Ada', last_name = 'Moderator' WHERE id = $1", [userId]);
  process.stdout.write(`e2e: registered ${email}\n`);
} finally {
  await db.close();
}
