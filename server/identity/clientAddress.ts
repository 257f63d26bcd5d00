// The network address a request came from, for per-address limits. Behind a reverse proxy
// (TRUST_PROXY=1) it is the last X-Forwarded-For hop, the one our proxy wrote; never a hop a
// client could have typed. Otherwise the socket's own peer. Limits count IPv6 by network.
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

export function clientAddress(req: IncomingMessage, env: NodeJS.ProcessEnv = process.env): string {
  if (env.TRUST_PROXY === '1') {
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim());
    const last = hops.findLast((hop) => hop !== '');
    if (last !== undefined) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * What per-address limits count: an IPv4 address as it is, an IPv6 one by its /64, since one
 * subscriber is handed a whole /64 and could otherwise take a fresh address for every request.
 */
export function addressNetwork(address: string): string {
  const bare = address.split('%')[0] ?? address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const halves = bare.toLowerCase().split('::');
  const left = halves[0] ? halves[0].split(':') : [];
  const right = halves[1] ? halves[1].split(':') : [];
  // A dotted IPv4 tail fills two groups; it always sits past the first four.
  const given = left.length + right.length + (bare.includes('.') ? 1 : 0);
  const groups = [...left, ...Array<string>(halves.length > 1 ? 8 - given : 0).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
