// The network address a request came from, for per-address limits. Behind a reverse proxy
// (TRUST_PROXY=1) it is the last X-Forwarded-For hop, the one our proxy wrote; never a hop a
// client could have typed. Otherwise the socket's own peer.
import type { IncomingMessage } from 'node:http';

export function clientAddress(req: IncomingMessage, env: NodeJS.ProcessEnv = process.env): string {
  if (env.TRUST_PROXY === '1') {
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim());
    const last = hops.findLast((hop) => hop !== '');
    if (last !== undefined) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
