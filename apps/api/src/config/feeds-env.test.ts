import { describe, expect, it } from 'vitest';
import { DEFAULT_FEED_SETTINGS, readFeedsEnv } from './feeds-env.ts';

describe('readFeedsEnv', () => {
  it('defaults to the real providers at their polite intervals, DOC off without a key', () => {
    expect(readFeedsEnv({})).toEqual(DEFAULT_FEED_SETTINGS);
    expect(DEFAULT_FEED_SETTINGS).toMatchObject({ mode: 'live', metservicePollSeconds: 300, nzaaPollSeconds: 10800, forecastTtlSeconds: 3600, docApiKey: null });
  });
  it('reads FEEDS=sample and the providers’ settings', () => {
    expect(readFeedsEnv({ FEEDS: 'sample', DOC_API_KEY: ' k ', METSERVICE_POLL_SECONDS: '600', FEEDS_TIMEOUT_SECONDS: '5' })).toMatchObject({
      mode: 'sample',
      docApiKey: 'k',
      metservicePollSeconds: 600,
      timeoutMs: 5000,
    });
  });
  it.each([
    [{ FEEDS: 'real' }, /FEEDS must be live, sample or off/],
    [{ METSERVICE_POLL_SECONDS: '60' }, /at least 120/],
    [{ NZAA_API_URL: 'ftp://x' }, /http\(s\) URL/],
    [{ FORECAST_TTL_SECONDS: 'soon' }, /whole number/],
  ])('refuses %j', (env, message) => {
    expect(() => readFeedsEnv(env)).toThrow(message);
  });
});
