import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import type { Clock } from '../lib/clock.ts';
import { sha256 } from './tokens.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export interface Limit {
  /** Which counter: e.g. 'login-ip', 'login-failure'. */
  bucket: string;
  /** Whose: an IP or a (normalised) email; stored as a digest. */
  key: string;
  max: number;
  windowSeconds: number;
  /** The 429's text; the general 'Too many attempts…' when left out. */
  message?: string;
}

/**
 * Fixed-window counters in the database, so every API replica counts together (an
 * in-memory limiter would give each replica its own allowance). A window is aligned to
 * the epoch; the answer's Retry-After is the time left in it.
 */
export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  private window(limit: Limit) {
    const now = this.clock.now();
    const size = limit.windowSeconds * 1000;
    const start = new Date(Math.floor(now.getTime() / size) * size);
    const end = new Date(start.getTime() + size);
    return { now, start, end, key: sha256(limit.key) };
  }

  private tooMany(limit: Limit, now: Date, end: Date, body?: Record<string, unknown>): HttpError {
    const retryAfter = Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
    return new HttpError(429, limit.message ?? TOO_MANY_ATTEMPTS, { headers: { 'retry-after': String(retryAfter) }, ...(body ? { body } : {}) });
  }

  /** Counts one attempt; throws 429 when it is over the limit. */
  async hit(limit: Limit, body?: Record<string, unknown>): Promise<void> {
    const w = this.window(limit);
    const [row] = await this.db.query<{ hits: number }>(
      `INSERT INTO rate_limits (bucket, key, window_start, hits, expires_at) VALUES ($1, $2, $3, 1, $4)
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
       RETURNING hits`,
      [limit.bucket, w.key, w.start, w.end],
    );
    if ((row?.hits ?? 0) > limit.max) throw this.tooMany(limit, w.now, w.end, body);
  }

  /** Counts one attempt and says whether it was within the limit, without throwing. */
  async allow(limit: Limit): Promise<boolean> {
    try {
      await this.hit(limit);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return false;
      throw error;
    }
  }
}
