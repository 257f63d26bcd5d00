// Gives the memory a burst of requests left behind back to the system once the server falls quiet.
// V8 does this on its own only when its memory reducer sees a low allocation rate, a rate it measures
// at collections; a server that falls quiet collects nothing, so the burst's rate stands and the
// reducer waits ("high alloc", --trace-memory-reducer) for as long as the quiet lasts: 10,000 writes
// left 42 to 57 MB resident 30 s later (bench:memory, issue 36). This collects once, as V8 does
// under memory pressure, when nothing has been asked for a while and the process has grown since.
// The price comes with the next burst: the collection drops the object shapes no live object has,
// and the optimised code built on them (some 300 functions) is built again, about 0.27 s of CPU
// once (3,000 writes after each quiet spell: 1,154 ms against 883 ms without).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

/** How long with no request under way counts as quiet. */
const QUIET_MS = 2_000;
/**
 * How much the process must have grown since the last collection for one to be worth its price (a
 * pause of 20 to 50 ms here, on a heap of some 30 MB, and the warm-up after): a trickle of requests
 * that grows it less never pays it.
 */
const GROWTH_BYTES = 32 * 1024 * 1024;
/** A loop busy this share of a tick or more is working with no request behind it (a projection catching up): not quiet. */
const BUSY = 0.1;

export interface QuietCompactionOptions {
  /**
   * A full collection that returns the freed pages. `npm start` runs Node with --expose-gc for it;
   * without it (tests, `npm run dev`) nothing is collected.
   */
  collect?: (() => void) | undefined;
  /** The process's resident set in bytes. */
  residentBytes?: () => number;
  /** The share of the time since it was last asked that the event loop was busy. */
  loopBusy?: () => number;
  quietMs?: number;
  growthBytes?: number;
}

const lastResort = globalThis.gc && (() => globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' }));

/** The event loop's busy share since the last call (the first: since it was made). */
function loopUtilization(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const since = performance.eventLoopUtilization(last);
    last = performance.eventLoopUtilization();
    return since.utilization;
  };
}

/** Watches `server`'s requests and collects when quiet; answers how to stop. The start counts as a burst. */
export function compactWhenQuiet(server: Server, {
  collect = lastResort, residentBytes = process.memoryUsage.rss, loopBusy = loopUtilization(), quietMs = QUIET_MS, growthBytes = GROWTH_BYTES,
}: QuietCompactionOptions = {}): () => void {
  if (!collect) return () => {};
  let underWay = 0;
  let lastEnded = performance.now();
  let residentAfter = 0;
  const onRequest = (_request: IncomingMessage, response: ServerResponse) => {
    underWay += 1;
    response.once('close', () => {
      underWay -= 1;
      lastEnded = performance.now();
    });
  };
  server.on('request', onRequest);
  const tick = setInterval(() => {
    const busy = loopBusy() >= BUSY;
    if (busy || underWay > 0 || performance.now() - lastEnded < quietMs || residentBytes() - residentAfter < growthBytes) return;
    collect();
    residentAfter = residentBytes();
  }, quietMs / 2);
  tick.unref();
  return () => {
    clearInterval(tick);
    server.off('request', onRequest);
  };
}
