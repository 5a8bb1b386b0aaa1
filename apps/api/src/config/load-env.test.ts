import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAD_SETTINGS, readLoadEnv } from './load-env.ts';

describe('readLoadEnv', () => {
  it('given nothing, keeps the defaults: threads for the cores, limits, a 32 MB PDF cache and shedding on', () => {
    expect(readLoadEnv({})).toEqual(DEFAULT_LOAD_SETTINGS);
    expect(DEFAULT_LOAD_SETTINGS.shedding).not.toBeNull();
  });

  it('given every setting, reads each', () => {
    const load = readLoadEnv({
      HEAVY_WORK_THREADS: '3',
      HEAVY_WORK_QUEUE: '0',
      HEAVY_WORK_TIMEOUT_SECONDS: '5',
      PDF_CACHE_MB: '0',
      RATE_LIMIT_PDF_PER_IP: '4',
      RATE_LIMIT_PDF_PER_PLAN: '9',
      RATE_LIMIT_SEARCH_PER_IP: '1000',
      RATE_LIMIT_GPX_PER_IP: '2',
      SHED_EVENT_LOOP_DELAY_MS: '500',
      SHED_EVENT_LOOP_UTILIZATION: '0.9',
      SHED_RETRY_AFTER_SECONDS: '30',
    });
    expect(load).toEqual({
      heavyWork: { threads: 3, queue: 0, timeoutMs: 5000 },
      pdfCacheBytes: 0,
      limits: { pdfPerIpPerMinute: 4, pdfPerPlanPerMinute: 9, searchPerIpPerMinute: 1000, gpxPerIpPerMinute: 2 },
      shedding: { maxEventLoopDelayMs: 500, maxEventLoopUtilization: 0.9, retryAfterSeconds: 30, sampleIntervalMs: 1000, startGraceMs: 5000 },
    });
  });

  it('given SHED_LOAD=false, sheds nothing', () => {
    expect(readLoadEnv({ SHED_LOAD: 'false' }).shedding).toBeNull();
  });

  it.each([
    [{ HEAVY_WORK_THREADS: '0' }, /HEAVY_WORK_THREADS must be a whole number from 1 to 64, got '0'/],
    [{ RATE_LIMIT_SEARCH_PER_IP: 'lots' }, /RATE_LIMIT_SEARCH_PER_IP must be a whole number/],
    [{ SHED_EVENT_LOOP_UTILIZATION: '98' }, /SHED_EVENT_LOOP_UTILIZATION must be a number above 0 and at most 1/],
    [{ SHED_LOAD: 'maybe' }, /SHED_LOAD must be true\/false/],
  ])('given %o, stops the start with the reason', (env, reason) => {
    expect(() => readLoadEnv(env)).toThrow(reason);
  });
});
