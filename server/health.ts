// What /api/health answers: that the process serves requests, and how long its event loop was held
// lately, so a request that blocks everyone (a loop that never ends, a huge synchronous build) is seen.
import { monitorEventLoopDelay } from 'node:perf_hooks';

// The histogram samples the loop every 20 ms, a timer of its own (cheap), and each sample includes
// that interval: lag is what a sample took beyond it.
const RESOLUTION_MS = 20;
const WINDOW_MS = 10_000;

export interface Health {
  /** The answer: the longest the event loop was held, in ms, over the last 10 to 20 seconds. */
  read(): { status: 'ok'; eventLoopLagMs: number };
  stop(): void;
}

export function watchHealth(): Health {
  const delays = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delays.enable();
  let previousMaxNs = 0;
  // Two windows, the last complete one and the current one, so a stall is reported for at least 10 s.
  const turn = setInterval(() => {
    previousMaxNs = delays.max;
    delays.reset();
  }, WINDOW_MS);
  turn.unref();
  return {
    read() {
      const maxNs = Math.max(previousMaxNs, delays.count > 0 ? delays.max : 0);
      return { status: 'ok', eventLoopLagMs: Math.max(0, Math.round(maxNs / 1e6 - RESOLUTION_MS)) };
    },
    stop() {
      clearInterval(turn);
      delays.disable();
    },
  };
}
