/**
 * TRUST_PROXY as a hop count (issue 29, finding 5): behind one load balancer that
 * appends the caller's address to X-Forwarded-For, whatever the caller wrote before it
 * does not change who the API thinks is calling, so the per-IP limits hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail } from '../testing/accounts.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';

/** The load balancer's own address: every request reaches the API from it. */
const BALANCER = '10.0.0.2';

describe('behind one load balancer (TRUST_PROXY=1)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer({
      trustProxy: 1,
      beforeReady: async (app) => {
        app.get('/api/v1/test/whoami', async (request) => ({ ip: request.ip }));
      },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  const whoami = async (forwardedFor: string | undefined) => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/v1/test/whoami',
      remoteAddress: BALANCER,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    return res.json<{ ip: string }>().ip;
  };

  it('takes the caller from the hop the load balancer appended', async () => {
    expect(await whoami('198.51.100.7')).toBe('198.51.100.7');
  });

  it('given a client-forged X-Forwarded-For before the balancer’s hop, still names the real caller', async () => {
    expect(await whoami('127.0.0.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await whoami('203.0.113.1, 203.0.113.2, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('given no X-Forwarded-For (a request that did not come through the balancer), names the socket’s peer', async () => {
    expect(await whoami(undefined)).toBe(BALANCER);
  });

  it('given a new forged address on every request, holds the caller to the per-IP limit of forgot-password all the same', async () => {
    const ask = (forged: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/v1/forgot-password',
        payload: { email: newEmail('proxied') },
        remoteAddress: BALANCER,
        headers: { 'x-forwarded-for': `${forged}, 198.51.100.23` },
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await ask(`203.0.113.${i}`)).statusCode);
    // RATE_LIMIT_PER_IP is 10 a minute: the eleventh is refused whatever it claimed.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // Another real caller through the same balancer is not held back by the first one's requests.
    const other = await s.app.inject({
      method: 'POST',
      url: '/api/v1/forgot-password',
      payload: { email: newEmail('proxied') },
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': '198.51.100.24' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('behind listed proxies (TRUST_PROXY=10.0.0.0/24)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await openTestServer({
      trustProxy: ['10.0.0.0/24'],
      beforeReady: async (app) => {
        app.get('/api/v1/test/whoami', async (request) => ({ ip: request.ip }));
      },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  const whoami = async (remoteAddress: string, forwardedFor: string) =>
    (await s.app.inject({ method: 'GET', url: '/api/v1/test/whoami', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } })).json<{ ip: string }>().ip;

  it('believes the hops the listed proxies appended, and nothing a client wrote before them', async () => {
    expect(await whoami(BALANCER, '127.0.0.1, 198.51.100.7')).toBe('198.51.100.7');
    // Two of our proxies in a row: both their hops are believed.
    expect(await whoami(BALANCER, '127.0.0.1, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
  });

  it('given a caller that reaches the API directly with a forged X-Forwarded-For, names the caller’s own address', async () => {
    expect(await whoami('203.0.113.50', '198.51.100.7')).toBe('203.0.113.50');
  });
});
