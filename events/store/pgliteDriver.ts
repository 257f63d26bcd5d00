// Driver over embedded PGlite (PostgreSQL in WASM, in this process): one session, so statements
// and transactions queue behind each other. Data lives in `dataDir`, or in memory when omitted.
import { PGlite } from '@electric-sql/pglite';
import type { Driver, Queryable, Row, SqlParam } from './driver.ts';

export async function createPgliteDriver(dataDir?: string): Promise<Driver> {
  const db = new PGlite(dataDir);
  await db.waitReady;
  const on = (runner: Pick<PGlite, 'query'>): Queryable => ({
    async query<R extends Row>(text: string, params: readonly SqlParam[] = []): Promise<R[]> {
      const result = await runner.query<R>(text, [...params]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...on(db),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    async close() {
      await db.close();
    },
  };
}
