// Driver over a real Postgres server through postgres.js (a small pool of pipelined connections).
// Sessions that idle inside a transaction are cut, so no reader stalls projections for long.
import { availableParallelism } from 'node:os';
import postgres from 'postgres';
import type { Driver, Queryable, Row, SqlParam } from './driver.ts';

/**
 * Connections in the pool unless DATABASE_POOL_SIZE says: the cores, plus one. Statements pipeline on a
 * busy connection, and those sent in one turn of the event loop leave in one socket write; spread over
 * ten connections each went alone, and socket writes were most of a write's CPU (bench:api on 2 cores,
 * 20 clients: 3 connections 1,168 expenses/s at 0.67 ms of CPU each, 10 connections 780/s at 0.95 ms).
 */
const defaultPoolSize = () => availableParallelism() + 1;

export function createPostgresDriver(url: string, options: { max?: number } = {}): Driver {
  const sql = postgres(url, {
    max: options.max ?? defaultPoolSize(),
    onnotice: () => {},
    connection: { application_name: 'sauti', idle_in_transaction_session_timeout: 15_000 },
  });
  const on = (runner: postgres.Sql | postgres.TransactionSql): Queryable => ({
    async query<R extends Row>(text: string, params: readonly SqlParam[] = []): Promise<R[]> {
      // Prepared (cached per connection by its text): one round trip instead of describe + execute.
      const rows = await runner.unsafe<R[]>(text, [...params], { prepare: true });
      return [...rows];
    },
  });
  return {
    kind: 'postgres',
    ...on(sql),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const outcome: { value?: T } = {};
      await sql.begin(async (tx) => {
        outcome.value = await work(on(tx));
      });
      // postgres.js types begin()'s result as UnwrapPromiseArray<T>; the box keeps T exact.
      return outcome.value as T;
    },
    async listen(channel, heard, connected) {
      await sql.listen(channel, heard, connected);
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
