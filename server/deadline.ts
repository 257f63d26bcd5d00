// A request still running at its deadline is answered 503 (ask again) and logged with its route, so a
// stuck request never holds a phone's outbox or a connection for ever. JavaScript cannot stop the work
// itself: its late answer finds the response ended and is dropped (respond.ts, yoga.ts).
import type { ServerResponse } from 'node:http';

export const REQUEST_DEADLINE_MS = 15_000;

/**
 * Calls `late` once if the answer has not begun when `ms` have passed; answers the function that
 * ends the watch (call it when the request is done). A download already streaming is not late.
 */
export function watchDeadline(res: ServerResponse, ms: number, late: () => void): () => void {
  const timer = setTimeout(() => {
    if (!res.headersSent && !res.writableEnded) late();
  }, ms);
  // A timer of its own per request must never keep the process up at shutdown.
  timer.unref();
  return () => clearTimeout(timer);
}
