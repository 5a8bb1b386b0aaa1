import { makeAutoObservable } from 'mobx';
import type { Clock } from './Clock.ts';

/** How often "now" moves on for the views that show it (a trip's state, 'N hours to go'). */
export const TICK_MS = 60_000;

/**
 * The current time as an observable, for derived state that depends on it (a plan
 * becoming 'completed', My Walks' time-to-go texts). It moves on once a minute while
 * started, and whenever a store asks it to (after a save, on opening a page).
 */
export class Ticker {
  now: Date;

  private readonly clock: Clock;
  private interval: unknown = null;

  constructor(clock: Clock) {
    this.clock = clock;
    this.now = new Date(clock.now());
    makeAutoObservable<Ticker, 'clock' | 'interval'>(this, { clock: false, interval: false });
  }

  refresh(): void {
    this.now = new Date(this.clock.now());
  }

  start(): void {
    if (this.interval !== null) return;
    this.refresh();
    this.interval = this.clock.setInterval(() => this.refresh(), TICK_MS);
  }

  dispose(): void {
    if (this.interval !== null) this.clock.clearInterval(this.interval);
    this.interval = null;
  }
}
