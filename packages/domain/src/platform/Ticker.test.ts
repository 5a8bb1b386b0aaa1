import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autorun, computed } from 'mobx';
import { systemClock } from './Clock.ts';
import { TICK_MS, Ticker } from './Ticker.ts';

describe('Ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-05T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('read outside a view, is the clock’s time', () => {
    const ticker = new Ticker(systemClock);
    vi.setSystemTime(new Date('2026-12-06T00:00:00Z'));
    expect(ticker.now.toISOString()).toBe('2026-12-06T00:00:00.000Z');
  });

  it('refreshes what a view shows once a minute, and stops when nothing watches', () => {
    const ticker = new Ticker(systemClock);
    const minute = computed(() => ticker.now.getUTCMinutes());
    const seen: number[] = [];
    const stop = autorun(() => seen.push(minute.get()));
    vi.advanceTimersByTime(TICK_MS * 2);
    expect(seen).toEqual([0, 1, 2]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
