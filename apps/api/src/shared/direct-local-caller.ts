import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return ip === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

/**
 * A caller on this machine, connecting directly. A request that came through a proxy is never
 * local, whatever TRUST_PROXY says: a reverse proxy on this machine makes every visitor's socket
 * look local, and a trusted forwarded-for header can be written by the visitor.
 */
export function isDirectLocalCaller(request: FastifyRequest): boolean {
  const { headers } = request;
  const forwarded = headers['x-forwarded-for'] ?? headers.forwarded ?? headers['x-real-ip'];
  return forwarded === undefined && isLoopback(request.socket.remoteAddress ?? '');
}
