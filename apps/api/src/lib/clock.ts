/**
 * The time as the API sees it. Every expiry (tokens, codes, resets, rate-limit windows,
 * email retries) is computed from this and passed to SQL as a parameter rather than
 * using the database's now(), so tests can move time instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: for tests. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2030-01-15T00:00:00Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * The system clock, moved forward by an offset on request: DEV_CLOCK's, for end-to-end
 * tests that live a trip through to overdue without waiting hours. Only forward, so
 * nothing issued (a token, a lease) ever finds itself in the future.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (!(ms > 0)) throw new Error('the clock only moves forward');
    this.offsetMs += ms;
  }
}
