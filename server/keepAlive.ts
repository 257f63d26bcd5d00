// How long an idle connection stays open for its next request. Sauti speaks plain HTTP, so in
// production a TLS proxy sits in front and keeps its own connections to it open for a while: Caddy
// 2 minutes, nginx's upstream keep-alive and cloud load balancers 60 s. A server that closes an idle
// connection first races the proxy reusing it, and the request that loses gets a 502 (Node's own
// default, 5 s, is the usual cause). So the server waits longer than any of them; KEEP_ALIVE_SECONDS
// tunes it (above the proxy's own idle timeout: Google Cloud's load balancer keeps 600 s).
import type { Environment } from './env.ts';
import { wholeNumberFromEnv } from './env.ts';

const DEFAULT_KEEP_ALIVE_SECONDS = 125;

/** The idle keep-alive in milliseconds. */
export const keepAliveMsFromEnv = (env: Environment = process.env): number =>
  wholeNumberFromEnv(env, 'KEEP_ALIVE_SECONDS', DEFAULT_KEEP_ALIVE_SECONDS) * 1000;
