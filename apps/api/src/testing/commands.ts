/**
 * Commands without HTTP: a CommandContext over a real test database, with a clock the
 * test moves, test-cost password hashing, files in a private temporary folder, a log
 * and a mail counter the test can read.
 */
import { DEFAULT_TRIP_WATCH_SETTINGS } from '../notifications/tripWatch.ts';
import { vi } from 'vitest';
import { LoginThrottle } from '../auth/login-throttle.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import { activateAccount } from '../commands/accounts/activateAccount.ts';
import { registerUser } from '../commands/accounts/registerUser.ts';
import type { CommandContext } from '../commands/context.ts';
import { resolveAccountSettings, type AccountOverrides } from '../config/accounts-env.ts';
import { LocalFileStorage } from '../files/storage.ts';
import { HttpError } from '../http/http-error.ts';
import { ManualClock } from '../lib/clock.ts';
import { activationCode, newEmail, PASSWORD, WALKER_PHONE } from './accounts.ts';
import { makeTempDir, openSeededTestDatabase, type TestDatabase } from './test-database.ts';
import { TEST_PASSWORD_HASHING } from './test-server.ts';

export interface CommandHarness {
  ctx: CommandContext;
  t: TestDatabase;
  clock: ManualClock;
  /** How many times a command said it queued mail. */
  mailQueued: ReturnType<typeof vi.fn>;
  log: { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
  close(): Promise<void>;
}

export async function openCommandHarness(accounts: AccountOverrides = {}): Promise<CommandHarness> {
  const t = await openSeededTestDatabase();
  const files = await makeTempDir();
  const clock = new ManualClock('2030-03-01T00:00:00Z');
  const mailQueued = vi.fn();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const settings = resolveAccountSettings({ publicUrl: 'https://walk.example.nz', passwordHashing: TEST_PASSWORD_HASHING, ...accounts });
  const ctx: CommandContext = {
    db: t.db,
    clock,
    settings,
    limiter: new RateLimiter(t.db, clock),
    throttle: new LoginThrottle(t.db, clock, settings.rateLimits),
    files: new LocalFileStorage(files.dir),
    log,
    mailQueued,
    overdueGraceMinutes: DEFAULT_TRIP_WATCH_SETTINGS.graceMinutes,
  };
  return {
    ctx,
    t,
    clock,
    mailQueued,
    log,
    async close() {
      await t.close();
      await files.remove();
    },
  };
}

export interface TestAccount {
  userId: number;
  email: string;
  password: string;
}

/** A verified account made through the commands themselves (register, then the emailed code). */
export async function createAccount(h: CommandHarness, tag = 'walker', password = PASSWORD): Promise<TestAccount> {
  const email = newEmail(tag);
  const { userId } = await registerUser(h.ctx, { email, password });
  await activateAccount(h.ctx, { code: await activationCode(h.t.db, email), sessionUserId: null });
  // A walker's phone, as their profile gives it: publishing a plan needs one (ADR 057).
  await h.t.db.query('UPDATE users SET phone = $2 WHERE id = $1', [userId, WALKER_PHONE]);
  return { userId, email, password };
}

/** Awaits a command that must refuse, and answers its HttpError for the test to look at. */
export async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the command to refuse, but it succeeded');
}
