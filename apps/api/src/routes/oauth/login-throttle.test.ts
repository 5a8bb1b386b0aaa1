import type { ErrorResponse } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLED } from '../../auth/login-throttle.ts';
import { ManualClock } from '../../lib/clock.ts';
import { PASSWORD, newEmail, passwordGrant, signUp } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

/**
 * Issue 7 finding 6, as an attacker tried it: "5 wrong passwords from any IPs block the
 * right password with 429 for 15 minutes, repeatable forever". The throttle's settings
 * are the defaults (5 per account and IP, 20 per account an hour); only the per-IP
 * request limit is raised, so it does not hide what the throttle does.
 */
describe('login throttling that no one can aim at someone else', () => {
  let s: TestServer;
  const clock = new ManualClock('2030-05-01T00:00:00Z');
  beforeAll(async () => {
    s = await openTestServer({ clock, accounts: { rateLimits: { perIpPerMinute: 1000 } } });
  });
  afterAll(async () => {
    await s.close();
  });

  const HOME = '203.0.113.7';
  const owner = async (tag: string) => {
    const { email } = await signUp(s.app, s.t.db, tag);
    // The owner's usual device: they have logged in from it before.
    expect((await passwordGrant(s.app, email, PASSWORD, HOME)).statusCode).toBe(200);
    return email;
  };

  it('given 5 wrong passwords from other IPs, the right password still logs in at once', async () => {
    const email = await owner('finding-6');
    for (let i = 1; i <= 5; i++) expect((await passwordGrant(s.app, email, `guess-${i}`, `198.51.100.${i}`)).statusCode).toBe(400);
    expect((await passwordGrant(s.app, email, PASSWORD, HOME)).statusCode).toBe(200);
    // Even from a new device: five failures spread over five IPs lock nothing.
    expect((await passwordGrant(s.app, email, PASSWORD, '192.0.2.99')).statusCode).toBe(200);
  });

  it('given 5 wrong passwords from one IP, that IP waits 1 minute, then 2, then 4, while the owner logs in from home', async () => {
    const email = await owner('one-ip');
    const attacker = '198.51.100.50';
    for (let i = 1; i <= 5; i++) expect((await passwordGrant(s.app, email, `guess-${i}`, attacker)).statusCode).toBe(400);
    const blocked = await passwordGrant(s.app, email, PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ErrorResponse>()).toEqual({ error: LOGIN_THROTTLED });
    expect(blocked.headers['retry-after']).toBe('60');
    expect((await passwordGrant(s.app, email, PASSWORD, HOME)).statusCode).toBe(200);

    clock.advance(60_000);
    expect((await passwordGrant(s.app, email, 'guess-6', attacker)).statusCode).toBe(400);
    expect((await passwordGrant(s.app, email, PASSWORD, attacker)).headers['retry-after']).toBe('120');
    clock.advance(120_000);
    expect((await passwordGrant(s.app, email, 'guess-7', attacker)).statusCode).toBe(400);
    expect((await passwordGrant(s.app, email, PASSWORD, attacker)).headers['retry-after']).toBe('240');
    expect((await passwordGrant(s.app, email, PASSWORD, HOME)).statusCode).toBe(200);
  });

  it('given a spread-out attack past 20 failures an hour, IPs new to the account wait out the hour; the owner at home does not', async () => {
    const email = await owner('botnet');
    for (let i = 1; i <= 20; i++) expect((await passwordGrant(s.app, email, `guess-${i}`, `198.51.101.${i}`)).statusCode).toBe(400);
    const fresh = await passwordGrant(s.app, email, PASSWORD, '198.51.101.200');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBe(3600);
    expect((await passwordGrant(s.app, email, PASSWORD, HOME)).statusCode).toBe(200);
    clock.advance(3600_000);
    expect((await passwordGrant(s.app, email, PASSWORD, '198.51.101.200')).statusCode).toBe(200);
  });

  it('given an unknown email, throttles it exactly like a registered one', async () => {
    const ghost = newEmail('ghost');
    const attacker = '198.51.100.77';
    for (let i = 1; i <= 5; i++) expect((await passwordGrant(s.app, ghost, `guess-${i}`, attacker)).statusCode).toBe(400);
    const blocked = await passwordGrant(s.app, ghost, PASSWORD, attacker);
    expect([blocked.statusCode, blocked.headers['retry-after']]).toEqual([429, '60']);
  });

  it('given a successful login from an IP, forgets the failures it had', async () => {
    const email = await owner('typo');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await passwordGrant(s.app, email, 'typo', HOME)).statusCode).toBe(400);
      expect((await passwordGrant(s.app, email, PASSWORD, HOME)).statusCode).toBe(200);
    }
  });
});
