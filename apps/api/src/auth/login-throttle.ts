/**
 * Throttles password guessing without letting anyone lock someone else out (ADR 015,
 * after OWASP's Authentication Cheat Sheet, "Account Lockout" and "Login Throttling"):
 *
 * - Per account and IP: after `loginFailuresPerIp` failures from one IP, that IP waits
 *   1 minute, then 2, 4, … up to `loginBackoffMaxSeconds` for each further failure.
 *   Another IP is unaffected, so hammering an account from one place blocks only that
 *   place. A success from the IP forgets its failures; otherwise they fade after a day.
 * - Per account, across IPs: after `loginFailuresPerAccount` failures within an hour,
 *   IPs the account has never logged in from wait until the hour is over. IPs it has
 *   logged in from (or reset its password from) keep the per-IP rule only: the owner's
 *   usual device is never locked by someone else's guessing.
 *
 * The account is the digest of the normalised email, registered or not, so an unknown
 * address is answered exactly like a known one. Refused attempts are not checked and
 * not counted. Counters live in the database, shared by every replica.
 */
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { addSeconds, type Clock } from '../lib/clock.ts';
import type { RateLimitSettings } from '../config/accounts-env.ts';
import { sha256 } from './tokens.ts';

export const LOGIN_THROTTLED = 'Too many failed attempts. Please wait a few minutes and try again, or reset your password.';

const BACKOFF_BASE_SECONDS = 60;
const FORGET_AFTER_SECONDS = 24 * 3600;
const ACCOUNT_WINDOW_SECONDS = 3600;
/** The account-wide row's ip_key. */
const ALL_IPS = '';

export interface LoginAttempt {
  /** Normalised email. */
  email: string;
  ip: string;
  /** The account's id when the email has one: its known IPs are spared the account-wide limit. */
  userId: number | null;
}

type FailureRow = { failures: number; first_failure_at: Date; last_failure_at: Date; locked_until: Date | null };

/** Seconds an IP waits after its n-th failure on an account (0 below the threshold). */
export function backoffSeconds(failures: number, limits: Pick<RateLimitSettings, 'loginFailuresPerIp' | 'loginBackoffMaxSeconds'>): number {
  if (failures < limits.loginFailuresPerIp) return 0;
  return Math.min(limits.loginBackoffMaxSeconds, BACKOFF_BASE_SECONDS * 2 ** (failures - limits.loginFailuresPerIp));
}

export class LoginThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly limits: RateLimitSettings,
  ) {}

  private async row(accountKey: string, ipKey: string): Promise<FailureRow | null> {
    const [row] = await this.db.query<FailureRow>(
      'SELECT failures, first_failure_at, last_failure_at, locked_until FROM login_failures WHERE account_key = $1 AND ip_key = $2',
      [accountKey, ipKey],
    );
    return row ?? null;
  }

  private refuse(until: Date, now: Date): HttpError {
    const retryAfter = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    return new HttpError(429, LOGIN_THROTTLED, { headers: { 'retry-after': String(retryAfter) } });
  }

  /** Throws 429 (with Retry-After) when this attempt must wait; counts nothing. */
  async check(attempt: LoginAttempt): Promise<void> {
    const now = this.clock.now();
    const accountKey = sha256(attempt.email);
    const ipKey = sha256(attempt.ip);
    const pair = await this.row(accountKey, ipKey);
    if (pair?.locked_until && pair.locked_until > now) throw this.refuse(pair.locked_until, now);
    const account = await this.row(accountKey, ALL_IPS);
    if (account?.locked_until && account.locked_until > now && !(await this.isKnown(attempt.userId, ipKey))) {
      throw this.refuse(account.locked_until, now);
    }
  }

  /** Counts a failed attempt against the IP's backoff and the account's hour. */
  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const now = this.clock.now();
    const accountKey = sha256(attempt.email);
    // The pair: failures older than a day are forgotten, so a yearly typo never adds up.
    const [pair] = await this.db.query<{ failures: number }>(
      `INSERT INTO login_failures (account_key, ip_key, failures, first_failure_at, last_failure_at) VALUES ($1, $2, 1, $3, $3)
       ON CONFLICT (account_key, ip_key) DO UPDATE SET
         failures = CASE WHEN login_failures.last_failure_at < $4 THEN 1 ELSE login_failures.failures + 1 END,
         first_failure_at = CASE WHEN login_failures.last_failure_at < $4 THEN $3 ELSE login_failures.first_failure_at END,
         last_failure_at = $3
       RETURNING failures`,
      [accountKey, sha256(attempt.ip), now, addSeconds(now, -FORGET_AFTER_SECONDS)],
    );
    const wait = backoffSeconds(pair?.failures ?? 1, this.limits);
    if (wait > 0) {
      await this.db.query('UPDATE login_failures SET locked_until = $3 WHERE account_key = $1 AND ip_key = $2', [
        accountKey,
        sha256(attempt.ip),
        addSeconds(now, wait),
      ]);
    }
    // The account across IPs: a window of an hour from its first failure.
    const [account] = await this.db.query<{ failures: number; first_failure_at: Date }>(
      `INSERT INTO login_failures (account_key, ip_key, failures, first_failure_at, last_failure_at) VALUES ($1, $2, 1, $3, $3)
       ON CONFLICT (account_key, ip_key) DO UPDATE SET
         failures = CASE WHEN login_failures.first_failure_at <= $4 THEN 1 ELSE login_failures.failures + 1 END,
         first_failure_at = CASE WHEN login_failures.first_failure_at <= $4 THEN $3 ELSE login_failures.first_failure_at END,
         locked_until = CASE WHEN login_failures.first_failure_at <= $4 THEN NULL ELSE login_failures.locked_until END,
         last_failure_at = $3
       RETURNING failures, first_failure_at`,
      [accountKey, ALL_IPS, now, addSeconds(now, -ACCOUNT_WINDOW_SECONDS)],
    );
    if (account && account.failures >= this.limits.loginFailuresPerAccount) {
      await this.db.query('UPDATE login_failures SET locked_until = $3 WHERE account_key = $1 AND ip_key = $2', [
        accountKey,
        ALL_IPS,
        addSeconds(account.first_failure_at, ACCOUNT_WINDOW_SECONDS),
      ]);
    }
  }

  /**
   * The right password from this IP: its failures are forgotten and the IP becomes
   * known to the account. The account-wide count stays: someone may still be guessing.
   */
  async recordSuccess(attempt: LoginAttempt & { userId: number }): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE account_key = $1 AND ip_key = $2', [sha256(attempt.email), sha256(attempt.ip)]);
    await this.rememberIp(attempt.userId, attempt.ip);
  }

  /** Marks an IP as the account's own (a login, or a password reset through the emailed link). */
  async rememberIp(userId: number, ip: string): Promise<void> {
    await this.db.query(
      `INSERT INTO login_known_ips (user_id, ip_key, last_seen_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, ip_key) DO UPDATE SET last_seen_at = $3`,
      [userId, sha256(ip), this.clock.now()],
    );
  }

  private async isKnown(userId: number | null, ipKey: string): Promise<boolean> {
    if (userId === null) return false;
    const [row] = await this.db.query('SELECT 1 FROM login_known_ips WHERE user_id = $1 AND ip_key = $2', [userId, ipKey]);
    return row !== undefined;
  }
}
