// Driver over embedded PGlite (PostgreSQL in WASM, in this process): one session, so statements
// and transactions queue behind each other. Data lives in `dataDir`, or in memory when omitted.
import { PGlite } from '@electric-sql/pglite';
import type { Driver, Queryable, Row, SqlParam } from './driver.ts';

/** How long statements may run back to back before the driver lets other requests in. */
const YIELD_AFTER_MS = 10;

export async function createPgliteDriver(dataDir?: string): Promise<Driver> {
  const db = new PGlite(dataDir);
  await db.waitReady;
  // Each statement runs synchronously in this thread and queued ones follow through microtasks, so
  // a long batch (an import's thousand appends) would starve every other request, /api/health too.
  let since = performance.now();
  const breathe = async () => {
    if (performance.now() - since < YIELD_AFTER_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
  const on = (runner: Pick<PGlite, 'query'>): Queryable => {
    // Statements sent together (a pipelined batch) each take their turn here, so each may pause.
    let turn: Promise<unknown> = Promise.resolve();
    return {
      async query<R extends Row>(text: string, params: readonly SqlParam[] = []): Promise<R[]> {
        const result = turn.then(breathe).then(() => runner.query<R>(text, [...params]));
        turn = result.catch(() => undefined);
        return (await result).rows;
      },
    };
  };
  return {
    kind: 'pglite',
    ...on(db),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    async close() {
      await db.close();
    },
  };
}
