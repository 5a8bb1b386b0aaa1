import { createAtom, type IAtom } from 'mobx';
import type { Clock } from './Clock.ts';

/** How often "now" moves on for the views that show it (a trip's state, 'N hours to go'). */
export const TICK_MS = 60_000;

/**
 * The current time for derived state that depends on it (a plan becoming 'completed',
 * My Walks' time-to-go texts). Read outside a view it is simply the clock's time; while
 * a view shows something computed from it, that view is refreshed once a minute. The
 * interval runs only while something is observing (MobX's clock pattern), so nothing
 * ticks in tests or on pages that do not need it.
 */
export class Ticker {
  private readonly clock: Clock;
  private readonly atom: IAtom;
  private interval: unknown = null;

  constructor(clock: Clock) {
    this.clock = clock;
    this.atom = createAtom(
      'Ticker',
      () => {
        this.interval = clock.setInterval(() => this.atom.reportChanged(), TICK_MS);
      },
      () => {
        if (this.interval !== null) clock.clearInterval(this.interval);
        this.interval = null;
      },
    );
  }

  get now(): Date {
    this.atom.reportObserved();
    return new Date(this.clock.now());
  }
}
