import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config/env.ts';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Addresses and CIDRs go to proxy-addr as they
 * are: a hop is believed only when the address that appended it is one of our proxies.
 *
 * A count is given as a function, because Fastify 5.12 no longer honours a number (it
 * "fails closed": a number trusts nothing, so every caller would share the load
 * balancer's address and its per-IP limits). The function believes the last `count`
 * hops, counted from the socket: proxy-addr asks it for the socket's peer (hop 0), then
 * for each X-Forwarded-For entry from the right, and the caller is the first address
 * not believed. Entries a client wrote sit to the left of those the proxies appended,
 * so they are never reached. A count cannot tell a proxy from a client that connects
 * to the port directly, so it is right only when nothing but the proxies can reach the
 * API; otherwise list their addresses (ADR 061).
 */
export function proxyTrust(setting: TrustProxy | undefined): NonNullable<FastifyServerOptions['trustProxy']> {
  if (setting === undefined || setting === false) return false;
  if (typeof setting === 'number') {
    const count = setting;
    return (_address: string, hop: number) => hop < count;
  }
  return [...setting];
}
