/** Search is limited per IP (issue 29, ADR 060): 100 searches at once held GET config 3 s. */
import type { ErrorResponse } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyIp } from '../../testing/accounts.ts';
import { multipart } from '../../testing/http.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';
import { SEARCH_TOO_MANY } from './search.routes.ts';

describe('POST /api/v1/search-tracks, limited per IP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer({ load: { limits: { searchPerIpPerMinute: 3 } } });
  });
  afterAll(async () => {
    await s.close();
  });

  const search = (ip: string) => {
    const body = multipart({ term: 'kepler' });
    return s.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload: body.payload, headers: body.headers, remoteAddress: ip });
  };

  it('given more searches from one IP than a minute allows, answers 429 with a clear text and when to come back; another IP still searches', async () => {
    const ip = anyIp();
    for (let i = 0; i < 3; i++) expect((await search(ip)).statusCode).toBe(200);
    const refused = await search(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorResponse>()).toEqual({ error: SEARCH_TOO_MANY });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await search(anyIp())).statusCode).toBe(200);
  });
});
