// Driver over embedded PGlite (PostgreSQL in WASM, in this process): one session, so statements
// and transactions queue behind each other. Data lives in `dataDir`, or in memory when omitted.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Driver, Queryable, Row, SqlParam } from './driver.ts';
import { preparedStatements } from './pglitePrepared.ts';

/** How long statements may run back to back before the driver lets other requests in. */
const YIELD_AFTER_MS = 10;

/**
 * PostgreSQL's page cache inside the WASM memory. Its default (128 MB) is touched whole at start and
 * held for good: 120 MB more resident, idle, than 16 MB. Pages it does not hold come from the files
 * through the operating system's own cache.
 */
const SHARED_BUFFERS = '16MB';

const START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];

/**
 * Creating the database (initdb, in a WASM instance of its own, and the files loaded through this
 * one's memory, which never shrinks) leaves some 200 to 400 MB that the server would hold for good,
 * even when created in a worker thread. Created by a process of its own, it all goes back when that
 * process ends, and the server opens the database as it does on every later start. The process is
 * given its code and PGlite's resolved address, so it runs the same from the sources and the bundle.
 * Arguments: PGlite's module, the directory, then the start parameters as JSON.
 */
const CREATE_DATABASE = `
  const { PGlite } = await import(process.argv[1]);
  const db = new PGlite(process.argv[2], { startParams: JSON.parse(process.argv[3]) });
  await db.waitReady;
  await db.close();`;

async function createIfNew(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', CREATE_DATABASE, pglite, dataDir, JSON.stringify(START_PARAMS)]);
}

export async function createPgliteDriver(dataDir?: string): Promise<Driver> {
  if (dataDir) await createIfNew(dataDir);
  const db = new PGlite(dataDir, { startParams: START_PARAMS });
  await db.waitReady;
  // Each statement runs synchronously in this thread and queued ones follow through microtasks, so
  // a long batch (an import's thousand appends) would starve every other request, /api/health too.
  let since = performance.now();
  const breathe = async () => {
    if (performance.now() - since < YIELD_AFTER_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
  const run = preparedStatements(db);
  /**
   * Alone, a statement takes PGlite's transaction lock and syncs after, as its `query` does. In a
   * transaction (`transaction` given) the lock is held already, and a statement still queued when the
   * transaction has ended is refused: run after the rollback it would write on its own.
   */
  const on = (transaction?: { readonly closed: boolean }): Queryable => {
    // Statements sent together (a pipelined batch) each take their turn here, so each may pause.
    let turn: Promise<unknown> = Promise.resolve();
    const statement = <R extends Row>(text: string, params: readonly SqlParam[]) => db.runExclusive(async () => {
      if (transaction?.closed) throw new Error('Transaction is closed');
      const rows = await run<R>(text, params);
      if (!transaction) await db.syncToFs();
      return rows;
    });
    return {
      async query<R extends Row>(text: string, params: readonly SqlParam[] = []): Promise<R[]> {
        const result = turn.then(breathe).then(() => (transaction ? statement<R>(text, params) : db._runExclusiveTransaction(() => statement<R>(text, params))));
        turn = result.catch(() => undefined);
        return result;
      },
    };
  };
  return {
    kind: 'pglite',
    ...on(),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    async close() {
      await db.close();
    },
  };
}
