import type { AccountSettings } from '../config/accounts-env.ts';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../files/storage.ts';
import type { Clock } from '../lib/clock.ts';
import type { Authenticator } from './authenticate.ts';
import type { RateLimiter } from './rate-limit.ts';

/** What the account, session and file routes share; built once in buildServer. */
export interface AccountsContext {
  db: Database;
  clock: Clock;
  settings: AccountSettings;
  auth: Authenticator;
  limiter: RateLimiter;
  files: FileStorage;
  /** Tells the outbox worker that a committed transaction queued an email. */
  mailQueued(): void;
}
