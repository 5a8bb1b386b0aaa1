/**
 * Load shedding (issue 29, ADR 060): when the event loop falls behind, requests are
 * answered 503 at once, in the `{ error }` shape with a Retry-After, and the health
 * check still answers.
 */
import type { ErrorResponse } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { SERVER_OVERLOADED } from './load-shedding.ts';

/** Holds the event loop, as a request doing seconds of work on it would. */
function holdTheLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

const nextSample = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer({
      load: { shedding: { maxEventLoopDelayMs: 50, maxEventLoopUtilization: 0.8, retryAfterSeconds: 7, sampleIntervalMs: 100, startGraceMs: 0 } },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('given a calm event loop, answers as usual', async () => {
    await nextSample(250);
    expect((await s.app.inject({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(200);
  });

  it('given an event loop held past the limits, answers 503 at once with the error and a Retry-After; the health check still answers', async () => {
    holdTheLoop(1000);
    // The sampler's timer, overdue since the hold began, runs before this one.
    await nextSample(1);
    const started = performance.now();
    const shed = await s.app.inject({ method: 'GET', url: '/api/v1/config' });
    const shedMs = performance.now() - started;
    const health = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(shed.statusCode).toBe(503);
    expect(shed.json<ErrorResponse>()).toEqual({ error: SERVER_OVERLOADED });
    expect(shed.headers['retry-after']).toBe('7');
    expect(health.statusCode, health.body).toBe(200);
    process.stdout.write(`load shedding: 503 answered in ${shedMs.toFixed(1)} ms\n`);
  });

  it('given the loop calm again, answers as usual from the next sample', async () => {
    await nextSample(350);
    expect((await s.app.inject({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(200);
  });
});

describe('load shedding, just after the start', () => {
  it("given a server whose start held the loop, answers its first requests: the start's own work is not load", async () => {
    const s = await openTestServer({
      load: { shedding: { maxEventLoopDelayMs: 50, maxEventLoopUtilization: 0.8, retryAfterSeconds: 7, sampleIntervalMs: 100, startGraceMs: 1500 } },
      // As the start's own work does before the server answers.
      beforeReady: async () => {
        await nextSample(150);
        holdTheLoop(1000);
      },
    });
    try {
      await nextSample(1);
      expect((await s.app.inject({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(200);
      // Past the grace, a held loop is shed again.
      await nextSample(1600);
      holdTheLoop(1000);
      await nextSample(1);
      expect((await s.app.inject({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(503);
    } finally {
      await s.close();
    }
  });
});
