import type { FastifyBaseLogger } from 'fastify';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import type { AccountSettings } from '../config/accounts-env.ts';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../files/storage.ts';
import type { Clock } from '../lib/clock.ts';
import type { TripChecker } from '../notifications/tripChecker.ts';

/**
 * What a command is given besides its input: the database (a command runs its own
 * transaction, so it can hash a password or sniff a file before taking locks), the
 * clock every expiry is computed from, the settings, the shared rate limiter, the
 * throttle on password guessing, file storage, a log for security events, and
 * `mailQueued`, called after a commit that queued email so the outbox worker sends it now.
 *
 * Commands take plain inputs (ids, parsed values, the caller's IP) and answer plain
 * data; they refuse with an HttpError carrying the text to show. They never see a
 * request, so they are tested on a real database without HTTP (`testing/commands.ts`).
 */
export interface CommandContext {
  db: Database;
  clock: Clock;
  settings: AccountSettings;
  limiter: RateLimiter;
  throttle: LoginThrottle;
  files: FileStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  mailQueued(): void;
  /** OVERDUE_GRACE_MINUTES: how long after a trip's planned end its emergency contact is emailed (a trip's status says when). */
  overdueGraceMinutes: number;
  /** SMS_PROVIDER is set: the overdue alert also goes by text to a contact with a mobile number (ADR 065). */
  overdueTexts?: boolean;
  /** The trip check for the emergency contact's email when a plan is published (absent: the email goes without one). */
  tripChecker?: TripChecker;
}
