import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** An address of this machine itself (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export const isLoopbackAddress = (address: string | undefined) => address !== undefined && LOOPBACK.test(address);

/**
 * Whether the request comes from a program on this machine, talking to the server
 * directly. The socket's peer decides, never `request.ip`: under TRUST_PROXY that is
 * taken from X-Forwarded-For, which any caller can write. A request carrying forwarding
 * headers came through a proxy, and a proxy on this machine connects from loopback on
 * behalf of the whole internet, so such a request is not local either.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  const { headers } = request;
  return headers['x-forwarded-for'] === undefined && headers.forwarded === undefined && headers['x-real-ip'] === undefined;
}

/** The names this machine answers to, as a Host header writes them. */
const OUR_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** 'localhost:8080' → ['localhost', 8080]; '[::1]' → ['[::1]', undefined]; lower case. Null when it is not a host. */
export function splitHost(host: string): { name: string; port: number | undefined } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host.trim());
  if (!match?.[1]) return null;
  return { name: match[1].toLowerCase(), port: match[2] === undefined ? undefined : Number(match[2]) };
}

/**
 * Whether the request was addressed to this server by one of its own names: localhost,
 * 127.0.0.1 or [::1] with the port it was received on, or PUBLIC_URL's host. A page on
 * another site can make the browser of the person at this machine talk to it through a
 * name that its DNS points at 127.0.0.1 (DNS rebinding): the socket is then loopback,
 * but the Host is the other site's, and the page could read the mailbox (issue 29,
 * finding 7e). The raw Host header decides: Fastify's `request.host` may come from
 * X-Forwarded-Host. A request made in-process (app.inject) has no socket port to hold
 * it to; its name is still checked.
 */
export function addressedToUs(request: FastifyRequest, publicUrl: string): boolean {
  const header = request.headers.host;
  if (header === undefined) return false;
  const host = splitHost(header);
  if (!host) return false;
  const publicHost = new URL(publicUrl);
  const publicPort = publicHost.port === '' ? (publicHost.protocol === 'https:' ? 443 : 80) : Number(publicHost.port);
  if (host.name === publicHost.hostname.toLowerCase() && (host.port ?? 80) === publicPort) return true;
  if (!OUR_NAMES.has(host.name)) return false;
  const received = request.raw.socket.localPort;
  return received === undefined || (host.port ?? 80) === received;
}
