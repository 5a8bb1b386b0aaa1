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
